/**
 * Editorial extras of the tender, vacancy and partnership pages as
 * `content_blocks` (see server/services/company/company-blocks.ts for why).
 * Ids start far above the other seeded blocks so both sets can grow.
 */
import type { Db } from '../client.ts';
import { contentBlocks } from '../schema/index.ts';
import { COMPANY_BLOCK_PAGES as PAGES, INTRO_KEY } from '../../services/company/company-blocks.ts';
import { counter, insertAll } from './insert.ts';
import { COOPERATION_EXTRAS } from './texts-cooperation.ts';
import { TENDER_EXTRAS, TENDERS_PAGE } from './texts-tenders.ts';
import { VACANCY_EXTRAS, VACANCY_PAGE } from './texts-vacancies.ts';

const FIRST_BLOCK_ID = 7_100;

export async function insertCompanyPages(db: Db): Promise<void> {
  const next = counter();
  const id = () => FIRST_BLOCK_ID + next();
  const blocks = [
    { page: PAGES.tendersPage, key: INTRO_KEY, data: TENDERS_PAGE },
    { page: PAGES.vacancyPage, key: INTRO_KEY, data: VACANCY_PAGE },
    ...Object.entries(TENDER_EXTRAS).map(([slug, data]) => ({ page: PAGES.tender, key: slug, data })),
    ...Object.entries(VACANCY_EXTRAS).map(([slug, data]) => ({ page: PAGES.vacancy, key: slug, data })),
    ...Object.entries(COOPERATION_EXTRAS).map(([kind, { conditions, commission, faq }]) => ({
      page: PAGES.cooperation,
      key: kind,
      data: { conditions, commission, faq },
    })),
  ];
  await insertAll(
    db,
    contentBlocks,
    blocks.map((block, sort) => ({ id: id(), ...block, data: block.data as unknown as Record<string, unknown>, sort })),
  );
}
