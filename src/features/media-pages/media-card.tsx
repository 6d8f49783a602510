/** A story in the /media list: cover, kind badge with the number of frames, title link, project and date. */
import { CardLink } from '@/ui/cards/cards';
import { formatCount, formatDate } from '@/lib/format';
import type { MediaCard as MediaCardData } from '@/schemas/content-pages';
import { MediaPicture } from './media-picture';
import styles from './media.module.css';

export function MediaCard({ item, eager }: { item: MediaCardData; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {item.cover && (
          <MediaPicture
            image={{ ...item.cover, alt: '' }}
            sizes="(min-width: 1280px) 33vw, (min-width: 744px) 50vw, 100vw"
            eager={eager}
          />
        )}
        <span className={styles.kind}>
          {item.category === 'video' ? 'Видео' : 'Фото'} · {formatCount(item.photos, ['кадр', 'кадра', 'кадров'])}
        </span>
      </div>
      <h2 className={styles.cardTitle}>
        <CardLink to={item.url}>{item.title}</CardLink>
      </h2>
      <p className={styles.cardLead}>{item.lead}</p>
      <p className={styles.cardMeta}>
        {item.project && <span>{item.project.name}</span>}
        <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
      </p>
    </article>
  );
}
