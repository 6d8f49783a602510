/** #team: the architects and contractors of the project, grouped, each with logo, name, role and a line about them. */
import { imageUrl } from '@/lib/image-url';
import type { TeamMember } from '@/schemas/projects';
import { CardGrid } from '@/ui/cards/cards';
import { ProjectSection } from './project-section';
import styles from './project-page.module.css';

const GROUP_TITLES: Record<TeamMember['group'], string> = {
  architects: 'Архитекторы и проектировщики',
  contractors: 'Подрядчики',
};

export function ProjectTeam({ team }: { team: readonly TeamMember[] }) {
  const groups = (Object.keys(GROUP_TITLES) as TeamMember['group'][])
    .map((group) => ({ group, members: team.filter((member) => member.group === group) }))
    .filter((entry) => entry.members.length > 0);
  return (
    <ProjectSection id="team" tone="muted">
      {groups.map(({ group, members }) => (
        <section key={group} aria-labelledby={`team-${group}`} className={styles.teamGroup}>
          <h3 id={`team-${group}`} className={styles.subTitle}>
            {GROUP_TITLES[group]}
          </h3>
          <CardGrid>
            {members.map((member) => (
              <li key={member.id} className={styles.member}>
                <img
                  className={styles.logo}
                  // Vector logos stay vector (sharper and smaller); raster ones get a resized copy.
                  src={/\.svg$/i.test(member.logo) ? member.logo : imageUrl(member.logo, { width: 240 })}
                  width={120}
                  height={60}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <p className={styles.memberName}>{member.name}</p>
                <p className={styles.muted}>{member.role}</p>
                <p>{member.description}</p>
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </ProjectSection>
  );
}
