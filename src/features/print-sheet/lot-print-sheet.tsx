/**
 * One lot on one A4 page, in HTML: `/print` shows it and «Распечатать» on the
 * lot page prints it through react-to-print. Every word comes from
 * `lotSheetView` (pdf/), the same texts the PDF prints, and the layout
 * follows the PDF sheet: brand line, heading and price, plan beside the
 * facts, metro, contacts with the QR code, disclaimer.
 *
 * No `<header>`/`<footer>` elements: a print page carries no site chrome,
 * and landmarks inside a sheet would repeat once per lot for screen readers.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { LotDetail } from '@/schemas/lots';
import type { SheetContext } from '../../../pdf/lot-sheet-types';
import { lotSheetView } from '../../../pdf/lot-sheet-view';
import { planRequestUrl } from '../../../pdf/browser-plan-image';
import { QrCodeSvg } from './qr-code-svg';
import styles from './print-sheet.module.css';

export interface LotPrintSheetProps {
  lot: LotDetail;
  context: SheetContext;
  /** Absolute address of the lot page, for the QR code. */
  pageUrl: string;
  /** `h2` under the /print page's own heading; `h1` when the sheet is printed alone. */
  headingLevel?: 1 | 2;
  /** The plan picture finished loading or failed (or there is none): the sheet can go to paper. */
  onSettled?: () => void;
}

export function LotPrintSheet({ lot, context, pageUrl, headingLevel = 2, onSettled }: LotPrintSheetProps) {
  const view = useMemo(() => lotSheetView(lot, context), [lot, context]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hasPlan = Boolean(lot.plan);
  // A sheet without a plan has nothing to wait for.
  useEffect(() => {
    if (!hasPlan) onSettled?.();
  }, [hasPlan, onSettled]);
  return (
    <article className={styles.sheet} aria-label={view.heading} data-lot-sheet={lot.id}>
      <div className={styles.top}>
        <p className={styles.brand}>{view.brand}</p>
        <p className={styles.place}>
          <span className={styles.project}>{view.project}</span>
          {view.address && <span>{view.address}</span>}
        </p>
      </div>

      <div className={styles.headRow}>
        <div>
          <Heading className={styles.heading}>{view.heading}</Heading>
          <p className={styles.subtitle}>{view.subtitle}</p>
          {view.status && <p className={styles.status}>{view.status}</p>}
        </div>
        <div className={styles.prices}>
          <p className={styles.price}>{view.price}</p>
          {view.oldPrice && (
            <p className={styles.oldPrice}>
              <s>{view.oldPrice}</s> {view.discount && <span className={styles.discount}>{view.discount}</span>}
            </p>
          )}
          {view.pricePerMeter && <p className={styles.perMeter}>{view.pricePerMeter}</p>}
          <p className={styles.validity}>{view.priceValidity}</p>
        </div>
      </div>

      <div className={styles.body} data-plan={lot.plan ? 'yes' : 'no'}>
        {lot.plan && (
          <PlanPicture src={planRequestUrl(lot.plan)} alt={`Планировка: ${view.heading}`} onSettled={onSettled} />
        )}
        <div className={styles.side}>
          <dl className={styles.facts}>
            {view.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {view.metro.length > 0 && (
            <ul className={styles.metro} aria-label="Метро">
              {view.metro.map((entry) => (
                <li key={`${entry.station}-${entry.time}`}>
                  <span className={styles.metroDot} style={{ background: entry.color }} aria-hidden="true" />
                  {entry.station}, {entry.time}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className={styles.bottom}>
        <div>
          <p className={styles.contactLabel}>Офис продаж</p>
          <p className={styles.phone}>{view.phone}</p>
          <p className={styles.hours}>{view.hours}</p>
        </div>
        <figure className={styles.qr}>
          <QrCodeSvg url={pageUrl} className={styles.qrCode} />
          <figcaption>{view.qrCaption}</figcaption>
        </figure>
      </div>
      <p className={styles.disclaimer}>{view.disclaimer}</p>
    </article>
  );
}

function PlanPicture({ src, alt, onSettled }: { src: string; alt: string; onSettled?: () => void }) {
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered sheet's picture may have loaded (or failed) before hydration attached onLoad/onError.
  useEffect(() => {
    if (image.current?.complete) onSettled?.();
  }, [onSettled]);
  return (
    <figure className={styles.planBox}>
      {/* Eager: the page is printed as soon as it reports ready, a lazy image would still be empty. */}
      <img
        ref={image}
        className={styles.plan}
        src={src}
        alt={alt}
        loading="eager"
        decoding="sync"
        onLoad={onSettled}
        onError={onSettled}
      />
    </figure>
  );
}
