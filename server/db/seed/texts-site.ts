/** Site texts: SEO of the static pages, page modules, promo banners and forms. */
import { BRAND } from './brand.ts';
import { ANCHOR_YEAR } from './random.ts';

const YEARS_ON_MARKET = ANCHOR_YEAR - 2014;

/** «год», «года», «лет» for a number. */
function yearsWord(n: number): string {
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  if (tens === 1 || units === 0 || units >= 5) return 'лет';
  return units === 1 ? 'год' : 'года';
}

/** Meta of static pages; pages not listed get «{route title} — Северин» and the default description. */
export const SEO_TEXTS: Record<string, { title: string; description: string; h1?: string }> = {
  '/': {
    title: `${BRAND.name} — квартиры и коммерческая недвижимость премиум-класса в Москве`,
    description: `Квартиры, апартаменты, офисы и помещения от девелопера ${BRAND.name} в Хамовниках, Замоскворечье, на Пресне и Кутузовском. Колл-центр ежедневно с 9:00 до 21:00: ${BRAND.phone}.`,
    h1: 'Дома, в которых хочется жить',
  },
  '/projects': {
    title: `Жилые проекты в Москве — ${BRAND.name}`,
    description:
      'Клубные дома и жилые кварталы премиум-класса в центре Москвы: цены, планировки, сроки сдачи и ход строительства.',
    h1: 'Проекты',
  },
  '/projects-commercial': {
    title: `Коммерческая недвижимость — ${BRAND.name}`,
    description:
      'Офисы класса A и помещения стрит-ритейла в собственность у Павелецкого и Белорусского вокзалов, в том числе с арендаторами.',
  },
  '/lots': {
    title: `Купить квартиру в новостройке от застройщика — ${BRAND.name}`,
    description:
      'Квартиры, апартаменты, машино-места, кладовые и коммерческие помещения с фильтрами по цене, площади, этажу и сроку сдачи.',
    h1: 'Выбрать недвижимость',
  },
  '/promo': {
    title: `Акции и скидки — ${BRAND.name}`,
    description: 'Действующие акции: скидки, рассрочка 0 %, отделка в подарок и специальные условия ипотеки.',
  },
  '/news': {
    title: `Новости компании — ${BRAND.name}`,
    description: 'Новости о ходе строительства, старте продаж и жизни кварталов.',
  },
  '/press': {
    title: `Пресса о нас — ${BRAND.name}`,
    description: 'Публикации и интервью о компании и проектах в деловых и отраслевых изданиях.',
  },
  '/about': {
    title: `О компании — ${BRAND.name}`,
    description: `${BRAND.name} строит премиальное жильё в Москве с 2014 года: 12 реализованных проектов и более 6 000 семей-покупателей.`,
  },
  '/contacts': {
    title: `Контакты офиса продаж — ${BRAND.name}`,
    description: `${BRAND.address}. ${BRAND.workTime}. Телефон ${BRAND.phone}.`,
  },
  '/documents': {
    title: `Документы — ${BRAND.name}`,
    description: 'Проектные декларации, разрешения на строительство и корпоративные документы.',
  },
  '/vacancies': {
    title: `Вакансии — ${BRAND.name}`,
    description: 'Работа в девелоперской компании: продажи, строительство, проектирование и сервис.',
  },
  '/tenders': {
    title: `Тендеры — ${BRAND.name}`,
    description: 'Открытые тендеры для подрядчиков и поставщиков: условия участия и сроки подачи предложений.',
  },
  '/partners': {
    title: `Партнёры — ${BRAND.name}`,
    description: 'Банки, архитектурные бюро, подрядчики и агентства, с которыми мы работаем.',
  },
};

export const MAIN_HERO = {
  title: 'Дома, в которых хочется жить',
  subtitle: 'Клубные дома и кварталы премиум-класса в лучших районах Москвы',
  url: '/projects',
};

export const ABOUT_BLOCK = {
  title: `О компании ${BRAND.name}`,
  text: 'Мы строим дома для жизни в центре Москвы с 2014 года: сами выбираем участки, проектируем вместе с лучшими архитектурными бюро и отвечаем за сервис после заселения.',
  facts: [
    { value: `${YEARS_ON_MARKET} ${yearsWord(YEARS_ON_MARKET)}`, label: 'на рынке Москвы' },
    { value: '12', label: 'реализованных проектов' },
    { value: '6 000+', label: 'семей купили у нас квартиры' },
    { value: '1,2 млн м²', label: 'в строительстве и проектировании' },
  ],
};

export const PAGE_BLOCKS: Record<string, Record<string, unknown>> = {
  'services:list': {
    items: [
      { title: 'Подбор квартиры', text: 'Менеджер подберёт варианты под ваш бюджет и образ жизни.' },
      { title: 'Дизайн интерьера', text: 'Проект отделки от бюро-партнёров со скидкой для покупателей.' },
      { title: 'Управляющая компания', text: 'Консьерж, охрана, уборка и техническое обслуживание дома.' },
    ],
  },
  'standarts:list': {
    items: [
      { title: 'Двор без машин', text: 'Все машины — в подземном паркинге, во дворе только пешеходы.' },
      { title: 'Высокие потолки', text: 'От 3 метров в жилых комнатах, до 3,6 метра в клубных домах.' },
      { title: 'Лобби как в отеле', text: 'Двусветные лобби с зоной ожидания, колясочными и мейл-румом.' },
    ],
  },
};

export const PROMO_FORMS = [
  {
    title: 'Рассрочка 0 % до конца строительства',
    description: 'Первый взнос от 30 %, остаток — равными платежами без удорожания.',
    tags: ['Северин Марьина Роща', 'Северин Ленинский'],
    buttonLabel: 'Подробнее',
    url: '/promo/rassrochka-0',
  },
  {
    title: 'Старт продаж в «Северин Сокольники»',
    description: 'Оставьте заявку, чтобы первыми узнать цены и выбрать квартиру до открытия продаж.',
    tags: ['Северин Сокольники'],
    buttonLabel: 'Оставить заявку',
    url: '/projects/sokolniki',
  },
];

export const PROMO_BANNERS = [
  {
    placement: 'footer',
    title: 'Дизайнерская отделка в подарок',
    description: 'При покупке квартиры от 100 м² в «Северин Остоженка».',
    tags: ['Северин Остоженка'],
    url: '/promo/otdelka-v-podarok',
  },
  {
    placement: 'menu',
    title: 'Машино-место со скидкой 30 %',
    description: 'При покупке квартиры в «Северин Кутузовский».',
    tags: ['Северин Кутузовский'],
    url: '/promo/skidka-na-parking',
  },
];
