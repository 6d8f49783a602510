/**
 * A lot's plan picture with explicit width and height, so the card keeps
 * its size while the image loads (no layout shift). SVG plans are served as
 * they are (vector, small); raster plans go through the image endpoint in a
 * few widths. Lots without a plan show a quiet placeholder.
 */
import { isVectorImage } from '@/lib/image-url';
import { Picture } from '@/ui/picture/picture';
import styles from './lot-card.module.css';

/** Intrinsic box of the plan area: 4:3, the ratio the card reserves. */
const PLAN_WIDTH = 400;
const PLAN_HEIGHT = 300;
const RASTER_WIDTHS = [320, 480, 640, 960] as const;
/** Card columns: one on phones, two on tablets, up to four on desktops. */
const SIZES = '(max-width: 743px) 100vw, (max-width: 1279px) 50vw, 25vw';

export function LotPlan({ plan, alt, priority = false }: { plan: string | null; alt: string; priority?: boolean }) {
  if (!plan) {
    // Parking, storage and some commercial units have no plan: a quiet outline keeps the card's rhythm.
    return (
      <div className={styles.noPlan} aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1">
          <path d="M3 3h18v18H3zM3 12h7v9M14 3v7h7" />
        </svg>
      </div>
    );
  }
  return (
    <Picture
      className={styles.plan}
      src={plan}
      widths={RASTER_WIDTHS}
      fallbackWidth={480}
      sizes={SIZES}
      width={PLAN_WIDTH}
      height={PLAN_HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      raw={isVectorImage(plan)}
    />
  );
}
