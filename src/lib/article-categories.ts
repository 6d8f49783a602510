/**
 * Russian titles of the article kinds (schemas/article-kinds.ts) and names of
 * their category slugs. Plain data without zod, so the screens can read it
 * without pulling the schema library into their chunk; the server labels its
 * facets from the same table.
 */
import type { ArticleKindValue } from '../schemas/article-kinds.ts';

export const ARTICLE_KIND_TITLES: Record<ArticleKindValue, string> = {
  news: 'Новости',
  press: 'Пресса о нас',
  promo: 'Акции',
};

const ARTICLE_CATEGORY_LABELS: Record<string, string> = {
  construction: 'Строительство',
  sales: 'Продажи',
  awards: 'Награды',
  company: 'Компания',
  interview: 'Интервью',
  review: 'Обзоры',
  analytics: 'Аналитика',
  news: 'Новости',
  parking: 'Машино-места',
  installment: 'Рассрочка',
  finishing: 'Отделка',
  'trade-in': 'Trade-in',
  investment: 'Инвестиции',
};

/** The Russian name of a category; an unknown slug is shown as it is rather than hidden. */
export function categoryLabel(slug: string): string {
  return ARTICLE_CATEGORY_LABELS[slug] ?? slug;
}

/** The public address of an article: `/news/{slug}`. */
export function articlePath(kind: ArticleKindValue, slug: string): string {
  return `/${kind}/${encodeURIComponent(slug)}`;
}
