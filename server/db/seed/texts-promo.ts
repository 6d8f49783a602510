/** Promotions: dated from the real "now" so that a fresh database always has running ones. */
import type { ArticleText } from './texts-news.ts';

export interface PromoText extends Omit<ArticleText, 'daysAgo'> {
  startedDaysAgo: number;
  endsInDays: number;
}

export const PROMOS: PromoText[] = [
  {
    slug: 'skidka-na-parking',
    title: 'Машино-место со скидкой 30 % при покупке квартиры',
    lead: 'Покупателям квартир — машино-место в подземном паркинге со скидкой 30 %.',
    body: [
      'Скидка действует на машино-места в том же корпусе при одновременной покупке квартиры. Количество мест ограничено.',
      'Подробные условия уточняйте у менеджеров офиса продаж.',
    ],
    category: 'parking',
    project: 'kutuzovsky',
    startedDaysAgo: 10,
    endsInDays: 21,
  },
  {
    slug: 'rassrochka-0',
    title: 'Рассрочка 0 % до конца строительства',
    lead: 'Первый взнос от 30 %, остаток — равными платежами без удорожания.',
    body: [
      'Рассрочка без процентов и без удорожания действует на квартиры во всех корпусах на стадии строительства.',
      'Платежи можно вносить ежемесячно или ежеквартально, досрочное погашение — без комиссий.',
    ],
    category: 'installment',
    project: 'maryina-roshcha',
    startedDaysAgo: 25,
    endsInDays: 45,
  },
  {
    slug: 'otdelka-v-podarok',
    title: 'Дизайнерская отделка в подарок',
    lead: 'При покупке квартиры площадью от 100 м² — отделка по проекту бюро «Остров» без доплаты.',
    body: [
      'Отделка выполняется в одной из двух палитр: «Светлый камень» или «Тёмный дуб». В стоимость входят кухня и встроенные шкафы.',
    ],
    category: 'finishing',
    project: 'ostozhenka',
    startedDaysAgo: 5,
    endsInDays: 60,
  },
  {
    slug: 'trade-in-presnya',
    title: 'Trade-in: ваша квартира в зачёт нового апартамента',
    lead: 'Оценим вашу квартиру за один день и зафиксируем цену апартамента на 60 дней.',
    body: ['Мы берём на себя продажу вашей квартиры, а цену выбранного апартамента фиксируем на время сделки.'],
    category: 'trade-in',
    project: 'presnya',
    startedDaysAgo: 40,
    endsInDays: 9,
  },
  {
    slug: 'office-investor',
    title: 'Офис с арендатором: доходность с первого дня',
    lead: 'Помещения в «Северин Павелецкий» с подписанными договорами аренды.',
    body: ['Инвестор получает помещение вместе с действующим договором аренды и арендными платежами с первого месяца.'],
    category: 'investment',
    project: 'paveletsky',
    startedDaysAgo: 15,
    endsInDays: 30,
  },
];
