/**
 * /news/{slug}, /press/{slug}, /promo/{slug} (spec §2: one article screen).
 * Keyed by kind and slug so moving to a related article starts a fresh page.
 */
import { useParams } from 'react-router';
import { ArticlePage } from '@/features/articles/article-page';
import { usePageRoute } from './use-page-route';
import { articleKindOf, prefetchArticlePage } from '@/features/articles/article-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchArticlePage;

export default function ArticleScreen() {
  const { slug = '' } = useParams();
  const { route } = usePageRoute();
  const kind = articleKindOf(route);
  return <ArticlePage key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}
