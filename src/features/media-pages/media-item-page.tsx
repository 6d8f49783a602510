/** /media/{slug}: the story's text and its gallery; a thumbnail opens the keyboard-accessible lightbox. */
import { useState } from 'react';
import { BackLink } from '@/ui/back-link/back-link';
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import { LoadError } from '@/ui/load-error/load-error';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { TextBlocks } from '@/ui/text-blocks/text-blocks';
import { useGetMediaItemQuery } from './media-api';
import { Lightbox } from './lightbox';
import { MediaPicture } from './media-picture';
import styles from './media.module.css';

export function MediaItemPage({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { data: item, isError, error, refetch } = useGetMediaItemQuery(slug);
  const [open, setOpen] = useState<number | null>(null);
  if (!item) {
    return (
      <PageFrame title={fallbackTitle}>
        {isError ? (
          <LoadError error={error} message="Не удалось загрузить материал." onRetry={() => void refetch()} />
        ) : (
          <div role="status" className={styles.skeletonWide}>
            <span className="visually-hidden">Загружаем материал…</span>
          </div>
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={item.title}>
      <BackLink to="/media">Все материалы</BackLink>
      <article>
        <p className={styles.cardMeta}>
          <span>{item.category_name}</span>
          {item.project && <Link to={item.project.url}>{item.project.name}</Link>}
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </p>
        <p className={styles.itemLead}>{item.lead}</p>
        <TextBlocks blocks={item.blocks} />
        <section aria-labelledby="gallery-title" className={styles.gallerySection}>
          <h2 id="gallery-title" className={styles.galleryTitle}>
            {item.category === 'video' ? 'Кадры из видео' : 'Фотографии'}
          </h2>
          <ul className={styles.gallery}>
            {item.gallery.map((image, index) => (
              <li key={image.src}>
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setOpen(index)}
                  aria-label={`Открыть фото ${index + 1} из ${item.gallery.length}: ${image.alt}`}
                >
                  <MediaPicture image={image} sizes="(min-width: 1280px) 33vw, 50vw" eager={index === 0} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      </article>
      {open !== null && (
        <Lightbox
          images={item.gallery}
          index={open}
          title={item.title}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </PageFrame>
  );
}
