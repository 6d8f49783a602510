/**
 * #progress: construction reports by month, newest first, with a month
 * switch; each month shows its readiness, the note, the photos (lazy, with
 * srcset) and the videos when there are any.
 */
import { useState } from 'react';
import { Tabs } from '@/ui/tabs/tabs';
import type { ConstructionProgress } from '@/schemas/projects';
import { ProjectSection } from '../project-section';
import { ProgressMonth } from './progress-month';

export function ProgressSection({ progress }: { progress: ConstructionProgress }) {
  const months = progress.months;
  const [chosen, setChosen] = useState(months[0]?.month ?? '');
  const month = months.find((item) => item.month === chosen) ?? months[0];
  if (!month) return null;
  return (
    <ProjectSection id="progress">
      {/* Full month names («Сентябрь 2026») read better than abbreviations; the tab row scrolls on phones. */}
      {months.length > 1 && (
        <Tabs
          label="Месяц"
          size="s"
          items={months.map((item) => ({ id: item.month, label: item.month_name }))}
          value={month.month}
          onChange={setChosen}
        />
      )}
      <ProgressMonth month={month} />
    </ProjectSection>
  );
}
