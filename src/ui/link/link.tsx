/**
 * The site's in-app links: react-router's navigation (`useHref`,
 * `useLinkClickHandler`) without its framework-mode `<Link>`.
 *
 * Why not `Link`/`NavLink` from react-router: their render reads a `prefetch`
 * prop, so the bundle keeps the framework-mode page prefetching (route module
 * links, single-fetch URLs, RSC variants) that a data router never runs —
 * about 2 kB gzip on every screen's first load (decision 015). The lint
 * config forbids importing them from react-router.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type RelativeRoutingType,
  type To,
} from 'react-router';
import { useRuntimeConfig } from '@/lib/render/render-env';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: RelativeRoutingType;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Addresses from the CMS may be absolute, like react-router's Link allows: one on this site is
 * routed in the app by its path, any other is left to the browser. `here`: the page's origin
 * (or address) from the runtime config, the same on the server and in the hydrating browser.
 */
export function splitAbsolute(to: To, here: string | undefined): { to: To; external: string | null } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: null };
  try {
    const base = new URL(here ?? '');
    const url = new URL(to, base);
    if (url.origin === base.origin) return { to: `${url.pathname}${url.search}${url.hash}`, external: null };
  } catch {
    // No page address to compare with, or not a web address: the browser decides.
  }
  return { to: '/', external: to };
}

export function Link({
  to: address,
  replace,
  state,
  preventScrollReset,
  relative,
  target,
  onClick,
  ...rest
}: LinkProps) {
  const { to, external } = splitAbsolute(address, useRuntimeConfig().origin);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset, relative });
  if (external !== null) return <a {...rest} href={external} target={target} onClick={onClick} />;
  // The router navigates unless the caller handled the click or the browser should (modifier keys, target).
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on the exact path, not on its sub-pages. */
  end?: boolean;
}

/** Whether `pathname` is `target` or (unless `end`) one of its sub-pages; case-insensitive like react-router. */
export function isActivePath(pathname: string, target: string, end = false): boolean {
  const location = pathname.toLowerCase();
  const path = target.toLowerCase();
  if (location === path) return true;
  if (end || path === '/') return false;
  const stem = path.endsWith('/') ? path.slice(0, -1) : path;
  return location.startsWith(stem) && location.charAt(stem.length) === '/';
}

/** A link that marks itself `aria-current="page"` while its page (or a sub-page) is open. */
export function NavLink({ end, 'aria-current': ariaCurrent = 'page', ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to, { relative: props.relative }).pathname;
  return <Link {...props} aria-current={isActivePath(pathname, target, end) ? ariaCurrent : undefined} />;
}
