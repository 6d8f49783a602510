/** One month of construction: readiness bar, note, photos and videos. */
import { imageUrl } from '@/lib/image-url';
import { Picture } from '@/ui/picture/picture';
import type { ConstructionMonth } from '@/schemas/projects';
import styles from './progress.module.css';

const WIDTHS = [480, 640, 960, 1280] as const;

export function ProgressMonth({ month }: { month: ConstructionMonth }) {
  return (
    <div className={styles.month}>
      <div className={styles.summary}>
        <h3 className={styles.title}>{month.title}</h3>
        <div className={styles.readiness}>
          <span className={styles.percent}>{month.progress}&nbsp;%</span>
          <span className={styles.caption}>готовность</span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label="Готовность"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={month.progress}
        >
          <span style={{ width: `${Math.min(100, Math.max(0, month.progress))}%` }} />
        </div>
        <p className={styles.description}>{month.description}</p>
      </div>
      {month.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Фотографии">
          {month.photos.map((photo) => (
            <li key={photo.src}>
              <Picture
                className={styles.photo}
                src={photo.src}
                widths={WIDTHS}
                fallbackWidth={960}
                sizes="(max-width: 743px) 100vw, 33vw"
                width={960}
                height={640}
                alt={photo.alt}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
      {month.videos.length > 0 && (
        <ul className={styles.videos} aria-label="Видео">
          {month.videos.map((video) => (
            <li key={video.src}>
              {/* preload="none": a month of video must not download before someone presses play. */}
              <video
                className={styles.video}
                src={video.src}
                poster={imageUrl(video.preview, { width: 960 })}
                controls
                preload="none"
                aria-label={video.title}
              />
              <p className={styles.videoTitle}>{video.title}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
