/**
 * Tender page content beyond the list rows of texts-company.ts: more tenders,
 * each tender's requirements, documentation and contact person (kept as
 * `content_blocks` of page `tender` keyed by slug — the tenders table has no
 * columns for them), and the /tenders intro (`tenders_page/`). Firms and
 * people are invented.
 */
import { SEVERIN_PHONE } from './texts-vacancies.ts';

export const MORE_TENDERS = [
  {
    slug: 'monolit-zamoskvorechye',
    title: 'Монолитные работы надземной части корпуса 2',
    project: 'zamoskvorechye',
    category: 'Общестроительные работы',
    status: 'open',
    days: 12,
    description: 'Каркас 18-этажного корпуса: 41 000 м³ бетона, 5 200 т арматуры, работы с 1 по 18 этаж.',
  },
  {
    slug: 'okna-kutuzovsky',
    title: 'Светопрозрачные конструкции и витражи',
    project: 'kutuzovsky',
    category: 'Фасадные работы',
    status: 'open',
    days: 4,
    description: 'Алюминиевые витражи с двухкамерными стеклопакетами, 9 800 м², и входные группы лобби.',
  },
  {
    slug: 'ito-sokolniki',
    title: 'Внутренние инженерные системы: отопление, вентиляция, кондиционирование',
    project: 'sokolniki',
    category: 'Инженерные системы',
    status: 'open',
    days: 1,
    description: 'Проектирование стадии РД и монтаж систем ОВиК в трёх корпусах, включая пусконаладку.',
  },
  {
    slug: 'kamen-tverskaya',
    title: 'Поставка натурального камня для лобби',
    project: 'tverskaya',
    category: 'Поставка материалов',
    status: 'summing_up',
    days: -3,
    description: 'Мрамор и оникс для полов и стен лобби бизнес-центра, 1 400 м², с раскроем по проекту.',
  },
  {
    slug: 'ozelenenie-khamovniki',
    title: 'Озеленение двора и кровель',
    project: 'khamovniki-park',
    category: 'Благоустройство',
    status: 'closed',
    days: -70,
    description: 'Посадка крупномерных деревьев, сад на кровле стилобата и автоматический полив.',
  },
] as const;

export interface TenderExtras {
  requirements: string[];
  documents: Array<{ title: string; note: string }>;
  contact: { name: string; position: string; email: string; phone: string };
}

const CONTACTS = {
  facade: {
    name: 'Сергей Воронцов',
    position: 'Руководитель тендерного отдела',
    email: 'tender@severin-dev.ru',
    phone: SEVERIN_PHONE,
  },
  mep: {
    name: 'Наталья Гришина',
    position: 'Ведущий специалист по закупкам инженерных систем',
    email: 'tender-mep@severin-dev.ru',
    phone: SEVERIN_PHONE,
  },
  landscape: {
    name: 'Артём Колесников',
    position: 'Менеджер по закупкам благоустройства',
    email: 'tender@severin-dev.ru',
    phone: SEVERIN_PHONE,
  },
};

const BASE_DOCUMENTS = [
  { title: 'Техническое задание', note: 'PDF, высылаем после подписания соглашения о конфиденциальности' },
  { title: 'Проект договора подряда', note: 'DOCX, типовая форма девелопера' },
  { title: 'Форма коммерческого предложения', note: 'XLSX, заполняется по позициям ведомости объёмов' },
];

const BASE_REQUIREMENTS = [
  'Членство в СРО с правом выполнения работ на особо опасных объектах',
  'Выручка за последний год не меньше стоимости работ по лоту',
  'Отсутствие задолженности по налогам и судебных споров с заказчиками',
];

export const TENDER_EXTRAS: Record<string, TenderExtras> = {
  'fasadnye-raboty-ostozhenka': {
    requirements: [
      'Не менее трёх реализованных фасадов из натурального камня площадью от 3 000 м²',
      'Собственный цех раскроя камня или договор с фабрикой',
      ...BASE_REQUIREMENTS,
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Альбом фасадных решений бюро «Остров»', note: 'PDF, 48 листов' }],
    contact: CONTACTS.facade,
  },
  'liftovoe-oborudovanie-presnya': {
    requirements: [
      'Сертификаты ТР ТС 011/2011 на предлагаемое оборудование',
      'Сервисная служба в Москве с выездом за 2 часа',
      'Опыт монтажа лифтов со скоростью от 4 м/с',
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Схемы лифтовых шахт и поэтажные планы', note: 'DWG и PDF' }],
    contact: CONTACTS.mep,
  },
  'blagoustroystvo-leninsky': {
    requirements: [
      'Опыт благоустройства парков и дворов от 1 га',
      'Собственный питомник или договор с питомником крупномеров',
      ...BASE_REQUIREMENTS.slice(1),
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Дендроплан и ведомость МАФ', note: 'PDF, ландшафтное бюро «Сад»' }],
    contact: CONTACTS.landscape,
  },
  'otdelka-mop-maryina': {
    requirements: [
      'Опыт отделки лобби в жилых комплексах премиум-класса',
      'Готовность выполнить эталонный участок за свой счёт',
      ...BASE_REQUIREMENTS.slice(1),
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Дизайн-проект мест общего пользования', note: 'PDF, 64 листа' }],
    contact: CONTACTS.facade,
  },
  'slabotochnye-sistemy-paveletsky': {
    requirements: [
      'Статус партнёра производителей предлагаемого оборудования',
      'Лицензия МЧС на монтаж систем безопасности',
      ...BASE_REQUIREMENTS.slice(1),
    ],
    documents: BASE_DOCUMENTS,
    contact: CONTACTS.mep,
  },
  'monolit-zamoskvorechye': {
    requirements: [
      'Собственный парк опалубки и башенных кранов',
      'Лаборатория входного контроля бетона',
      'Опыт монолитных работ от 30 000 м³ в год',
      ...BASE_REQUIREMENTS,
    ],
    documents: [
      ...BASE_DOCUMENTS,
      { title: 'Рабочая документация раздела КЖ', note: 'PDF, выдаётся по запросу' },
      { title: 'График производства работ', note: 'XLSX' },
    ],
    contact: CONTACTS.facade,
  },
  'okna-kutuzovsky': {
    requirements: [
      'Собственное производство алюминиевых конструкций',
      'Испытания узлов примыкания в аккредитованной лаборатории',
      ...BASE_REQUIREMENTS.slice(1),
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Ведомость витражей и узлы', note: 'PDF и DWG' }],
    contact: CONTACTS.facade,
  },
  'ito-sokolniki': {
    requirements: [
      'Проектный отдел с допуском СРО на проектирование',
      'Опыт монтажа ОВиК в жилых домах от 40 000 м²',
      ...BASE_REQUIREMENTS,
    ],
    documents: [...BASE_DOCUMENTS, { title: 'Проектная документация стадии П, разделы ОВ и ВК', note: 'PDF' }],
    contact: CONTACTS.mep,
  },
  'kamen-tverskaya': {
    requirements: [
      'Прямые контракты с карьерами Италии или Турции',
      'Склад в Московском регионе',
      'Образцы материала до подачи предложения',
    ],
    documents: [...BASE_DOCUMENTS.slice(1), { title: 'Раскладка камня в лобби', note: 'PDF, бюро «Остров»' }],
    contact: CONTACTS.facade,
  },
  'ozelenenie-khamovniki': {
    requirements: ['Опыт устройства садов на эксплуатируемой кровле', 'Гарантия приживаемости растений 2 года'],
    documents: BASE_DOCUMENTS,
    contact: CONTACTS.landscape,
  },
};

export const TENDERS_PAGE = {
  title: 'Тендеры',
  lead: 'Выбираем подрядчиков и поставщиков на открытых конкурсах: одинаковые условия для всех участников, понятные критерии и ответ каждому, кто подал предложение. Тендерный комитет рассматривает предложения до окончания приёма и объявляет итоги в течение 10 рабочих дней.',
  stats: [
    { value: '120+', label: 'тендеров проводим в год' },
    { value: '340', label: 'подрядчиков и поставщиков в базе' },
    { value: '10 дней', label: 'на подведение итогов' },
  ],
  steps: [
    {
      title: 'Выберите тендер',
      text: 'Откройте карточку, изучите требования и запросите документацию у контактного лица.',
    },
    {
      title: 'Подайте предложение',
      text: 'Заполните форму, приложите коммерческое предложение, смету и презентацию компании.',
    },
    {
      title: 'Пройдите квалификацию',
      text: 'Проверяем опыт, финансовую устойчивость и репутацию; при необходимости — выезд на ваши объекты.',
    },
    {
      title: 'Узнайте итоги',
      text: 'Сообщаем результат каждому участнику и приглашаем победителя к подписанию договора.',
    },
  ],
  principles: [
    { title: 'Равные условия', text: 'Документация и ответы на вопросы одинаковы для всех участников.' },
    {
      title: 'Понятные критерии',
      text: 'Цена, сроки, опыт похожих работ и гарантийные обязательства — веса указаны в техническом задании.',
    },
    {
      title: 'Без посредников',
      text: 'Решение принимает тендерный комитет; сообщить о нарушении можно на странице «Противодействие коррупции».',
    },
  ],
  contact: CONTACTS.facade,
};
