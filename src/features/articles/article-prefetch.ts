/**
 * `/news/{slug}`, `/press/{slug}`, `/promo/{slug}` before their first render
 * (decision 023): the article, then the cheapest lots of the project it is
 * about, as its project block asks them (`relatedLotsArgs`).
 */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import type { ArticleKindValue } from '@/schemas/article-kinds';
import type { RouteDef } from '@/lib/routes';
import { lotsApi } from '@/entities/lot/lots-api';
import { articlesApi } from './articles-api';
import { relatedLotsArgs } from './article-project';

/** The article's kind as the route table names it (`params.kind`); the screen and the prefetch share it. */
export const articleKindOf = (route: RouteDef | undefined): ArticleKindValue =>
  (route?.params?.kind ?? 'news') as ArticleKindValue;

export const prefetchArticlePage: Prefetch = async ({ dispatch, params, route }) => {
  const article = dispatch(
    articlesApi.endpoints.getArticle.initiate({ kind: articleKindOf(route), slug: params.slug ?? '' }),
  );
  const { data } = await article;
  const queries: HeldQuery[] = [article];
  if (data?.project) queries.push(dispatch(lotsApi.endpoints.getLots.initiate(relatedLotsArgs(data.project))));
  await settle(queries);
};
