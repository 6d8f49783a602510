/** Texts of the PWA notices (issue 6), in one place for the components and the tests; short words tied with NBSP. */
export const PWA_TEXTS = {
  installTitle: 'Установите сайт как приложение',
  installText:
    'Квартиры и\u00a0избранное откроются с\u00a0главного экрана в\u00a0одно касание, а\u00a0сохранённые лоты\u00a0— даже без\u00a0интернета.',
  install: 'Установить',
  notNow: 'Не сейчас',
  updateAvailable: 'Доступна новая версия',
  update: 'Обновить',
  hideUpdate: 'Скрыть уведомление о\u00a0новой версии',
  offline: 'Нет подключения к\u00a0интернету',
  offlineHint: 'Сохранённые лоты и\u00a0страницы, которые вы\u00a0уже открывали, по-прежнему доступны.',
  restored: 'Соединение восстановлено',
} as const;
