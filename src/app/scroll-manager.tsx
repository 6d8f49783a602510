/**
 * Scroll rules of spec §2: on the project page a hash scrolls smoothly to its
 * anchor; any other path change scrolls to the top.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@/lib/routes';

const HASH_SCROLL_ROUTES = new Set(['projects-slug', 'projects-commercial-slug']);

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const routeName = matchRoute(pathname)?.route.name;
    if (hash && routeName && HASH_SCROLL_ROUTES.has(routeName)) {
      // The anchor renders only after the page data arrives: keep looking for up to 10 s on slow networks.
      let tries = 0;
      const timer = window.setInterval(() => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target || ++tries > 100) {
          window.clearInterval(timer);
          target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }
      }, 100);
      return () => window.clearInterval(timer);
    }
    if (previousPath.current !== null && previousPath.current !== pathname) window.scrollTo(0, 0);
    previousPath.current = pathname;
    return undefined;
  }, [pathname, hash]);

  return null;
}
