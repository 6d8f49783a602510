/**
 * Editorial blocks of the purchase methods that are content only (trade-in,
 * 100 % payment, maternity capital…) and the shared labels. The method's
 * title, lead and body come from the API; these are the steps and benefits
 * leading Moscow developers list on the same pages.
 */
export interface MethodContent {
  benefits: Array<{ title: string; text: string }>;
  steps: string[];
  note?: string;
}

export const METHOD_CONTENT: Record<string, MethodContent> = {
  'full-payment': {
    benefits: [
      {
        title: 'Скидка до 7 %',
        text: 'Размер скидки зависит от проекта и этажа — менеджер назовёт точную цену при звонке.',
      },
      {
        title: 'Безопасный расчёт',
        text: 'Деньги хранятся на эскроу-счёте и поступают застройщику только после ввода дома.',
      },
      {
        title: 'Сделка за один день',
        text: 'Договор долевого участия подписываем в офисе продаж, регистрацию берём на себя.',
      },
    ],
    steps: [
      'Забронируйте квартиру на 7 дней',
      'Откройте аккредитив или эскроу-счёт в банке-партнёре',
      'Подпишите договор и передайте его на регистрацию',
      'Получите зарегистрированный договор в офисе продаж',
    ],
  },
  'trade-in': {
    benefits: [
      { title: 'Оценка за один день', text: 'Оценщик приедет в удобное время; отчёт — в тот же день.' },
      {
        title: 'Цена новой квартиры фиксируется',
        text: 'Стоимость выбранного лота не изменится 60 дней, пока мы продаём вашу квартиру.',
      },
      { title: 'Без двойного переезда', text: 'Можно жить в старой квартире до получения ключей от новой.' },
    ],
    steps: [
      'Оставьте заявку — перезвоним в течение 15 минут',
      'Оценим вашу квартиру и согласуем цену продажи',
      'Забронируем новую квартиру по текущей цене',
      'Продадим вашу квартиру и зачтём деньги в оплату новой',
    ],
    note: 'Принимаем квартиры в Москве и ближайшем Подмосковье; стоимость услуг агентства-партнёра — 0 ₽ для покупателей «Северин».',
  },
  'maternity-capital': {
    benefits: [
      { title: 'Первый взнос по ипотеке', text: 'Сертификат можно внести вместо части собственных средств.' },
      { title: 'Погашение кредита', text: 'Направьте капитал на досрочное погашение уже оформленной ипотеки.' },
      { title: 'Документы за нас', text: 'Подготовим справку о стоимости и остатке для Социального фонда.' },
    ],
    steps: [
      'Проверьте остаток капитала на Госуслугах',
      'Выберите квартиру и ипотечную программу',
      'Подпишите договор и кредитный договор',
      'Подайте заявление о распоряжении капиталом — мы поможем',
    ],
  },
};

export const PURCHASE_TEXTS = {
  menuTitle: 'Способы покупки',
  pickFlat: 'Подобрать квартиру',
  consult: 'Получить консультацию',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить данные.',
  benefitsTitle: 'Преимущества',
  stepsTitle: 'Как это работает',
} as const;

/** Menu labels may contain a line break (spec §3); one line where space is short. */
export const oneLine = (label: string) => label.replace(/\s*\n\s*/g, ' ');

/** The hero's no-break spaces before units, for the screen's other texts too (`@/lib/purchase-terms`). */
export { keepUnits } from '@/lib/purchase-terms';
