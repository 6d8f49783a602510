/**
 * Nothing matches: instead of a dead end, `zero_result/facets/` tells which
 * single filter to drop and how many lots that would bring back; each
 * suggestion is a button that drops it. «Сбросить все» is always there.
 */
import { NOUNS, formatCount } from '@/lib/format';
import type { LotsFilters } from '@/schemas/lots';
import type { LotCatalogue } from '@/entities/lot/lot-catalogue';
import { Button } from '@/ui/button/button';
import { defaultedKeys } from './catalogue-defaults';
import { resetFilters } from './filter-chips';
import { withoutKeys } from './filters-url';
import { useZeroResult } from './use-catalogue-data';
import styles from './results.module.css';

export interface ZeroResultProps {
  catalogue: LotCatalogue;
  filters: LotsFilters;
  onChange: (next: LotsFilters) => void;
}

export function ZeroResult({ catalogue, filters, onChange }: ZeroResultProps) {
  const { data, isFetching } = useZeroResult(catalogue, filters, false);
  // Dropping a filter that holds its default (homes, on sale) would bring the default straight back.
  const fixed: readonly string[] = defaultedKeys(filters);
  const suggestions = (data?.suggestions ?? []).filter((suggestion) => !fixed.includes(suggestion.filter));
  return (
    <section className={styles.zero} aria-labelledby="lots-zero-title">
      <h2 id="lots-zero-title" className={styles.zeroTitle}>
        По этим условиям ничего не нашлось
      </h2>
      {suggestions.length > 0 ? (
        <>
          <p className={styles.zeroText}>Попробуйте снять один из фильтров:</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.filter}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => onChange(withoutKeys(filters, [suggestion.filter]))}
                >
                  <span>{suggestion.label}</span>
                  <span className={styles.suggestionCount}>{formatCount(suggestion.count, NOUNS.lot)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.zeroText}>
          {isFetching
            ? 'Ищем, какой фильтр мешает…'
            : 'Ни один фильтр по отдельности не помогает — попробуйте сбросить их.'}
        </p>
      )}
      <Button variant="secondary" onClick={() => onChange(resetFilters(filters))}>
        Сбросить все фильтры
      </Button>
    </section>
  );
}
