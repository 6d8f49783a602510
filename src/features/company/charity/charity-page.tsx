/**
 * /charity/{slug}: one charity project — heading, lead, picture, text, the
 * other projects. The route loader answers 404 for an unknown slug first, so
 * a failure here is a network or server one and offers «Повторить».
 */
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import { Container } from '@/ui/container/container';
import { CharityCards } from '../about/charity-cards';
import { useGetCharityQuery } from '../company-pages-api';
import { LoadError, LoadingSkeleton } from '../shared/load-states';
import styles from './charity.module.css';

export function CharityPage({ slug }: { slug: string }) {
  const charity = useGetCharityQuery(slug);
  const data = charity.data;
  return (
    <Container className={styles.page}>
      <nav aria-label="Навигационная цепочка" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/about">О компании</Link>
          </li>
          <li>
            <Link to="/about#charity">Благотворительность</Link>
          </li>
        </ol>
      </nav>
      {charity.isError ? (
        <>
          <h1 className={styles.title}>Благотворительность</h1>
          <LoadError what="проект" error={charity.error} onRetry={() => void charity.refetch()} />
        </>
      ) : !data ? (
        <LoadingSkeleton label="Загружаем проект…" items={1} tall />
      ) : (
        <>
          <article className={styles.article}>
            <header className={styles.header}>
              <h1 className={styles.title}>{data.title}</h1>
              <p className={styles.lead}>{data.lead}</p>
              <p className={styles.date}>
                <time dateTime={data.published_at}>{formatDate(data.published_at)}</time>
              </p>
            </header>
            {data.image && (
              <Picture
                className={styles.image}
                src={data.image}
                widths={[640, 960, 1280, 1920]}
                fallbackWidth={1280}
                sizes="(min-width: 1280px) 960px, 100vw"
                width={1280}
                height={800}
                alt=""
                fetchPriority="high"
              />
            )}
            <div className={styles.body}>
              {data.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
          {data.more.length > 0 && (
            <section aria-labelledby="charity-more" className={styles.more}>
              <h2 id="charity-more" className={styles.moreTitle}>
                Другие проекты
              </h2>
              <CharityCards items={data.more} />
            </section>
          )}
        </>
      )}
    </Container>
  );
}
