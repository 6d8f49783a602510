/**
 * Texts of the saved-lots notices, in a module of their own so the
 * end-to-end specs (type-checked without the CSS-module typings) can import them.
 */
export const WAITING_TEXT =
  'Нет связи. Изменения в избранном и сравнении сохранены и отправятся, когда связь появится.';
