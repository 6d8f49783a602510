/**
 * The invented brand of the demo, written by the seed into the site settings
 * `brand`, `contacts` and `page_meta`. The running site reads those settings
 * (server/services/site-identity.ts), never this file (eslint: no runtime
 * import of the seed), so an edit in the database shows without a restart.
 */
import { BRAND_NAME } from '../../../src/lib/brand.ts';

export const BRAND = {
  name: BRAND_NAME,
  legalName: 'ООО «Северин Девелопмент»',
  slogan: 'Дома, в которых хочется жить',
  phone: '+7 (495) 120-45-67',
  officePhone: '+7 (495) 120-45-60',
  email: 'info@severin-dev.ru',
  address: 'Москва, Пречистенская набережная, 17, офис продаж «Северин»',
  workTime: 'Ежедневно с 9:00 до 21:00',
  socialHandle: 'severin_dev',
} as const;

export const DEFAULT_META_DESCRIPTION =
  `${BRAND.name} — девелопер премиальной жилой и коммерческой недвижимости в Москве. ` +
  `Квартиры, апартаменты и помещения от застройщика. Колл-центр работает ежедневно с 9:00 до 21:00: ${BRAND.phone}.`;

export const titleWithBrand = (title: string) => `${title} — ${BRAND.name}`;
