/**
 * `/compare` (spec §2): the type tabs with counts, «Только различия», the
 * table and «Очистить сравнение». The list comes from the saved-lots entity
 * (server list plus the outbox), so removing and clearing apply at once,
 * offline too. With `?ids=` in the address it shows a comparison someone
 * shared (issue 30): the same table, read-only, with «Добавить в моё сравнение».
 */
import { Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSavedList } from '@/entities/saved-lots/use-saved-lots';
import { lotTitle } from '@/entities/lot/lot-card';
import { LIST_TYPES, type ListType } from '@/schemas/saved-lists';
import { pluralRu } from '@/lib/plural';
import { Button } from '@/ui/button/button';
import { Tabs } from '@/ui/tabs/tabs';
import { Toggle } from '@/ui/toggle/toggle';
import { ShareButton } from '@/ui/share/share-button';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { TYPE_TITLES, buildCompareGroups, splitByType } from './compare-model';
import { CompareTable } from './compare-table';
import { comparePdfTable } from './compare-pdf-table';
import type { CompareTableInput } from '../../../pdf/lot-sheet-types';
import { useCompareType } from './use-compare-type';
import { SharedLoadError } from './shared-comparison-parts';
import { SharedComparisonNote } from './shared-comparison-note';
import { sharedComparisonPath, useSharedComparison } from './shared-comparison';
import styles from './compare-page.module.css';

const EMPTY_TEXTS: Record<ListType, string> = {
  apartments: 'В сравнении пока нет квартир и апартаментов',
  commercials: 'В сравнении пока нет коммерческих помещений',
};
const LOTS: readonly [string, string, string] = ['лот', 'лота', 'лотов'];

function EmptyState({ type, focus }: { type: ListType; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After «Очистить» or the last «Убрать» the button is gone: focus lands on the message instead.
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle} ref={heading} tabIndex={-1}>
        {EMPTY_TEXTS[type]}
      </h2>
      <p className={styles.emptyText}>
        Нажмите «Сравнить» на карточке лота — здесь появится таблица, где планировки, площади и цены стоят рядом.
      </p>
      <Button to="/lots" variant="primary">
        Выбрать недвижимость
      </Button>
    </div>
  );
}

export interface ComparePageProps {
  /** «Скачать PDF» (issue 7), filled by the app: gets the table exactly as shown. */
  documents?: (table: CompareTableInput) => ReactNode;
}

export function ComparePage({ documents }: ComparePageProps = {}) {
  const saved = useSavedList('comparison');
  const shared = useSharedComparison();
  const { items, loaded } = shared.ids ? shared : saved;
  const { remove, clear } = saved;
  const byType = useMemo(() => splitByType(items), [items]);
  const counts = { apartments: byType.apartments.length, commercials: byType.commercials.length };
  const [type, setType] = useCompareType(counts);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [message, setMessage] = useState('');
  const [emptiedHere, setEmptiedHere] = useState(false);
  const hintId = useId();
  const { origin } = useRuntimeConfig();

  const entries = byType[type];
  const lots = useMemo(() => entries.map((entry) => entry.lot), [entries]);
  // With fewer than two lots nothing can differ: the switch is disabled and the model ignores it.
  const canFilter = entries.length >= 2;
  const groups = useMemo(
    () => buildCompareGroups(lots, { onlyDifferences: onlyDifferences && canFilter }),
    [lots, onlyDifferences, canFilter],
  );
  const caption = `Сравнение: ${TYPE_TITLES[type].toLowerCase()}, ${entries.length} ${pluralRu(entries.length, LOTS)}`;
  const pdfTable = useMemo(
    () => (documents && groups.length > 0 ? comparePdfTable(caption, entries, groups, origin) : null),
    [documents, caption, entries, groups, origin],
  );

  if (shared.ids && shared.error) {
    return (
      <Suspense fallback={null}>
        <SharedLoadError
          error={shared.error}
          message="Не удалось загрузить сравнение по ссылке."
          onRetry={shared.refetch}
        />
      </Suspense>
    );
  }
  // A list never loaded shows a loading text; lots added offline before that still show at once.
  if (!loaded && items.length === 0) {
    return (
      <p className={styles.loading} role="status">
        Загружаем сравнение…
      </p>
    );
  }

  const title = TYPE_TITLES[type].toLowerCase();
  return (
    <div className={styles.page}>
      {/* Part of the screen's chunk, not a lazy one: the server draws it (issue 31), and a lazy
          boundary after the page's first 12.8 kB is sent out of line behind an inline script the
          CSP refuses (the note stayed hidden and hydration fell back), its stylesheet unlinked. */}
      {shared.ids && <SharedComparisonNote items={items} saved={saved.items} onAdd={saved.restore} />}
      <Tabs<ListType>
        label="Тип недвижимости"
        items={LIST_TYPES.map((id) => ({
          id,
          label: (
            <>
              {TYPE_TITLES[id]} <span className={styles.count}>{counts[id]}</span>
            </>
          ),
        }))}
        value={type}
        onChange={(next) => {
          setType(next);
          setEmptiedHere(false);
          setMessage('');
        }}
      />
      {entries.length === 0 ? (
        <EmptyState type={type} focus={emptiedHere} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Toggle
              label="Только различия"
              checked={onlyDifferences && canFilter}
              disabled={!canFilter}
              onChange={setOnlyDifferences}
              aria-describedby={canFilter ? undefined : hintId}
            />
            {!canFilter && (
              <span id={hintId} className={styles.hint}>
                Добавьте ещё лот, чтобы увидеть различия
              </span>
            )}
            {pdfTable && documents && <span className={styles.pdf}>{documents(pdfTable)}</span>}
            <ShareButton
              size="s"
              title={caption}
              url={sharedComparisonPath(
                type,
                entries.map((entry) => entry.lot.id),
              )}
            />
            {/* A shared comparison is not the visitor's list: nothing of it to clear. */}
            {!shared.ids && (
              <Button
                variant="secondary"
                size="s"
                className={styles.clear}
                onClick={() => {
                  // Pin the type: without it the default would jump to the other type once this one is empty.
                  setType(type);
                  setEmptiedHere(true);
                  setMessage('Сравнение очищено');
                  clear(type);
                }}
              >
                Очистить сравнение
              </Button>
            )}
          </div>
          {groups.length === 0 ? (
            <p className={styles.same}>
              Лоты ничем не отличаются. Выключите «Только различия», чтобы увидеть все параметры.
            </p>
          ) : (
            <CompareTable
              entries={entries}
              groups={groups}
              caption={caption}
              regionLabel={`Таблица сравнения: ${title}`}
              onRemove={
                shared.ids
                  ? undefined
                  : (entry) => {
                      setType(type);
                      setEmptiedHere(entries.length === 1);
                      setMessage(`${lotTitle(entry.lot)} убран из сравнения`);
                      remove(entry.property);
                    }
              }
            />
          )}
        </>
      )}
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </div>
  );
}
