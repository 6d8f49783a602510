/**
 * What every sheet of a document shares (pdf/lot-sheet-types.ts): the phone
 * from the site info the header already loaded (DEFAULT_PHONE until then or
 * offline) and the call-centre hours. The price date is taken when the
 * document is made, not here.
 */
import { useMemo } from 'react';
import { WORKING_HOURS_TEXT, phoneOrDefault } from '@/lib/contacts';
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
  return useMemo(() => ({ phone, hours: WORKING_HOURS_TEXT, settled: isSuccess || isError }), [phone, isSuccess, isError]);
}

/** The HTML sheets' context: dated now (the moment of printing); `settled` once the phone is final. */
export function useSheetContext(): { context: SheetContext; settled: boolean } {
  const { phone, hours, settled } = useSheetContacts();
  const context = useMemo(() => ({ priceDate: new Date(), phone, hours }), [phone, hours]);
  return { context, settled };
}

/** Absolute lot page address for the QR code. */
export const lotPageUrl = (path: string, origin: string = window.location.origin): string => new URL(path, origin).href;
