/**
 * `/print` (spec §2, issue 7): the lot sheets named by `?id=` / `?ids=` on the
 * print layout — nothing but the sheets on white, one A4 page per lot.
 * A screen-only bar offers «Распечатать»; a wrong address or an unknown lot
 * gets a plain Russian message instead of a sheet. The app supplies each
 * lot's loading state (the lot page's own detail hook).
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { CachedLotDetail } from '@/entities/lot/lots-api';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { Button } from '@/ui/button/button';
import type { SheetContext } from '../../../pdf/lot-sheet-types';
import { LotPrintSheet } from './lot-print-sheet';
import { PRINT_QUERY_MESSAGES, type PrintQuery } from './print-query';
import { priceDateOf } from './price-date';
import { lotPageUrl } from './sheet-context';
import styles from './print-page.module.css';

export type PrintEntryState =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; offline: boolean }
  | { state: 'ready'; lot: CachedLotDetail };

export function PrintPage({ query, children }: { query: PrintQuery; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Печать листов лотов</h1>
      {query.ok ? (
        <>
          <div className={styles.toolbar}>
            <Button variant="primary" size="s" onClick={() => window.print()}>
              Распечатать
            </Button>
            <p className={styles.hint}>Каждый лот — на отдельном листе A4.</p>
          </div>
          {children}
        </>
      ) : (
        <p className={styles.message} role="alert">
          {PRINT_QUERY_MESSAGES[query.reason]}
        </p>
      )}
    </div>
  );
}

export interface PrintLotEntryProps {
  id: number;
  detail: PrintEntryState;
  context: SheetContext;
  onSettled: (id: number) => void;
}

export function PrintLotEntry({ id, detail, context, onSettled }: PrintLotEntryProps) {
  const settle = useCallback(() => onSettled(id), [onSettled, id]);
  const { origin } = useRuntimeConfig();
  const lot = detail.state === 'ready' ? detail.lot : null;
  // An offline copy is dated by its own day, not by today.
  const sheetContext = useMemo(
    () => (lot ? { ...context, priceDate: priceDateOf([lot], context.priceDate) } : context),
    [lot, context],
  );
  switch (detail.state) {
    case 'ready':
      return (
        <LotPrintSheet
          lot={detail.lot}
          context={sheetContext}
          pageUrl={lotPageUrl(detail.lot.url, origin)}
          onSettled={settle}
        />
      );
    case 'not-found':
      return <EntryMessage onSettled={settle} text={`Лот с кодом ${id} не найден: возможно, он снят с продажи.`} />;
    case 'error':
      return (
        <EntryMessage
          onSettled={settle}
          text={
            detail.offline
              ? `Нет подключения к интернету, и лот ${id} не сохранён на этом устройстве.`
              : `Не удалось загрузить лот ${id}. Обновите страницу.`
          }
        />
      );
    default:
      return (
        <p className={styles.message} role="status">
          Загружаем лот {id}…
        </p>
      );
  }
}

function EntryMessage({ text, onSettled }: { text: string; onSettled: () => void }) {
  // A shown message settles the entry: there is nothing more to wait for.
  useEffect(() => onSettled(), [onSettled]);
  return (
    <p className={styles.message} role="alert">
      {text}
    </p>
  );
}
