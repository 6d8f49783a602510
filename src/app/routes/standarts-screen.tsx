/** /standarts (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { StandartsPage } from '@/features/company/standarts/standarts-page';
import { usePageRoute } from './use-page-route';

export default function StandartsScreen() {
  const { title } = usePageRoute('Стандарты');
  return <StandartsPage title={title} />;
}
