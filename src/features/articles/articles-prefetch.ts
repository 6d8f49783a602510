/**
 * `/news`, `/press`, `/promo` before their first render (decision 023): the
 * facets and the pages of cards the address shows (`?from=…&page=…`), with
 * the arguments of the list's own hooks. A long run of pages from an old
 * link fetches only its first and last page ahead; the list asks the rest.
 */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { ARTICLE_KINDS, type ArticleKindValue } from '@/schemas/article-kinds';
import { articlesApi } from './articles-api';
import { parseListQuery, shownPages } from './list-query';

const MAX_PAGES_AHEAD = 5;

export const prefetchArticlesPage: Prefetch = ({ dispatch, url, route }) => {
  const kind = route?.params?.kind;
  if (!ARTICLE_KINDS.includes(kind as ArticleKindValue)) return Promise.resolve();
  const query = parseListQuery(url.searchParams);
  const filters = { kind: kind as ArticleKindValue, category: query.category, project: query.project };
  const all = shownPages(query);
  const pages = all.length <= MAX_PAGES_AHEAD ? all : [query.from, query.page];
  return settle([
    dispatch(articlesApi.endpoints.getArticleFacets.initiate(filters)),
    ...pages.map((page) => dispatch(articlesApi.endpoints.getArticles.initiate({ ...filters, page }))),
  ]);
};
