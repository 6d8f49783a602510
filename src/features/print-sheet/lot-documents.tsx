/**
 * «Скачать PDF» and «Распечатать» on the lot page (issue 7), filling
 * LotPage's `documents` slot. The PDF is built on the device from the lot
 * already on screen (works offline); printing hands the same HTML sheet as
 * /print to react-to-print. The sheet module (with the QR encoder) loads on
 * the click, so the lot page's chunk stays small.
 */
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useReactToPrint } from 'react-to-print';
import { Button } from '@/ui/button/button';
import type { CachedLotDetail } from '@/entities/lot/lots-api';
import { lotDocumentTitle } from '../../../pdf/browser-files';
import type { LotPrintSheetProps } from './lot-print-sheet';
import { PdfDownloadButton, TaskMessage } from './pdf-download-button';
import { loadPdfRenderer } from './pdf-renderer';
import { usePdfWarmUp, warmPdfOnIntent } from './pdf-warm-up';
import { priceDateOf } from './price-date';
import { lotPageUrl, useSheetContacts } from './sheet-context';
import { usePdfTask } from './use-pdf-task';
import styles from './print-actions.module.css';

export const PRINT_ERROR_TEXT = 'Не удалось подготовить печать. Попробуйте ещё раз.';

export function LotDocuments({ lot }: { lot: CachedLotDetail }) {
  const contacts = useSheetContacts();
  usePdfWarmUp();

  const download = useCallback(async () => {
    const renderer = await loadPdfRenderer();
    await renderer.downloadLotSheets([lot], { phone: contacts.phone, hours: contacts.hours, priceDate: priceDateOf([lot]) });
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
  const [Sheet, setSheet] = useState<ComponentType<LotPrintSheetProps> | null>(null);
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Set on the click, cleared when the dialog opens: a re-render must not print twice.
  const wanted = useRef(false);

  const print = useReactToPrint({
    contentRef,
    documentTitle: lotDocumentTitle(lot.number),
    // The sheet's CSS carries @page; react-to-print's default inline page style would only break the CSP (style-src 'self').
    pageStyle: '',
    onAfterPrint: () => setPrinting(false),
    onPrintError: () => {
      setPrinting(false);
      setError(PRINT_ERROR_TEXT);
    },
  });

  const onSettled = useCallback(() => {
    if (!wanted.current) return;
    wanted.current = false;
    print();
  }, [print]);

  const start = () => {
    wanted.current = true;
    setError(null);
    setPrinting(true);
    import('./lot-print-sheet')
      .then((module) => setSheet(() => module.LotPrintSheet))
      .catch(() => {
        wanted.current = false;
        setPrinting(false);
        setError(PRINT_ERROR_TEXT);
      });
  };

  return (
    <span className={styles.action}>
      <Button variant="secondary" size="s" loading={printing} onClick={start}>
        Распечатать
      </Button>
      <TaskMessage error={error} note={null} />
      {printing && Sheet && (
        <div className={styles.hiddenSheet}>
          <div ref={contentRef}>
            <Sheet
              lot={lot}
              context={{ priceDate: priceDateOf([lot]), phone, hours }}
              pageUrl={lotPageUrl(lot.url)}
              headingLevel={1}
              onSettled={onSettled}
            />
          </div>
        </div>
      )}
    </span>
  );
}
