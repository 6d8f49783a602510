/**
 * Unpublished home-page content that only `main_page/preview/` shows: the
 * next hero (a draft block on page `main-draft`), a promotion and a news
 * item prepared for publication. Inserted after the identity sequences are
 * synced, so the rows take ordinary generated ids.
 */
import type { Db } from '../client.ts';
import { articles, contentBlocks } from '../schema/index.ts';
import { DRAFT_BLOCKS_PAGE } from '../../services/home/main-page.ts';
import { daysAfter, daysBefore } from './random.ts';

export async function insertHomeDrafts(db: Db, heroImage: string, now: Date): Promise<void> {
  await db.insert(contentBlocks).values({
    page: DRAFT_BLOCKS_PAGE,
    key: 'hero',
    data: {
      title: 'Третья очередь «Северин Замоскворечье»',
      subtitle: 'Старт продаж корпуса у Якиманки: квартиры с террасами и видом на Кремль, семейная ипотека от 6 %',
      image: heroImage,
      url: '/projects',
    },
    sort: 0,
    isPublished: false,
  });
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  await db.insert(articles).values([
    {
      kind: 'promo',
      slug: 'zimnie-ceny-chernovik',
      title: 'Зимние цены: скидка до 12 % на квартиры с отделкой',
      lead: 'Черновик акции к старту продаж: скидка на готовые квартиры с отделкой «Белый бокс» и «Под ключ».',
      body: [
        'Скидка действует на квартиры в построенных корпусах при полной оплате или ипотеке.',
        'Условия согласуются с отделом маркетинга; до публикации акция видна только в предпросмотре.',
      ].join('\n\n'),
      category: 'discount',
      publishedAt: hour,
      image: heroImage,
      endsAt: daysAfter(hour, 40),
      isPublished: false,
      // Explicit stamps keep the seed deterministic (tests/api/seed.test.ts).
      createdAt: hour,
      updatedAt: hour,
    },
    {
      kind: 'news',
      slug: 'start-prodazh-tretey-ocheredi-chernovik',
      title: 'Открываем продажи третьей очереди «Северин Замоскворечье»',
      lead: 'Новый корпус на 214 квартир: от студий до семейных квартир с тремя спальнями и террасами.',
      body: [
        'Третья очередь выходит в продажу с начала следующего месяца; бронирование откроется за неделю до старта.',
        'Покупателям первых двух недель — кладовая в подарок.',
      ].join('\n\n'),
      category: 'sales',
      publishedAt: daysBefore(hour, 1),
      image: heroImage,
      isPublished: false,
      createdAt: hour,
      updatedAt: hour,
    },
  ]);
}
