/**
 * The partnership pages (spec §7 `cooperation/` + `facets/`, `specs/`): one
 * entry per kind from the cooperation table, with its conditions,
 * commission and FAQ from the `cooperation` content blocks.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cooperation } from '../../db/schema/index.ts';
import {
  COOPERATION_KIND_NAMES,
  COOPERATION_KINDS,
  type CooperationItem,
  type CooperationKind,
  type CooperationQuery,
} from '../../../src/schemas/cooperation.ts';
import { blocksOf, COMPANY_BLOCK_PAGES as PAGES } from './company-blocks.ts';
import { facetsOf, filterItems, rangeOf, type Dimension } from './list-filters.ts';

const DIMENSIONS: Dimension<CooperationItem>[] = [
  {
    key: 'kind',
    value: (item) => item.kind,
    label: (value) => COOPERATION_KIND_NAMES[value as CooperationKind],
    order: COOPERATION_KINDS,
  },
];

async function allItems(db: Db): Promise<CooperationItem[]> {
  const [rows, extras] = await Promise.all([
    db.select().from(cooperation).orderBy(asc(cooperation.sort), asc(cooperation.id)),
    blocksOf(db, PAGES.cooperation),
  ]);
  return rows.map((row) => {
    const extra = (extras.get(row.kind) ?? {}) as Partial<Pick<CooperationItem, 'conditions' | 'commission' | 'faq'>>;
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      lead: row.lead,
      benefits: row.benefits,
      conditions: extra.conditions ?? [],
      commission: extra.commission ?? [],
      steps: row.steps,
      faq: extra.faq ?? [],
      contact_email: row.contactEmail,
    };
  });
}

export async function cooperationList(db: Db, query: CooperationQuery) {
  const results = filterItems(await allItems(db), DIMENSIONS, query);
  return { count: results.length, results };
}

export async function cooperationFacets(db: Db, query: CooperationQuery) {
  return { facets: facetsOf(await allItems(db), DIMENSIONS, query) };
}

export async function cooperationSpecs(db: Db, query: CooperationQuery) {
  const results = filterItems(await allItems(db), DIMENSIONS, query);
  return {
    count: results.length,
    commission: rangeOf(results.flatMap((item) => item.commission.map((row) => row.percent))),
  };
}
