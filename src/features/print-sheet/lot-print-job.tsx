/**
 * One press of «Распечатать» on the lot page: the lot's sheet (the same as
 * /print) rendered out of sight and handed to react-to-print once its plan
 * has loaded. Loaded on the press together with the sheet and the QR encoder,
 * so react-to-print (~3.5 kB gzip) is not in the lot page's first load
 * (decision 015). Mounted per press: each mount prints once.
 */
import { useCallback, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import type { CachedLotDetail } from '@/entities/lot/lots-api';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { lotDocumentTitle } from '../../../pdf/browser-files';
import { LotPrintSheet } from './lot-print-sheet';
import { priceDateOf } from './price-date';
import { lotPageUrl } from './sheet-context';
import styles from './print-actions.module.css';

export interface LotPrintJobProps {
  lot: CachedLotDetail;
  phone: string;
  hours: string;
  /** The print dialog closed. */
  onDone: () => void;
  /** The browser could not print. */
  onError: () => void;
}

export function LotPrintJob({ lot, phone, hours, onDone, onError }: LotPrintJobProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { origin } = useRuntimeConfig();
  // The sheet may report itself settled more than once (a re-render): one dialog per press.
  const started = useRef(false);
  const print = useReactToPrint({
    contentRef,
    documentTitle: lotDocumentTitle(lot.number),
    // The sheet's CSS carries @page; react-to-print's default inline page style would only break the CSP (style-src 'self').
    pageStyle: '',
    onAfterPrint: onDone,
    onPrintError: onError,
  });
  const onSettled = useCallback(() => {
    if (started.current) return;
    started.current = true;
    print();
  }, [print]);

  return (
    <div className={styles.hiddenSheet}>
      <div ref={contentRef}>
        <LotPrintSheet
          lot={lot}
          // Mounted by a press, never on the server or while hydrating: the moment of the press is the price date.
          context={{ priceDate: priceDateOf([lot]), phone, hours }}
          pageUrl={lotPageUrl(lot.url, origin)}
          headingLevel={1}
          onSettled={onSettled}
        />
      </div>
    </div>
  );
}
