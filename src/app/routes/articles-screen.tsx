/**
 * /news, /press, /promo (spec §2: one list screen). The kind comes from the
 * route table; the «Пресса о нас» tab is offered only where the route guard
 * lets /press open (test stages or the development flag).
 */
import { ARTICLE_KINDS, type ArticleKindValue } from '@/schemas/article-kinds';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { guardRedirect } from '@/lib/stage';
import { ArticlesPage } from '@/features/articles/articles-page';
import { usePageRoute } from './use-page-route';
import { prefetchArticlesPage } from '@/features/articles/articles-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchArticlesPage;

function useVisibleKinds(): ArticleKindValue[] {
  const { stage, devFlag } = useRuntimeConfig();
  return ARTICLE_KINDS.filter((kind) => guardRedirect(`/${kind}`, stage, devFlag) === null);
}

export default function ArticlesScreen() {
  const { route, title } = usePageRoute('Новости');
  const kind = (route?.params?.kind ?? 'news') as ArticleKindValue;
  const kinds = useVisibleKinds();
  // Keyed by kind: switching sections starts with fresh filters.
  return <ArticlesPage key={kind} kind={kind} title={title} kinds={kinds} />;
}
