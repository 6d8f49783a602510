/** Texts of the offline screen (issue 6), in one place for the page and the tests; short words tied with NBSP. */
export const OFFLINE_TEXTS = {
  title: 'Нет подключения к\u00a0интернету',
  text: 'Эта страница ещё не\u00a0сохранена на\u00a0устройстве. Она откроется, когда связь восстановится.',
  retry: 'Повторить',
  available: 'Без интернета доступны',
  lots: 'Лоты, которые вы смотрели и\u00a0сохранили',
} as const;
