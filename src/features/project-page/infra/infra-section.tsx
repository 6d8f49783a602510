/**
 * #infrastructure: type tabs («Все», «Школы», …), the walking radar and the
 * objects grouped by type with their walking time. The tabs filter both.
 */
import { useMemo, useState } from 'react';
import { NBSP } from '@/lib/format';
import { Tabs } from '@/ui/tabs/tabs';
import type { ProjectInfra } from '@/schemas/projects';
import { ProjectSection } from '../project-section';
import { groupInfra, radarPoints, radarRings } from './infra-model';
import { InfraRadar } from './infra-radar';
import styles from './infra.module.css';

const ALL = 'all';

export function InfraSection({ infra }: { infra: ProjectInfra }) {
  const [type, setType] = useState<string>(ALL);
  const groups = useMemo(() => groupInfra(infra), [infra]);
  const shown = type === ALL ? groups : groups.filter((group) => group.type === type);
  // Numbers follow the list order of «Все», so a dot keeps its number whichever tab is open.
  const numbered = groups.flatMap((group) => group.items);
  const items = shown.flatMap((group) => group.items);

  return (
    <ProjectSection id="infrastructure" tone="muted">
      {groups.length > 1 && (
        <Tabs
          label="Тип объектов"
          size="s"
          items={[{ id: ALL, label: 'Все' }, ...groups.map((group) => ({ id: group.type, label: group.name }))]}
          value={type}
          onChange={setType}
        />
      )}
      <div className={styles.layout}>
        <InfraRadar points={radarPoints(infra.project, items, numbered)} rings={radarRings(items)} />
        <div className={styles.groups}>
          {shown.map((group) => (
            <section key={group.type} aria-labelledby={`infra-${group.type}`}>
              <h3 id={`infra-${group.type}`} className={styles.groupTitle}>
                <span className={styles.swatch} data-type={group.type} aria-hidden="true" />
                {group.name}
              </h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <span className={styles.number} data-type={item.type} aria-hidden="true">
                      {numbered.indexOf(item) + 1}
                    </span>
                    <span className={styles.name}>
                      {item.name}
                      {item.description && <span className={styles.description}>{item.description}</span>}
                    </span>
                    <span className={styles.time}>{`${item.time_walk}${NBSP}мин пешком`}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </ProjectSection>
  );
}
