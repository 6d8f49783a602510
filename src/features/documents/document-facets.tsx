/** Facet toggles of /documents (project, category, year): buttons with aria-pressed and the count each choice would give. */
import type { FacetOption } from '@/schemas/lots';
import styles from './documents.module.css';

interface FacetGroupProps {
  title: string;
  options: readonly FacetOption[];
  selected: readonly (string | number)[];
  onToggle: (value: string | number) => void;
}

function FacetGroup({ title, options, selected, onToggle }: FacetGroupProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetTitle}>{title}</legend>
      <div className={styles.facetOptions}>
        {options.map((option) => {
          const pressed = selected.includes(option.value as string | number);
          return (
            <button
              key={String(option.value)}
              type="button"
              className={styles.facetOption}
              aria-pressed={pressed}
              disabled={option.disabled && !pressed}
              onClick={() => onToggle(option.value as string | number)}
            >
              {option.label}
              <span className={styles.facetCount} aria-label={`, документов: ${option.count}`}>
                {option.count}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

interface DocumentFacetsProps {
  facets: Record<string, FacetOption[]> | undefined;
  selected: { project: number[]; category: string[]; year: number[] };
  onToggle: (key: 'project' | 'category' | 'year', value: string | number) => void;
}

export function DocumentFacets({ facets, selected, onToggle }: DocumentFacetsProps) {
  return (
    <div className={styles.facets}>
      <FacetGroup
        title="Проект"
        options={facets?.project ?? []}
        selected={selected.project}
        onToggle={(value) => onToggle('project', value)}
      />
      <FacetGroup
        title="Тип документа"
        options={facets?.category ?? []}
        selected={selected.category}
        onToggle={(value) => onToggle('category', value)}
      />
      <FacetGroup
        title="Год"
        options={facets?.year ?? []}
        selected={selected.year}
        onToggle={(value) => onToggle('year', value)}
      />
    </div>
  );
}
