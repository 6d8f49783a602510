/** /partners (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { PartnersPage } from '@/features/company/partners/partners-page';
import { usePageRoute } from './use-page-route';
import { prefetchPartnersPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchPartnersPage;

export default function PartnersScreen() {
  const { title } = usePageRoute('Партнёры');
  return <PartnersPage title={title} />;
}
