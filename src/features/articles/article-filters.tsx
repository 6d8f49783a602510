/**
 * Category chips and the project select of the list. Chips are toggle
 * buttons (aria-pressed) with their counts from `facets/`; a category that
 * gives nothing under the chosen project is disabled rather than hidden, so
 * the row does not jump.
 */
import { formatNumber } from '@/lib/format';
import { Select, type SelectOption } from '@/ui/select/select';
import type { ArticleFacets } from '@/schemas/articles';
import styles from './articles.module.css';

export interface ArticleFiltersProps {
  facets: ArticleFacets | undefined;
  category: string | null;
  project: number | null;
  onChange: (patch: { category?: string | null; project?: number | null }) => void;
}

export function ArticleFilters({ facets, category, project, onChange }: ArticleFiltersProps) {
  const categories = facets?.categories ?? [];
  const total = categories.reduce((sum, option) => sum + option.count, 0);
  const projectOptions: SelectOption[] = [
    { label: 'Все проекты', value: '' },
    ...(facets?.projects ?? []).map((option) => ({
      label: `${option.label} (${formatNumber(option.count)})`,
      displayName: option.label,
      value: Number(option.value),
    })),
  ];
  // A project from a shared link may have no articles of this kind left: keep it choosable so the view can be read.
  if (project !== null && !projectOptions.some((option) => option.value === project)) {
    projectOptions.push({ label: 'Выбранный проект', value: project });
  }
  return (
    <div className={styles.filters}>
      {categories.length > 0 && (
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">Категория</legend>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={category === null}
            onClick={() => onChange({ category: null })}
          >
            Все <span className={styles.chipCount}>{formatNumber(total)}</span>
          </button>
          {categories.map((option) => (
            <button
              key={option.value}
              type="button"
              className={styles.chip}
              aria-pressed={category === option.value}
              disabled={option.count === 0 && category !== option.value}
              onClick={() => onChange({ category: category === option.value ? null : option.value })}
            >
              {option.label} <span className={styles.chipCount}>{formatNumber(option.count)}</span>
            </button>
          ))}
        </fieldset>
      )}
      {(facets?.projects.length ?? 0) > 0 && (
        <Select
          className={styles.project}
          label="Проект"
          hideLabel
          options={projectOptions}
          value={project ?? ''}
          onChange={(value) => onChange({ project: value === '' || value === null ? null : Number(value) })}
        />
      )}
    </div>
  );
}
