/**
 * Company pages (issue 8): the editorial blocks of /about, /services,
 * /standarts, /partners and /contacts, more of the team and management bios.
 * Runs after the site step; ids continue after the rows already inserted
 * (read from the table), because identity sequences are synced only at the end.
 */
import { eq, max } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contentBlocks, teamMembers } from '../schema/index.ts';
import { portraitArt } from './art-misc.ts';
import { insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import {
  ABOUT_AWARDS,
  ABOUT_FIGURES,
  ABOUT_HISTORY,
  ABOUT_MISSION,
  MANAGEMENT_BIOS,
  MORE_TEAM,
} from './texts-about.ts';
import { LEGAL, OFFICES, PARTNERS_PAGE, SERVICES, STANDARTS } from './texts-services-contacts.ts';

/** Page key → block key → data; the keys are what server/routes/api/{about,partners,services,contacts}.ts read. */
const ABOUT_PAGE_BLOCKS: ReadonlyArray<{ page: string; key: string; data: Record<string, unknown> }> = [
  { page: 'about', key: 'mission', data: ABOUT_MISSION },
  { page: 'about', key: 'figures', data: { items: ABOUT_FIGURES } },
  { page: 'about', key: 'history', data: { items: ABOUT_HISTORY } },
  { page: 'about', key: 'awards', data: { items: ABOUT_AWARDS } },
  { page: 'partners', key: 'intro', data: PARTNERS_PAGE },
  { page: 'services', key: 'catalogue', data: SERVICES },
  { page: 'standarts', key: 'sections', data: STANDARTS },
  { page: 'contacts', key: 'offices', data: { items: OFFICES } },
  { page: 'contacts', key: 'legal', data: LEGAL },
];

async function nextId(db: Db, table: typeof contentBlocks | typeof teamMembers): Promise<number> {
  const [row] = await db.select({ top: max(table.id) }).from(table);
  return (row?.top ?? 0) + 1;
}

export async function insertAboutPages(db: Db, media: MediaLibrary): Promise<void> {
  const firstBlock = await nextId(db, contentBlocks);
  await insertAll(
    db,
    contentBlocks,
    // Sorted after the site step's blocks of the same page.
    ABOUT_PAGE_BLOCKS.map((block, index) => ({ id: firstBlock + index, ...block, sort: 100 + index })),
  );

  const firstMember = await nextId(db, teamMembers);
  await insertAll(
    db,
    teamMembers,
    MORE_TEAM.map(([name, position, department, bio], index) => ({
      id: firstMember + index,
      name,
      position,
      department,
      bio,
      photo: media.add(
        `team/more-${index + 1}.svg`,
        portraitArt(index % 2 ? ['#2f4a44', '#9cb8ae'] : ['#4a3f5e', '#b3a6c8'], name),
      ),
      sort: 100 + index,
    })),
  );
  for (const [name, bio] of Object.entries(MANAGEMENT_BIOS)) {
    await db.update(teamMembers).set({ bio }).where(eq(teamMembers.name, name));
  }
}
