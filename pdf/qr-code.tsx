/** @jsxRuntime automatic */
/** @jsxImportSource react */
/** The QR code of a lot page, drawn with react-pdf's Svg primitives. */
import { Path, Rect, Svg } from '@react-pdf/renderer';
import { qrPath } from './qr-path.ts';

/** Quiet zone of 2 modules: the spec asks 4, but the sheet's white margin around the code provides the rest. */
const QUIET = 2;

export function QrCode({ url, size, color = '#1b1b1f' }: { url: string; size: number; color?: string }) {
  const qr = qrPath(url);
  const box = qr.size + QUIET * 2;
  return (
    <Svg width={size} height={size} viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}>
      <Rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#ffffff" />
      <Path d={qr.d} fill={color} />
    </Svg>
  );
}
