/**
 * The «СЕВЕРИН» wordmark with its mark, a compass needle pointing north
 * (the name comes from «север»). Drawn in `currentColor` so it works on light
 * and dark backgrounds; the brand name is the image's accessible text.
 */
import { BRAND_NAME } from '@/lib/brand';
import styles from './logo.module.css';

export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${styles.logo} ${className}` : styles.logo}
      viewBox="0 0 156 32"
      role="img"
      aria-label={BRAND_NAME}
      focusable="false"
    >
      <path d="M14 1.5 26 16 14 30.5 2 16Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M14 1.5 19 16H9Z" fill="var(--logo-accent, currentColor)" />
      {/* textLength keeps the wordmark the same width whatever font metrics load. */}
      <text x="40" y="23.5" className={styles.wordmark} textLength="114" lengthAdjust="spacing">
        СЕВЕРИН
      </text>
    </svg>
  );
}
