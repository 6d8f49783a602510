/** A media image through the image endpoint: responsive widths, fixed ratio from width/height, lazy unless it is the first screen. */
import { Picture } from '@/ui/picture/picture';
import type { MediaImage } from '@/schemas/content-pages';

const WIDTHS = [320, 480, 640, 960, 1280] as const;

export function MediaPicture({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: MediaImage;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <Picture
      className={className}
      src={image.src}
      widths={WIDTHS}
      fallbackWidth={640}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
