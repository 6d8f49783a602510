/** Site settings, SEO of static pages, page modules, promo forms and banners. */
import { ROUTES } from '../../../src/lib/routes.ts';
import type { Db } from '../client.ts';
import { contentBlocks, promoBanners, promoForms, seoPages } from '../schema/index.ts';
import { writeSetting } from '../../services/site-settings.ts';
import { socialIconArt } from './art-misc.ts';
import { BRAND, DEFAULT_META_DESCRIPTION, titleWithBrand } from './brand.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { ABOUT_BLOCK, MAIN_HERO, PAGE_BLOCKS, PROMO_BANNERS, PROMO_FORMS, SEO_TEXTS } from './texts-site.ts';

const SOCIAL_LINKS = {
  vkontakte: `https://vk.com/${BRAND.socialHandle}`,
  telegram: `https://t.me/${BRAND.socialHandle}`,
  whatsapp: 'https://wa.me/74951204567',
  youtube: `https://www.youtube.com/@${BRAND.socialHandle}`,
} as const;

export async function insertSite(db: Db, media: MediaLibrary, heroImage: string): Promise<void> {
  await writeSetting(db, 'brand', { name: BRAND.name, legal_name: BRAND.legalName, slogan: BRAND.slogan });
  await writeSetting(db, 'contacts', {
    phone: BRAND.phone,
    office_phone: BRAND.officePhone,
    address: BRAND.address,
    work_time: BRAND.workTime,
    email: BRAND.email,
  });
  await writeSetting(db, 'page_meta', { default_description: DEFAULT_META_DESCRIPTION });
  await writeSetting(
    db,
    'socials',
    (Object.keys(SOCIAL_LINKS) as Array<keyof typeof SOCIAL_LINKS>).map((title, index) => ({
      id: index + 1,
      title,
      link: SOCIAL_LINKS[title],
      icon: media.add(`icons/${title}.svg`, socialIconArt(title)),
    })),
  );
  await writeSetting(db, 'apps', {
    app_store: 'https://apps.apple.com/ru/app/severin-resident/id6471234567',
    google_play: 'https://play.google.com/store/apps/details?id=ru.severindev.resident',
  });
  await writeSetting(db, 'maintenance', { until: null });
  await writeSetting(db, 'about_menu', {
    title: 'О компании',
    submenu: [
      ['О компании', '/about'],
      ['Партнёры', '/partners'],
      ['Сервисы', '/services'],
      ['Новости', '/news'],
      ['Карьера', '/vacancies'],
      ['Стандарты', '/standarts'],
      ['Противодействие коррупции', '/anti-corruption'],
    ].map(([label, value], index) => ({ id: index + 1, label, value })),
  });
  await writeSetting(
    db,
    'estate_menu',
    [
      ['Квартиры', '/lots?property_type=flat'],
      ['Апартаменты', '/lots?property_type=apartments'],
      ['Машино-места', '/lots?type=parking'],
      ['Кладовые', '/lots?type=storage'],
      ['Коммерческие помещения', '/lots?type=commercials'],
    ].map(([label, value], index) => ({ id: index + 1, label, value })),
  );

  const seoId = counter();
  const staticRoutes = ROUTES.filter((route) => !route.entity);
  await insertAll(
    db,
    seoPages,
    staticRoutes.map((route) => {
      const text = SEO_TEXTS[route.path];
      return {
        id: seoId(),
        path: route.path,
        title: text?.title ?? titleWithBrand(route.title),
        description: text?.description ?? DEFAULT_META_DESCRIPTION,
        h1: text?.h1 ?? route.title,
        ogImage: route.path === '/' ? heroImage : null,
      };
    }),
  );

  const blockId = counter();
  const blocks = [
    { page: 'main', key: 'hero', data: { ...MAIN_HERO, image: heroImage } },
    { page: 'main', key: 'about', data: ABOUT_BLOCK },
    { page: 'about', key: 'facts', data: ABOUT_BLOCK },
    ...Object.entries(PAGE_BLOCKS).map(([id, data]) => ({ page: id.split(':')[0], key: id.split(':')[1], data })),
  ];
  await insertAll(
    db,
    contentBlocks,
    blocks.map((block, sort) => ({ id: blockId(), ...block, sort })),
  );
  const formId = counter();
  await insertAll(
    db,
    promoForms,
    PROMO_FORMS.map((form, sort) => ({ id: formId(), ...form, sort })),
  );
  const bannerId = counter();
  await insertAll(
    db,
    promoBanners,
    PROMO_BANNERS.map((banner, sort) => ({ id: bannerId(), ...banner, sort })),
  );
}
