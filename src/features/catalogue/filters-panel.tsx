/**
 * The filters block. Tablets and wider: the common filters in a row and
 * «Все фильтры» unfolding the rest in place. Phones: a sticky bar with the
 * count and «Фильтры», which opens every filter in a bottom sheet.
 *
 * Which of the two a visitor gets is a CSS choice (`.wideOnly`/`.phoneOnly`):
 * the server knows no screen width, and a choice in JS would redraw a phone's
 * filters after hydration (issue 31). Both are in the markup; the one not for
 * this screen is `display: none`, so it is out of the accessibility tree, and
 * its fields have their own `useId` ids. The sheet's fields mount only on a press.
 *
 * What only a press shows — the extra filters and the sheet with its focus
 * trap — is not in the catalogue's first load (decision 015): it loads at
 * the first idle moment after `load`, on a pointer over or focus on the
 * button, or on the press itself.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { filterParamInfo, paramsInGroup } from '@/schemas/lot-filter-params';
import type { LotsFilters } from '@/schemas/lots';
import { Button } from '@/ui/button/button';
import { ChevronIcon } from '@/ui/icons/chevron-icon';
import { useDevice } from '@/ui/use-device';
import { importWithReload } from '@/lib/chunk-reload';
import { scheduleIdlePrefetch } from '@/lib/idle-prefetch';
import { withoutCatalogueDefaults } from './catalogue-defaults';
import { CommonFilters, type FilterGroupProps } from './common-filters';
import { foundText } from './catalogue-texts';
import { resetFilters } from './filter-chips';
import { useCatalogueFilters } from './use-catalogue-filters';
import { useLotCount, useLotFacets, useLotSpecs } from './use-catalogue-data';
import styles from './filters.module.css';

const loadExtraFilters = importWithReload(() => import('./extra-filters'));
const loadFiltersSheet = importWithReload(() => import('./filters-sheet'));
const ExtraFilters = lazy(() => loadExtraFilters().then((module) => ({ default: module.ExtraFilters })));
const FiltersSheet = lazy(() => loadFiltersSheet().then((module) => ({ default: module.FiltersSheet })));
/** Intent: the press that usually follows finds the code loaded. */
const warmUp = (load: () => Promise<unknown>) => () => void load();

function LoadingFilters() {
  return (
    <p role="status" className={styles.loading}>
      Загружаем фильтры…
    </p>
  );
}

/** The filters under «Все фильтры», counted on that button: the table's `extra` group. */
const EXTRA_KEYS = paramsInGroup('extra') as (keyof LotsFilters)[];

/** How many filters are on, for the «Фильтры (3)» badges; a default (homes, on sale) is not one. */
export function activeCount(all: LotsFilters, keys: readonly (keyof LotsFilters)[]): number {
  const filters = withoutCatalogueDefaults(all);
  // A range counts once, however many of its ends are set: count the table rows, not the parameters.
  const active = new Set<string>();
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    active.add(filterParamInfo(key)?.row.key ?? key);
  }
  return active.size;
}

export function FiltersPanel() {
  const { filters, catalogue, update } = useCatalogueFilters();
  const facets = useLotFacets(catalogue, filters);
  const specs = useLotSpecs(catalogue, filters);
  const count = useLotCount(catalogue, filters);
  // Behaviour only (what to fetch at idle), never what is drawn: the server guesses «desktop».
  const device = useDevice();
  useEffect(
    () => scheduleIdlePrefetch(device === 'mobile' ? [loadFiltersSheet, loadExtraFilters] : [loadExtraFilters]),
    [device],
  );
  const group: FilterGroupProps = { filters, facets, specs, onChange: update };
  return (
    <>
      <WideFilters group={group} />
      <MobileFilters group={group} count={count} />
    </>
  );
}

function WideFilters({ group }: { group: FilterGroupProps }) {
  const [open, setOpen] = useState(false);
  const extraId = useId();
  const extra = activeCount(group.filters, EXTRA_KEYS);
  return (
    <section className={`${styles.panel} ${styles.wideOnly}`} aria-label="Фильтры">
      <div className={styles.common}>
        <CommonFilters {...group} />
        <Button
          variant="secondary"
          className={styles.more}
          aria-expanded={open}
          aria-controls={extraId}
          iconEnd={<ChevronIcon size={18} className={styles.moreChevron} />}
          onPointerEnter={warmUp(loadExtraFilters)}
          onFocus={warmUp(loadExtraFilters)}
          onClick={() => setOpen((value) => !value)}
        >
          Все фильтры{extra > 0 ? ` (${extra})` : ''}
        </Button>
      </div>
      <div id={extraId} className={styles.extra} hidden={!open}>
        {open && (
          <Suspense fallback={<LoadingFilters />}>
            <ExtraFilters {...group} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function MobileFilters({ group, count }: { group: FilterGroupProps; count: number | undefined }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on and kept, so closing it returns focus like before.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const active = activeCount(
    group.filters,
    Object.keys(group.filters).filter((key) => key !== 'ordering') as (keyof LotsFilters)[],
  );
  return (
    <>
      {/* The bar itself carries the class: a wrapper would end its stickiness at the wrapper's edge. */}
      <div className={`${styles.stickyBar} ${styles.phoneOnly}`}>
        <p className={styles.stickyCount} aria-live="polite">
          {count === undefined ? 'Ищем…' : foundText(count)}
        </p>
        <Button
          variant="primary"
          size="s"
          aria-haspopup="dialog"
          onPointerEnter={warmUp(loadFiltersSheet)}
          onFocus={warmUp(loadFiltersSheet)}
          onClick={() => setOpen(true)}
        >
          Фильтры{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={open}
            count={count}
            onClose={() => setOpen(false)}
            onReset={() => group.onChange(resetFilters(group.filters))}
          >
            <CommonFilters {...group} />
            <Suspense fallback={<LoadingFilters />}>
              <ExtraFilters {...group} />
            </Suspense>
          </FiltersSheet>
        </Suspense>
      )}
    </>
  );
}
