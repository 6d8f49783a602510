/**
 * The /documents catalogue (spec §7 `documents/` with facets and specs): a few
 * dozen rows, so one joined read is filtered in memory and each facet counts
 * under the other two filters (picking a year never hides the other years).
 */
import { desc, eq } from 'drizzle-orm';
import {
  COMPANY_DOCUMENTS_LABEL,
  COMPANY_PROJECT_ID,
  DOCUMENT_CATEGORY_NAMES,
  type CatalogueDocument,
  type DocumentCategory,
  type DocumentDetail,
  type DocumentsQuery,
} from '../../src/schemas/content-pages.ts';
import { DOCUMENT_CATEGORIES } from '../../src/schemas/documents.ts';
import type { Facets } from '../../src/schemas/lots.ts';
import type { Db } from '../db/client.ts';
import { documents, projects } from '../db/schema/index.ts';
import { documentItem } from './document-items.ts';
import { projectUrl } from './project-catalogue.ts';
import { facetOption } from './facet-option.ts';

type Dimension = 'project' | 'category' | 'year';

const yearOf = (doc: CatalogueDocument) => new Date(doc.published_at).getUTCFullYear();
const projectOf = (doc: CatalogueDocument) => doc.project?.id ?? COMPANY_PROJECT_ID;

export async function loadDocuments(db: Db): Promise<CatalogueDocument[]> {
  const rows = await db
    .select({
      doc: documents,
      project: {
        id: projects.id,
        slug: projects.slug,
        name: projects.name,
        kind: projects.kind,
        published: projects.isPublished,
      },
    })
    .from(documents)
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .orderBy(desc(documents.publishedAt), desc(documents.id));
  return rows
    .filter(({ project }) => !project || project.published)
    .map(({ doc, project }) => ({
      ...documentItem(doc),
      category_name: DOCUMENT_CATEGORY_NAMES[doc.type as DocumentCategory] ?? 'Документы',
      project: project
        ? { id: project.id, slug: project.slug, name: project.name, url: projectUrl(project.kind, project.slug) }
        : null,
    }));
}

function matches(doc: CatalogueDocument, query: DocumentsQuery, skip?: Dimension): boolean {
  if (skip !== 'project' && query.project?.length && !query.project.includes(projectOf(doc))) return false;
  if (skip !== 'category' && query.category?.length && !query.category.includes(doc.category as DocumentCategory))
    return false;
  if (skip !== 'year' && query.year?.length && !query.year.includes(yearOf(doc))) return false;
  return true;
}

export function filterDocuments(all: readonly CatalogueDocument[], query: DocumentsQuery): CatalogueDocument[] {
  return all.filter((doc) => matches(doc, query));
}

function countBy<K>(list: readonly CatalogueDocument[], key: (doc: CatalogueDocument) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const doc of list) counts.set(key(doc), (counts.get(key(doc)) ?? 0) + 1);
  return counts;
}

export function documentFacets(all: readonly CatalogueDocument[], query: DocumentsQuery): Facets {
  const under = (skip: Dimension) => all.filter((doc) => matches(doc, query, skip));
  const projectCounts = countBy(under('project'), projectOf);
  const categoryCounts = countBy(under('category'), (doc) => doc.category);
  const yearCounts = countBy(under('year'), yearOf);
  // Options come from every document, so a filter never makes its own choices vanish.
  const projectNames = new Map<number, string>();
  for (const doc of all) projectNames.set(projectOf(doc), doc.project?.name ?? COMPANY_DOCUMENTS_LABEL);
  const option = <V extends string | number>(value: V, label: string, counts: Map<V, number>) => {
    const count = counts.get(value) ?? 0;
    return facetOption(value, label, count);
  };
  const projectIds = [...projectNames.keys()].sort((a, b) =>
    a === COMPANY_PROJECT_ID
      ? 1
      : b === COMPANY_PROJECT_ID
        ? -1
        : projectNames.get(a)!.localeCompare(projectNames.get(b)!, 'ru'),
  );
  const years = [...new Set(all.map(yearOf))].sort((a, b) => b - a);
  const categories = DOCUMENT_CATEGORIES.filter((category) => all.some((doc) => doc.category === category));
  return {
    facets: {
      project: projectIds.map((id) => option(id, projectNames.get(id)!, projectCounts)),
      category: categories.map((category) =>
        option<string>(category, DOCUMENT_CATEGORY_NAMES[category], categoryCounts),
      ),
      year: years.map((year) => option(year, String(year), yearCounts)),
    },
  };
}

export function documentSpecs(list: readonly CatalogueDocument[]) {
  const range = (values: number[]) =>
    values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };
  return { year: range(list.map(yearOf)), file_size: range(list.map((doc) => doc.file_size)), count: list.length };
}

/** The document and up to six neighbours: same project first, then same category. */
export function documentDetail(all: readonly CatalogueDocument[], slug: string): DocumentDetail | null {
  const doc = all.find((item) => item.slug === slug);
  if (!doc) return null;
  const others = all.filter((item) => item.id !== doc.id);
  const sameProject = others.filter((item) => projectOf(item) === projectOf(doc));
  const sameCategory = others.filter((item) => item.category === doc.category && !sameProject.includes(item));
  return { ...doc, related: [...sameProject, ...sameCategory].slice(0, 6) };
}
