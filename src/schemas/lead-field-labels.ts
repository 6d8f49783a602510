/**
 * The names of lead fields as the sales team reads them in letters, the
 * webhook's text and the CSV export, in the order they are listed there. A
 * lead type names its own fields in its row of `LEAD_KINDS` (leads.ts); the
 * server reads both from here rather than keeping a list of its own.
 */
export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  company: 'Компания',
  inn: 'ИНН',
  city: 'Город',
  location: 'Расположение участка',
  area: 'Площадь участка',
  date: 'Дата показа',
  time: 'Время показа',
  project: 'Проект (id)',
  lot: 'Лот (id)',
  tender: 'Тендер (id)',
  vacancy: 'Вакансия (id)',
  comment: 'Комментарий',
  message: 'Сообщение',
  consent: 'Согласие на обработку данных',
  captcha: 'Капча',
};

/** Payload keys that are plumbing, not what the visitor wrote. */
export const LEAD_HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  'type',
  'idempotency_key',
  'site',
  'yandex_token',
  'files',
  'cv',
]);
