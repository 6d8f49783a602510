/** /about (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { AboutPage } from '@/features/company/about/about-page';
import { usePageRoute } from './use-page-route';
import { prefetchAboutPage } from '@/features/company/company-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchAboutPage;

export default function AboutScreen() {
  const { title } = usePageRoute('О компании');
  return <AboutPage title={title} />;
}
