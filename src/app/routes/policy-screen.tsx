/** /policy (spec §2, `privacy_policy/`): the privacy policy with its table of contents. */
import { LegalPageContent } from '@/features/legal-pages/legal-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import { prefetchLegalPage } from '@/features/legal-pages/legal-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchLegalPage('privacy_policy');

export default function PolicyScreen() {
  const { title } = usePageRoute('Политика конфиденциальности');
  return (
    <PageFrame title={title}>
      <LegalPageContent pageKey="privacy_policy" />
    </PageFrame>
  );
}
