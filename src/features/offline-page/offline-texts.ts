import { LOAD_FAILURE_TEXTS } from '@/lib/load-failure';

/** Texts of the offline screen (issue 6), in one place for the page and the tests; short words tied with NBSP. */
export const OFFLINE_TEXTS = {
  title: LOAD_FAILURE_TEXTS.offline.title,
  text: 'Эта страница ещё не\u00a0сохранена на\u00a0устройстве. Она откроется, когда связь восстановится.',
  retry: LOAD_FAILURE_TEXTS.retry,
  available: 'Без интернета доступны',
  lots: 'Лоты, которые вы смотрели и\u00a0сохранили',
} as const;
