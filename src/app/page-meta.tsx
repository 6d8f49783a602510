/**
 * Keeps the document title, description, canonical link and Open Graph /
 * Twitter tags in step with client navigation; the server already sent
 * them for the first page (server/html/head.ts writes the same tags, with
 * the same values from the same `/api/seo/pages/` source). Also hands the
 * first page over from the server's prerendered markup to the app.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { applyHeadTags } from '@/lib/seo/head-tags';
import { handOverPrerendered } from './prerendered-hand-over';

export function PageMeta() {
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);

  // In the commit, before the browser paints or lays out: the page's first commit already holds its
  // heading (decision 023), and a passive effect would leave two of them to assistive technology
  // for a frame, and the page to be laid out twice.
  useLayoutEffect(() => handOverPrerendered(), []);

  useEffect(() => {
    if (data) applyHeadTags(document, data);
  }, [data]);

  return null;
}
