/**
 * Article kinds of the list screen (spec §2: /news, /press, /promo). Plain data
 * without zod, so the screens can read it without pulling the schema library
 * into their chunk; articles.ts builds its enum from it.
 */
export const ARTICLE_KINDS = ['news', 'press', 'promo'] as const;
export type ArticleKindValue = (typeof ARTICLE_KINDS)[number];
