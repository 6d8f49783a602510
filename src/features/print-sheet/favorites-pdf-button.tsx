/**
 * «Скачать PDF» on /favorites: every lot of the shown tab, one A4 sheet each,
 * in one `favorites-{date}.pdf`. Favourites hold cards, the sheets need
 * details: they come through RTK Query (kept by the worker for offline use).
 * Lots without data are left out and the visitor is told how many.
 */
import { useCallback } from 'react';
import { formatCount, NOUNS } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { PdfDownloadButton } from './pdf-download-button';
import { loadPdfRenderer } from './pdf-renderer';
import { usePdfWarmUp } from './pdf-warm-up';
import { priceDateOf } from './price-date';
import { useSheetContacts } from './sheet-context';
import { loadLotDetails, type LotRef } from './load-lot-details';
import { usePdfTask } from './use-pdf-task';

export interface FavoritesPdfButtonProps {
  lots: readonly LotRef[];
  /** PDF metadata title: «Избранное: квартиры и апартаменты». */
  title: string;
}

const missingLotsText = (count: number): string =>
  `В файл не вошли ${formatCount(count, NOUNS.lot)}: их данные не сохранены на устройстве.`;

export function FavoritesPdfButton({ lots, title }: FavoritesPdfButtonProps) {
  const dispatch = useAppDispatch();
  const contacts = useSheetContacts();
  usePdfWarmUp();

  const download = useCallback(async () => {
    // Both start at once: the renderer chunk and the details do not wait for each other.
    const [renderer, loaded] = await Promise.all([loadPdfRenderer(), loadLotDetails(dispatch, lots)]);
    if (loaded.lots.length === 0) throw new Error('no lot details available');
    await renderer.downloadLotSheets(loaded.lots, {
      phone: contacts.phone,
      hours: contacts.hours,
      listName: 'favorites',
      title,
      priceDate: priceDateOf(loaded.lots),
    });
    return loaded.missing.length > 0 ? missingLotsText(loaded.missing.length) : null;
  }, [dispatch, lots, title, contacts.phone, contacts.hours]);

  return <PdfDownloadButton task={usePdfTask(download)} />;
}
