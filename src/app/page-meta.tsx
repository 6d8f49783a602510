/**
 * Keeps the document title, description, canonical link and Open Graph /
 * Twitter tags in step with client navigation; the server already sent
 * them for the first page (server/html/head.ts writes the same tags, with
 * the same values from the same `/api/seo/pages/` source).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { applyHeadTags } from '@/lib/seo/head-tags';
import { useHydrated } from '@/lib/render/client-only';

export function PageMeta() {
  const { pathname } = useLocation();
  // The head of the first page is the server's; rendering on the server, a page whose entry is
  // missing (a 404) would only ask it again.
  const { data } = useGetSeoPageQuery(pathname, { skip: !useHydrated() });

  useEffect(() => {
    if (data) applyHeadTags(document, data);
  }, [data]);

  return null;
}
