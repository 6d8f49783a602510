/**
 * The lot's plan, large. It is the page's largest picture (LCP), so it is
 * eager with high fetch priority, and its box is reserved by explicit width
 * and height (plus the CSS aspect ratio) so nothing jumps when it arrives.
 * SVG plans are drawn at any size; a raster plan goes through the image
 * endpoint with a `srcset`.
 */
import { isVectorImage } from '@/lib/image-url';
import { Picture } from '@/ui/picture/picture';
import styles from './lot-page.module.css';

/** Intrinsic box: the plan area's 4:3 ratio; the SVG keeps its own proportions inside. */
const WIDTH = 960;
const HEIGHT = 720;
const RASTER_WIDTHS = [480, 640, 960, 1280, 1920] as const;
/** Full width on phones and tablets, about 60 % of the viewport beside the buy box. */
const SIZES = '(max-width: 1023px) 100vw, 60vw';

export function LotPlanFigure({ plan, alt }: { plan: string | null; alt: string }) {
  if (!plan) {
    return (
      // A short box: a lot without a plan (a parking space) has nothing worth a full-size frame.
      <div className={`${styles.planBox} ${styles.noPlan}`}>
        <p>Планировка предоставляется по запросу</p>
      </div>
    );
  }
  return (
    <figure className={styles.planBox}>
      <Picture
        className={styles.plan}
        src={plan}
        widths={RASTER_WIDTHS}
        fallbackWidth={WIDTH}
        sizes={SIZES}
        width={WIDTH}
        height={HEIGHT}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        raw={isVectorImage(plan)}
      />
    </figure>
  );
}
