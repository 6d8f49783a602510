/**
 * Legal pages as `content_blocks` rows (page `privacy_policy`,
 * `personal_data_consent`, `anti_corruption`; key `document`), stored already
 * in the contract's block shape so the API only validates and answers.
 * Runs after insertSite: ids continue after the blocks already inserted,
 * because the identity sequences are synced only at the end of the seed.
 */
import { max } from 'drizzle-orm';
import type { LegalPage, LegalPageKey } from '../../../src/schemas/content-pages.ts';
import type { Db } from '../client.ts';
import { contentBlocks } from '../schema/index.ts';
import { bodyToBlocks } from '../../services/text-blocks.ts';
import { insertAll } from './insert.ts';
import { ANTI_CORRUPTION, ANTI_CORRUPTION_HOTLINE } from './texts-anti-corruption.ts';
import { PERSONAL_DATA_CONSENT } from './texts-legal-consent.ts';
import { PRIVACY_POLICY, type LegalPageText } from './texts-legal-policy.ts';

/** The content_blocks key every legal page is stored under. */
const LEGAL_BLOCK_KEY = 'document';

function toPage(text: LegalPageText): LegalPage {
  return {
    title: text.title,
    lead: text.lead,
    updated_at: text.updatedAt,
    sections: text.sections.map((section) => ({
      anchor: section.anchor,
      title: section.title,
      blocks: bodyToBlocks(section.body),
    })),
  };
}

const LEGAL_PAGE_TEXTS: Record<LegalPageKey, LegalPage> = {
  privacy_policy: toPage(PRIVACY_POLICY),
  personal_data_consent: toPage(PERSONAL_DATA_CONSENT),
  anti_corruption: { ...toPage(ANTI_CORRUPTION), hotline: ANTI_CORRUPTION_HOTLINE },
};

export async function insertLegalPages(db: Db): Promise<void> {
  const [{ last }] = await db.select({ last: max(contentBlocks.id) }).from(contentBlocks);
  let nextId = (last ?? 0) + 1;
  const rows = Object.entries(LEGAL_PAGE_TEXTS).map(([page, data], sort) => ({
    id: nextId++,
    page,
    key: LEGAL_BLOCK_KEY,
    data: data as unknown as Record<string, unknown>,
    sort,
  }));
  await insertAll(db, contentBlocks, rows);
}
