/**
 * Which RTK Query data a refreshed `/api` answer affects (decision 011). The
 * catalogue and project endpoints carry tags; invalidating the tag refetches
 * exactly the screens that show them. Anything else (menus, main page, SEO
 * meta…) has no tag: the active queries are asked again, which the worker
 * answers from its just-refreshed copy, so it costs no network.
 */
import { LOT_DETAIL_PATH_RE } from '@/lib/sw-protocol';

export type RefreshTag = 'Lots' | 'Projects';

const LOTS_RE = /^\/api\/(?:apartments|commercials|lots|zero_result|buildings|sections|floors|layouts)\//;
const PROJECTS_RE = /^\/api\/(?:projects|commercial_projects)\//;

/** Tags to invalidate, or null: refetch the active untagged queries. */
export function refreshTagsFor(updatedUrl: string): RefreshTag[] | null {
  let pathname: string;
  try {
    pathname = new URL(updatedUrl, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (LOT_DETAIL_PATH_RE.test(pathname) || LOTS_RE.test(pathname)) return ['Lots'];
  if (PROJECTS_RE.test(pathname)) return ['Projects'];
  return null;
}

/** Several lists change at once after a deploy or a price update: one refresh for the burst. */
export function mergeRefresh(urls: readonly string[]): { tags: RefreshTag[]; untagged: boolean } {
  const tags = new Set<RefreshTag>();
  let untagged = false;
  for (const url of urls) {
    const found = refreshTagsFor(url);
    if (found) found.forEach((tag) => tags.add(tag));
    else untagged = true;
  }
  return { tags: [...tags], untagged };
}
