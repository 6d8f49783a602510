/** /owners/{slug}: one guide as text blocks, the other topics and the service contacts. */
import { BackLink } from '@/ui/back-link/back-link';
import { CardGrid } from '@/ui/cards/cards';
import { formatDate } from '@/lib/format';
import { LoadError } from '@/ui/load-error/load-error';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { TextBlocks } from '@/ui/text-blocks/text-blocks';
import { useGetGuideQuery } from './owners-api';
import { GuideCard } from './guide-card';
import { OwnersContacts } from './owners-contacts';
import styles from './owners.module.css';

export function GuidePage({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { data: guide, isError, error, refetch } = useGetGuideQuery(slug);
  if (!guide) {
    return (
      <PageFrame title={fallbackTitle}>
        {isError ? (
          <LoadError error={error} message="Не удалось загрузить инструкцию." onRetry={() => void refetch()} />
        ) : (
          <div role="status" className={styles.skeletonText}>
            <span className="visually-hidden">Загружаем инструкцию…</span>
          </div>
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={guide.title}>
      <BackLink to="/owners">Все инструкции для собственников</BackLink>
      <article className={styles.article}>
        <p className={styles.meta}>
          <span className={styles.topic}>{guide.category_name}</span> · обновлено{' '}
          <time dateTime={guide.published_at}>{formatDate(guide.published_at)}</time>
        </p>
        <p className={styles.articleLead}>{guide.lead}</p>
        <TextBlocks blocks={guide.blocks} />
      </article>
      {guide.related.length > 0 && (
        <section aria-labelledby="other-guides" className={styles.related}>
          <h2 id="other-guides" className={styles.contactsTitle}>
            Другие инструкции
          </h2>
          <CardGrid>
            {guide.related.map((item) => (
              <li key={item.id}>
                <GuideCard guide={item} headingLevel={3} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      <OwnersContacts />
    </PageFrame>
  );
}
