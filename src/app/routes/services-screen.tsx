/** /services (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { ServicesPage } from '@/features/company/services/services-page';
import { usePageRoute } from './use-page-route';
import { prefetchServicesPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchServicesPage;

export default function ServicesScreen() {
  const { title } = usePageRoute('Сервисы');
  return <ServicesPage title={title} />;
}
