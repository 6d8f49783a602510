/**
 * Documents section: project declarations, permits and company documents.
 * Each file is a generated one-page SVG with the document's text, so every
 * link in the list opens something real.
 */
import type { Db } from '../client.ts';
import { documents } from '../schema/index.ts';
import { documentPageArt } from './art-misc.ts';
import { BRAND } from './brand.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { PROJECTS } from './projects.ts';
import { ANCHOR_YEAR, daysBefore, SEED_ANCHOR } from './random.ts';
import { COMPANY_DOCUMENTS } from './texts-documents.ts';

export interface DocumentText {
  slug: string;
  type: string;
  title: string;
  project?: string;
  paragraphs: string[];
  daysAgo: number;
}

function documentTexts(): DocumentText[] {
  const list: DocumentText[] = [];
  PROJECTS.forEach((project, index) => {
    list.push({
      slug: `declaration-${project.slug}`,
      type: 'declaration',
      title: `Проектная декларация: ${project.name}`,
      project: project.slug,
      paragraphs: [
        `Застройщик: ${BRAND.legalName}. Объект: ${project.name}, ${project.address}.`,
        `Район: ${project.district}. Класс: ${project.class}.`,
        'Декларация содержит сведения о застройщике, о проекте строительства, о разрешении на строительство и о правах на земельный участок в соответствии с 214-ФЗ.',
        'Актуальная редакция опубликована в Единой информационной системе жилищного строительства.',
      ],
      daysAgo: 30 + index * 7,
    });
    list.push({
      slug: `permit-${project.slug}`,
      type: 'permit',
      title: `Разрешение на строительство: ${project.name}`,
      project: project.slug,
      paragraphs: [
        `Выдано Комитетом государственного строительного надзора города Москвы застройщику ${BRAND.legalName}.`,
        `Адрес объекта: ${project.address}.`,
      ],
      daysAgo: 400 + index * 30,
    });
    if (project.finished) {
      list.push({
        slug: `commissioning-${project.slug}`,
        type: 'commissioning',
        title: `Разрешение на ввод в эксплуатацию: ${project.name}`,
        project: project.slug,
        paragraphs: [`Объект ${project.name} по адресу ${project.address} введён в эксплуатацию.`],
        daysAgo: 800,
      });
    }
  });
  list.push(
    {
      slug: 'personal-data-policy',
      type: 'policy',
      title: 'Политика обработки персональных данных',
      paragraphs: [
        `${BRAND.legalName} обрабатывает персональные данные посетителей сайта для ответа на заявки, записи на показ и рассылки новостей.`,
        'Данные хранятся на серверах в Российской Федерации и не передаются третьим лицам без согласия посетителя, кроме случаев, предусмотренных законом.',
      ],
      daysAgo: 200,
    },
    ...[1, 2, 3].map((back) => ({
      slug: `financial-statements-${ANCHOR_YEAR - back}`,
      type: 'report',
      title: `Бухгалтерская отчётность за ${ANCHOR_YEAR - back} год`,
      paragraphs: [
        `Годовая бухгалтерская отчётность ${BRAND.legalName} с аудиторским заключением.`,
        'Бухгалтерский баланс, отчёт о финансовых результатах, отчёт об изменениях капитала и о движении денежных средств.',
      ],
      daysAgo: 180 + (back - 1) * 365,
    })),
    ...COMPANY_DOCUMENTS,
  );
  return list;
}

export async function insertDocuments(
  db: Db,
  media: MediaLibrary,
  projectIds: ReadonlyMap<string, number>,
): Promise<void> {
  const id = counter();
  const rows = documentTexts().map((doc) => {
    const body = documentPageArt(doc.title, doc.paragraphs, BRAND.legalName, BRAND.name);
    return {
      id: id(),
      slug: doc.slug,
      type: doc.type,
      title: doc.title,
      projectId: doc.project ? (projectIds.get(doc.project) ?? null) : null,
      fileUrl: media.add(`documents/${doc.slug}.svg`, body),
      fileFormat: 'svg',
      fileSize: Buffer.byteLength(body, 'utf8'),
      publishedAt: daysBefore(SEED_ANCHOR, doc.daysAgo),
    };
  });
  await insertAll(db, documents, rows);
}
