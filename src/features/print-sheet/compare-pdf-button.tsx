/**
 * «Скачать PDF» on /compare: the table as the screen shows it (same rows,
 * same «Только различия» choice), on A4 landscape, `compare-{date}.pdf`.
 * The compare feature builds the table; nothing is fetched.
 */
import { useCallback } from 'react';
import type { CompareTableInput } from '../../../pdf/lot-sheet-types';
import { PdfDownloadButton } from './pdf-download-button';
import { loadPdfRenderer } from './pdf-renderer';
import { usePdfWarmUp } from './pdf-warm-up';
import { useSheetContacts } from './sheet-context';
import { usePdfTask } from './use-pdf-task';

export function ComparePdfButton({ table }: { table: CompareTableInput }) {
  const contacts = useSheetContacts();
  usePdfWarmUp();
  const download = useCallback(async () => {
    const renderer = await loadPdfRenderer();
    await renderer.downloadCompare(table, { phone: contacts.phone, hours: contacts.hours });
  }, [table, contacts.phone, contacts.hours]);
  return <PdfDownloadButton task={usePdfTask(download)} />;
}
