/**
 * /news/{slug}, /press/{slug}, /promo/{slug} (spec §2: one article screen).
 * Keyed by kind and slug so moving to a related article starts a fresh page.
 */
import { useParams } from 'react-router';
import type { ArticleKindValue } from '@/lib/article-categories';
import { ArticlePage } from '@/features/articles/article-page';
import { usePageRoute } from './use-page-route';

export default function ArticleScreen() {
  const { slug = '' } = useParams();
  const { route } = usePageRoute();
  const kind = (route?.params?.kind ?? 'news') as ArticleKindValue;
  return <ArticlePage key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}
