/** /policy (spec §2, `privacy_policy/`): the privacy policy with its table of contents. */
import { LegalPageContent } from '@/features/legal-pages/legal-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';

export default function PolicyScreen() {
  const { title } = usePageRoute('Политика конфиденциальности');
  return (
    <PageFrame title={title}>
      <LegalPageContent pageKey="privacy_policy" />
    </PageFrame>
  );
}
