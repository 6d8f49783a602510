/**
 * /news/{slug}, /press/{slug}, /promo/{slug} (spec §2: one article screen):
 * breadcrumbs, the article (kind, date, h1, lead, countdown for promotions,
 * cover, text, gallery, source), sharing, the related project with its lots
 * and more articles of the kind. SEO meta and JSON-LD come from the server.
 */
import { Link } from '@/ui/link/link';
import { ARTICLE_KIND_TITLES } from '@/lib/article-categories';
import type { ArticleKindValue } from '@/schemas/article-kinds';
import { formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { Button } from '@/ui/button/button';
import { Container } from '@/ui/container/container';
import { LoadError } from '@/ui/load-error/load-error';
import type { ArticleDetail } from '@/schemas/articles';
import { useGetArticleQuery } from './articles-api';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { ArticleGallery } from './article-gallery';
import { ArticleProject } from './article-project';
import { ArticleShare } from './article-share';
import { Breadcrumbs } from './breadcrumbs';
import { PromoTimer } from './promo-timer';
import { useNow } from './use-now';
import styles from './article.module.css';

export interface ArticlePageProps {
  kind: ArticleKindValue;
  slug: string;
}

function ArticleLoading() {
  return (
    <div role="status" className={styles.loading}>
      <p className="visually-hidden">Загружаем статью…</p>
      <span className={styles.skeletonLine} data-short aria-hidden="true" />
      <span className={styles.skeletonTitle} aria-hidden="true" />
      <span className={styles.skeletonLine} aria-hidden="true" />
      <span className={styles.skeletonCover} aria-hidden="true" />
    </div>
  );
}

function ArticleContent({ article }: { article: ArticleDetail }) {
  const now = useNow(60_000);
  const listTitle = ARTICLE_KIND_TITLES[article.kind];
  const { origin } = useRuntimeConfig();
  const url = new URL(article.url, origin).href;
  const [cover, ...photos] = article.gallery;
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Главная', to: '/' }, { label: listTitle, to: `/${article.kind}` }, { label: article.title }]}
      />
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <p className={styles.meta}>
              <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
              {article.category && (
                <>
                  <span aria-hidden="true"> · </span>
                  <Link to={`/${article.kind}?category=${article.category.value}`} className={styles.metaLink}>
                    {article.category.label}
                  </Link>
                </>
              )}
              {article.source && <span> · {article.source}</span>}
            </p>
            <h1 className={styles.title}>{article.title}</h1>
            <p className={styles.lead}>{article.lead}</p>
          </header>
          {article.kind === 'promo' && article.ends_at && <PromoTimer endsAt={article.ends_at} />}
          {cover && (
            <Picture
              className={styles.cover}
              src={cover.src}
              widths={[640, 960, 1280, 1600]}
              fallbackWidth={1280}
              sizes="(max-width: 1279px) 100vw, 80rem"
              width={1280}
              height={800}
              alt={cover.alt}
              fetchPriority="high"
            />
          )}
          <ArticleBody blocks={article.body} />
          {article.source_url && (
            <p className={styles.sourceLink}>
              <a href={article.source_url} target="_blank" rel="noopener noreferrer">
                Читать в издании «{article.source}» (откроется в новой вкладке)
              </a>
            </p>
          )}
          {photos.length > 0 && <ArticleGallery images={article.gallery} />}
        </article>
        {/* Beside the text on wide screens (sticky), after it on narrow ones. */}
        <aside className={styles.aside} aria-label="Поделиться статьёй">
          <ArticleShare url={url} title={article.title} />
        </aside>
      </div>
      {article.project && <ArticleProject project={article.project} />}
      {article.related.length > 0 && (
        <section className={styles.related} aria-labelledby="article-more">
          <div className={styles.lotsHead}>
            <h2 id="article-more" className={styles.relatedTitle}>
              {article.kind === 'promo' ? 'Другие акции' : 'Читайте также'}
            </h2>
            <Link to={`/${article.kind}`} className={styles.more}>
              Все {listTitle.toLowerCase()}
            </Link>
          </div>
          <ul className={styles.moreGrid}>
            {article.related.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ArticlePage({ kind, slug }: ArticlePageProps) {
  const { data, error, isFetching, refetch } = useGetArticleQuery({ kind, slug });
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  return (
    <Container className={styles.page}>
      {data ? (
        <ArticleContent article={data} />
      ) : error && !isFetching && notFound ? (
        <div className={styles.state} role="alert">
          <h1 className={styles.stateTitle}>Статья не найдена</h1>
          <p>Возможно, её сняли с публикации.</p>
          <Button to={`/${kind}`}>{ARTICLE_KIND_TITLES[kind]}</Button>
        </div>
      ) : error && !isFetching ? (
        // Offline or the server's failure, in the shared words (issue 30).
        <LoadError
          className={styles.state}
          page={{ titleClassName: styles.stateTitle }}
          error={error}
          message="Не удалось загрузить статью."
          onRetry={() => void refetch()}
        />
      ) : (
        <ArticleLoading />
      )}
    </Container>
  );
}
