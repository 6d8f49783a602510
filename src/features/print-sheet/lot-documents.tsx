/**
 * «Скачать PDF» and «Распечатать» on the lot page (issue 7), filling
 * LotPage's `documents` slot. The PDF is built on the device from the lot
 * already on screen (works offline); printing hands the same HTML sheet as
 * /print to react-to-print. The print job (react-to-print, the sheet and the
 * QR encoder, `lot-print-job.tsx`) loads on the click, so the lot page's
 * first load stays small.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { Button } from '@/ui/button/button';
import type { CachedLotDetail } from '@/entities/lot/lots-api';
import type { LotPrintJobProps } from './lot-print-job';
import { PdfDownloadButton, TaskMessage } from './pdf-download-button';
import { loadPdfRenderer } from './pdf-renderer';
import { usePdfWarmUp, warmPdfOnIntent } from './pdf-warm-up';
import { priceDateOf } from './price-date';
import { useSheetContacts } from './sheet-context';
import { usePdfTask } from './use-pdf-task';
import styles from './print-actions.module.css';

const PRINT_ERROR_TEXT = 'Не удалось подготовить печать. Попробуйте ещё раз.';

export function LotDocuments({ lot }: { lot: CachedLotDetail }) {
  const contacts = useSheetContacts();
  usePdfWarmUp();

  const download = useCallback(async () => {
    const renderer = await loadPdfRenderer();
    await renderer.downloadLotSheets([lot], {
      phone: contacts.phone,
      hours: contacts.hours,
      priceDate: priceDateOf([lot]),
    });
  }, [lot, contacts.phone, contacts.hours]);
  const task = usePdfTask(download);

  return (
    <div className={styles.actions}>
      {/* Intent warms the renderer (decision 015); printing does not need it. */}
      <span onPointerEnter={warmPdfOnIntent} onFocus={warmPdfOnIntent}>
        <PdfDownloadButton task={task} />
      </span>
      <LotPrintButton lot={lot} phone={contacts.phone} hours={contacts.hours} />
    </div>
  );
}

function LotPrintButton({ lot, phone, hours }: { lot: CachedLotDetail; phone: string; hours: string }) {
  const [Job, setJob] = useState<ComponentType<LotPrintJobProps> | null>(null);
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setError(null);
    setPrinting(true);
    import('./lot-print-job')
      .then((module) => setJob(() => module.LotPrintJob))
      .catch(() => {
        setPrinting(false);
        setError(PRINT_ERROR_TEXT);
      });
  };
  const done = useCallback(() => setPrinting(false), []);
  const failed = useCallback(() => {
    setPrinting(false);
    setError(PRINT_ERROR_TEXT);
  }, []);

  return (
    <span className={styles.action}>
      <Button variant="secondary" size="s" loading={printing} onClick={start}>
        Распечатать
      </Button>
      <TaskMessage error={error} note={null} />
      {printing && Job && <Job lot={lot} phone={phone} hours={hours} onDone={done} onError={failed} />}
    </span>
  );
}
