/**
 * Keeps the document title and description in step with client navigation;
 * the server already sent them for the first page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';

export function PageMeta() {
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);

  useEffect(() => {
    if (!data) return;
    document.title = data.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', data.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', data.canonical);
  }, [data]);

  return null;
}
