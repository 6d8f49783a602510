/** /standarts (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { StandartsPage } from '@/features/company/standarts/standarts-page';
import { usePageRoute } from './use-page-route';
import { prefetchStandartsPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchStandartsPage;

export default function StandartsScreen() {
  const { title } = usePageRoute('Стандарты');
  return <StandartsPage title={title} />;
}
