/** /stub (spec §2): the heading from the page's SEO record, the content from src/features/company. */
import { StubPage } from '@/features/company/stub/stub-page';
import { usePageRoute } from './use-page-route';

export default function StubScreen() {
  const { title } = usePageRoute('Раздел в разработке');
  return <StubPage title={title} />;
}
