/** Vacancies, tenders, partners, team and partnership pages. */
import type { Db } from '../client.ts';
import { cooperation, partners, partnerTypes, teamMembers, tenders, vacancies } from '../schema/index.ts';
import { logoArt, portraitArt } from './art-misc.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { daysAfter, daysBefore, SEED_ANCHOR } from './random.ts';
import { COOPERATION, PARTNER_TYPES, PARTNERS, TEAM, TENDERS, VACANCIES } from './texts-company.ts';
import { insertCompanyPages } from './insert-company-pages.ts';
import { COOPERATION_EXTRAS } from './texts-cooperation.ts';
import { MORE_TENDERS } from './texts-tenders.ts';
import { MORE_VACANCIES } from './texts-vacancies.ts';

const ALL_VACANCIES = [...VACANCIES.map((v) => ({ ...v, city: 'Москва' })), ...MORE_VACANCIES];
const ALL_TENDERS = [...TENDERS, ...MORE_TENDERS];

export async function insertCompany(
  db: Db,
  media: MediaLibrary,
  projectIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const vacancyId = counter();
  await insertAll(
    db,
    vacancies,
    ALL_VACANCIES.map((v, i) => ({
      id: vacancyId(),
      slug: v.slug,
      title: v.title,
      department: v.department,
      city: v.city,
      salaryFrom: v.from,
      salaryTo: v.to,
      experience: v.experience,
      schedule: v.schedule,
      description: v.description,
      duties: [...v.duties],
      requirements: [...v.requirements],
      conditions: [...v.conditions],
      publishedAt: daysBefore(SEED_ANCHOR, 5 + i * 9),
    })),
  );
  const tenderId = counter();
  await insertAll(
    db,
    tenders,
    ALL_TENDERS.map((t, i) => ({
      id: tenderId(),
      slug: t.slug,
      title: t.title,
      projectId: projectIds.get(t.project) ?? null,
      category: t.category,
      status: t.status,
      description: t.description,
      // Open tenders accept offers until a date ahead of the seeding moment.
      deadlineAt: t.status === 'open' ? daysAfter(now, t.days) : daysBefore(SEED_ANCHOR, -t.days),
      contactEmail: 'tender@severin-dev.ru',
      publishedAt: daysBefore(SEED_ANCHOR, 20 + i * 12),
    })),
  );
  const typeIds = new Map<string, number>();
  await insertAll(
    db,
    partnerTypes,
    PARTNER_TYPES.map((type, sort) => {
      typeIds.set(type.slug, sort + 1);
      return { id: sort + 1, ...type, sort };
    }),
  );
  const partnerId = counter();
  await insertAll(
    db,
    partners,
    PARTNERS.map(([type, name, description], sort) => ({
      id: partnerId(),
      typeId: typeIds.get(type) ?? 1,
      name,
      description,
      logo: media.add(
        `partners/${sort + 1}.svg`,
        logoArt(name, ['#23406e', '#7a4b2a', '#2f5d3a', '#5b2a6e'][sort % 4]),
      ),
      sort,
    })),
  );
  const memberId = counter();
  await insertAll(
    db,
    teamMembers,
    TEAM.map(([name, position, department], sort) => ({
      id: memberId(),
      name,
      position,
      department,
      photo: media.add(
        `team/${sort + 1}.svg`,
        portraitArt(sort % 2 ? ['#3b4a5e', '#9aa7b8'] : ['#5e4b3b', '#c8b39a'], name),
      ),
      sort,
    })),
  );
  await insertAll(
    db,
    cooperation,
    COOPERATION.map((item, sort) => ({
      id: sort + 1,
      kind: item.kind,
      title: item.title,
      lead: item.lead,
      benefits: [...item.benefits, ...COOPERATION_EXTRAS[item.kind].benefits],
      steps: [...item.steps, ...COOPERATION_EXTRAS[item.kind].steps],
      contactEmail: item.email,
      sort,
    })),
  );
  await insertCompanyPages(db);
}
