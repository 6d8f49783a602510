/**
 * Article calls on the one API slice: a page of the list, its facets and an
 * article by the kind and slug of its address. Types only from the schema
 * module, so zod stays out of the screens' chunks.
 */
import { api } from '@/lib/api/api';
import type { ArticleKindValue } from '@/schemas/article-kinds';
import type { ArticleDetail, ArticleFacets, ArticleList } from '@/schemas/articles';

/** `ARTICLES_PAGE_SIZE` of src/schemas/articles.ts, restated for the same reason. */
export const ARTICLES_PER_PAGE = 9;

export interface ArticlesArgs {
  kind: ArticleKindValue;
  category: string | null;
  project: number | null;
  page: number;
}

const filters = ({ kind, category, project }: Omit<ArticlesArgs, 'page'>) => ({ kind, category, project });

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleList, ArticlesArgs>({
      query: (args) => ({
        url: 'articles/',
        params: { ...filters(args), page: args.page, page_size: ARTICLES_PER_PAGE },
      }),
    }),
    getArticleFacets: build.query<ArticleFacets, Omit<ArticlesArgs, 'page'>>({
      query: (args) => ({ url: 'articles/facets/', params: filters(args) }),
    }),
    getArticle: build.query<ArticleDetail, { kind: ArticleKindValue; slug: string }>({
      query: ({ kind, slug }) => `articles/${kind}/${encodeURIComponent(slug)}/`,
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleFacetsQuery, useGetArticleQuery } = articlesApi;
