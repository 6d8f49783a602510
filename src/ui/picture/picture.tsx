/**
 * Every responsive `<img>` of the site: a media path as the API gives it
 * (`/media/files/…`) becomes a `src` of one width and a `srcset` of a few
 * (src/lib/image-url.ts); a foreign address or data: URL passes unchanged
 * with no `srcset`; `raw` serves the file as it is (vector plans, which the
 * endpoint would rasterise), marked `data-raw` for the styles that need it.
 *
 * Loading hints are passed through, never defaulted: first-screen pictures
 * say `loading="eager"` and `fetchPriority="high"` (their srcset matches the
 * server's preload, decision 016/026), and the server-rendered markup must
 * stay what the client renders when it hydrates.
 */
import { imageSrcSet, imageUrl } from '@/lib/image-url';

export interface PictureProps {
  /** The picture's address as the API gives it. */
  src: string;
  /** Candidate widths of the `srcset` (snapped to the endpoint's list). */
  widths: readonly number[];
  /** Width of the `src` fallback, for browsers that ignore `srcset`. */
  fallbackWidth: number;
  /** Omitted for `raw` pictures: without candidates it means nothing. */
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'sync' | 'auto';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The file as it is: no resizing, no candidates. */
  raw?: boolean;
}

export function Picture(props: PictureProps) {
  const { src, widths, fallbackWidth, sizes, raw = false } = props;
  const { className, width, height, alt, loading, decoding, fetchPriority } = props;
  return (
    <img
      className={className}
      src={raw ? src : imageUrl(src, { width: fallbackWidth })}
      srcSet={raw ? undefined : imageSrcSet(src, widths) || undefined}
      sizes={raw ? undefined : sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      data-raw={raw || undefined}
    />
  );
}
