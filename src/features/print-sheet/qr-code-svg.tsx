/**
 * The QR code of a sheet as inline SVG: the same matrix the PDF draws
 * (pdf/qr-path.ts), so both lead to the same page. Vector, so it prints
 * sharp at any size, and no canvas is needed.
 */
import { useMemo } from 'react';
import { qrPath } from '../../../pdf/qr-path';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;

export function QrCodeSvg({ url, className }: { url: string; className?: string }) {
  const { size, d } = useMemo(() => qrPath(url), [url]);
  const box = size + QUIET * 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      role="img"
      aria-label="QR-код со ссылкой на страницу лота"
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={d} transform={`translate(${QUIET} ${QUIET})`} fill="#000000" />
    </svg>
  );
}
