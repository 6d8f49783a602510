/**
 * /charity/{slug}. Keyed by slug so moving from one project to another (the
 * «Другие проекты» cards) starts a fresh page scrolled to its top.
 */
import { useParams } from 'react-router';
import { CharityPage } from '@/features/company/charity/charity-page';
import { prefetchCharityPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchCharityPage;

export default function CharityScreen() {
  const { slug = '' } = useParams();
  return <CharityPage key={slug} slug={slug} />;
}
