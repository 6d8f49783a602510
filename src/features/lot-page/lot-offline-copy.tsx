/**
 * The lot page and the offline cache (decision 011):
 * - `LotCachedNote`: «Сохранённая копия: данные на 22 ноября 2026, 10:15»
 *   when the service worker answered with its copy (no network, or none
 *   within 3 s); prices and statuses may have changed since.
 * - `useKeepLotOffline`: asks the worker to keep this lot's detail and plan.
 *   Under a controlling worker the visit itself stores both; the message
 *   covers the first visit, before the worker took control.
 */
import { useEffect } from 'react';
import { lotOfflineUrls, postToWorker } from '@/lib/sw-client';
import { formatCachedAt } from '@/entities/lot/cached-at';
import { catalogueOfKind } from '@/entities/lot/lot-catalogue';
import type { CachedLotDetail } from '@/entities/lot/lots-api';
import styles from './lot-page.module.css';

export function LotCachedNote({ cachedAt }: { cachedAt: string | null | undefined }) {
  const text = formatCachedAt(cachedAt);
  if (!text) return null;
  return (
    <p className={styles.cachedNote} role="note">
      <svg
        className={styles.cachedIcon}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.8M16.8 11a10 10 0 0 1 2.2 1.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M2 2l20 20" />
      </svg>
      <span>Сохранённая копия: {text}. Цены и\u00a0статус могли измениться.</span>
    </p>
  );
}

export function useKeepLotOffline(lot: Pick<CachedLotDetail, 'id' | 'kind' | 'plan' | 'cachedAt'>): void {
  const { id, kind, plan, cachedAt } = lot;
  const fromCache = cachedAt !== null && cachedAt !== undefined;
  useEffect(() => {
    if (fromCache) return;
    postToWorker({ type: 'CACHE_LOTS', urls: lotOfflineUrls(catalogueOfKind(kind), { id, plan }) });
  }, [id, kind, plan, fromCache]);
}
