/**
 * Menu entries of spec §2 built from the common site data, shared by the
 * header and the aside menu so both list the same projects and pages.
 */
import { buildPath } from '@/lib/routes';
import type { HeaderProject, SiteInfo } from '@/schemas/site';

export interface MenuLink {
  key: string | number;
  label: string;
  to: string;
  /** Listed but not clickable. */
  disabled?: boolean;
}

export const ABOUT_TITLE_FALLBACK = 'О компании';
export { PURCHASE_ROOT } from '@/lib/routes';

/**
 * Unfinished projects only; projects that are not clickable stay listed as
 * disabled entries. While `projects/header_list/` is unavailable the
 * `header_projects` of site info stand in.
 */
export function projectMenuLinks(
  projects: readonly HeaderProject[] | undefined,
  fallback: SiteInfo['header_projects'] | undefined,
): MenuLink[] {
  if (projects) {
    return projects
      .filter((project) => !project.finished)
      .map((project) => ({
        key: project.id,
        label: project.name,
        to: buildPath('/projects/:slug', { slug: project.slug }),
        disabled: !project.clickable,
      }));
  }
  return (fallback ?? []).map((item) => ({ key: item.id, label: item.label, to: item.value, disabled: item.disabled }));
}

export function purchaseMenuLinks(purchase: SiteInfo['purchase'] | undefined): MenuLink[] {
  return (purchase ?? []).map((item) => ({
    key: item.slug,
    label: item.label,
    to: buildPath('/purchase/:slug', { slug: item.slug }),
  }));
}

export function estateMenuLinks(estate: SiteInfo['estate'] | undefined): MenuLink[] {
  return (estate ?? []).map((item) => ({ key: item.id, label: item.label, to: item.value }));
}

export function aboutMenuLinks(about: SiteInfo['about'] | undefined): MenuLink[] {
  return (about?.submenu ?? []).map((item) => ({ key: item.id, label: item.label, to: item.value }));
}
