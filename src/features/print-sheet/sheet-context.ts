/**
 * What every sheet of a document shares (pdf/lot-sheet-types.ts): the phone
 * from the site info the header already loaded (DEFAULT_PHONE until then or
 * offline) and the call-centre hours. The price date is taken when the
 * document is made, not here.
 */
import { useMemo } from 'react';
import { WORKING_HOURS_TEXT, phoneOrDefault } from '@/lib/contacts';
import { useClock } from '@/lib/render/use-clock';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import type { SheetContext } from '../../../pdf/lot-sheet-types';

export interface SheetContacts {
  phone: string;
  hours: string;
  /** Site info answered or failed: the phone will not change any more. */
  settled: boolean;
}

export function useSheetContacts(): SheetContacts {
  // On the lot page the header holds the same subscription: no second request.
  const { data, isSuccess, isError } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(data?.media.phone);
  return useMemo(
    () => ({ phone, hours: WORKING_HOURS_TEXT, settled: isSuccess || isError }),
    [phone, isSuccess, isError],
  );
}

const HOUR_MS = 3_600_000;

/**
 * The HTML sheets' context: dated now (the moment of printing); `settled` once the phone is final.
 * «Now» is the render's moment on the server and while hydrating, the browser's own from the first
 * effect on (a page drawn earlier must not print an old day), re-read hourly for a page left open.
 */
export function useSheetContext(): { context: SheetContext; settled: boolean } {
  const { phone, hours, settled } = useSheetContacts();
  const now = useClock(HOUR_MS);
  const context = useMemo(() => ({ priceDate: new Date(now), phone, hours }), [now, phone, hours]);
  return { context, settled };
}

/** Absolute lot page address for the QR code; `origin`: the page's (useRuntimeConfig), the same on both sides. */
export const lotPageUrl = (path: string, origin: string): string => new URL(path, origin).href;
