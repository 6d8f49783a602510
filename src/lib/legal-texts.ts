/**
 * The developer disclaimer of spec §2 (footer) in one place: the footer and
 * the PDF lot sheets print the same words, so a legal edit lands in both.
 */

/** The register of project declarations; the footer links the label. */
export const PROJECT_DECLARATIONS_SITE = {
  label: 'наш.дом.рф',
  /** Punycode: some clients still mangle Cyrillic hosts in href. */
  url: 'https://xn--80az8a.xn--d1aqf.xn--p1ai/',
} as const;

/** Everything before the register's name, which the footer renders as a link. */
export const DEVELOPER_DISCLAIMER_LEAD =
  'Информация на сайте носит исключительно справочный характер и ни при каких условиях не является публичной ' +
  'офертой, определяемой положениями статьи 437 Гражданского кодекса Российской Федерации. Цены, условия акций, ' +
  'программ и способов покупки действительны на дату публикации и могут быть изменены застройщиком в ' +
  'одностороннем порядке; актуальные условия уточняйте в офисе продаж. Визуализации, планировки, изображения ' +
  'интерьеров, благоустройства и отделки приведены для иллюстрации и могут отличаться от фактического исполнения. ' +
  'Проектные декларации размещены в единой информационной системе жилищного строительства на сайте';

/** The whole disclaimer as plain text (PDF, print). */
export const DEVELOPER_DISCLAIMER = `${DEVELOPER_DISCLAIMER_LEAD} ${PROJECT_DECLARATIONS_SITE.label}.`;
