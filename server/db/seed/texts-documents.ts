/** Company-wide documents of the /documents catalogue (project documents are generated per project in insert-documents.ts). */
import { BRAND } from './brand.ts';
import type { DocumentText } from './insert-documents.ts';

export const COMPANY_DOCUMENTS: DocumentText[] = [
  {
    slug: 'antikorrupcionnaya-politika',
    type: 'policy',
    title: 'Антикоррупционная политика',
    paragraphs: [
      `${BRAND.legalName} запрещает сотрудникам и партнёрам давать, получать и обещать взятки, а также участвовать в коммерческом подкупе.`,
      'Политика устанавливает порядок проверки контрагентов, раскрытия конфликта интересов и рассмотрения обращений на линию доверия.',
    ],
    daysAgo: 233,
  },
  {
    slug: 'kodeks-delovoy-etiki',
    type: 'corporate',
    title: 'Кодекс деловой этики',
    paragraphs: [
      'Кодекс описывает ценности компании и правила поведения сотрудников с клиентами, партнёрами и государственными органами.',
      'Подарки и знаки внимания стоимостью свыше 3 000 рублей принимаются только с разрешения службы комплаенс.',
    ],
    daysAgo: 410,
  },
  {
    slug: 'polozhenie-o-tenderah',
    type: 'corporate',
    title: 'Положение о закупках и тендерах',
    paragraphs: [
      'Порядок проведения тендеров на строительно-монтажные работы, поставку материалов и услуги.',
      'Победителя определяет тендерная комиссия по критериям цены, сроков, опыта и финансовой устойчивости участника.',
    ],
    daysAgo: 520,
  },
  {
    slug: 'svidetelstvo-sro',
    type: 'corporate',
    title: 'Выписка из реестра членов СРО',
    paragraphs: [
      `${BRAND.legalName} — член саморегулируемой организации в области строительства с правом выполнения работ на особо опасных и технически сложных объектах.`,
    ],
    daysAgo: 95,
  },
  {
    slug: 'politika-ocenki-usloviy-truda',
    type: 'policy',
    title: 'Сводные данные специальной оценки условий труда',
    paragraphs: ['Результаты специальной оценки условий труда на рабочих местах офиса и строительных площадок.'],
    daysAgo: 640,
  },
  {
    slug: `ustav`,
    type: 'corporate',
    title: 'Устав общества',
    paragraphs: [
      `Устав ${BRAND.legalName} в действующей редакции.`,
      'Основной вид деятельности — строительство жилых и нежилых зданий (ОКВЭД 41.20).',
    ],
    daysAgo: 1100,
  },
];
