/**
 * Categories of the content pages with their Russian names, without zod
 * (documents.ts and content-pages.ts re-export them): the /documents filter
 * and the /media tabs need only these, so those screens load no schemas
 * (decision 015).
 */

// ---- documents ----

/** `declaration`, `permit`, `commissioning`, `report`, `policy`, `corporate`. */
export const DOCUMENT_CATEGORIES = ['declaration', 'permit', 'commissioning', 'report', 'policy', 'corporate'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Russian names of the document categories: facet labels and type captions. */
export const DOCUMENT_CATEGORY_NAMES: Record<DocumentCategory, string> = {
  declaration: 'Проектные декларации',
  permit: 'Разрешения на строительство',
  commissioning: 'Ввод в эксплуатацию',
  report: 'Отчётность',
  policy: 'Политики',
  corporate: 'Корпоративные документы',
};

/** `project=0` picks the company's own documents (no project). */
export const COMPANY_PROJECT_ID = 0;
export const COMPANY_DOCUMENTS_LABEL = 'Документы компании';

// ---- owners' guides ----

export const GUIDE_CATEGORY_NAMES: Record<string, string> = {
  handover: 'Приёмка квартиры',
  documents: 'Документы',
  management: 'Управляющая компания',
  renovation: 'Ремонт',
  payments: 'Оплата ЖКУ',
};

// ---- media stories ----

export const MEDIA_CATEGORIES = ['photo', 'video'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
export const MEDIA_CATEGORY_NAMES: Record<MediaCategory, string> = { photo: 'Фоторепортажи', video: 'Видео' };
