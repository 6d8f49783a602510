/** /personal-data-processing (spec §2, `personal_data_consent/`): the consent text the forms' checkbox links to. */
import { LegalPageContent } from '@/features/legal-pages/legal-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import { prefetchLegalPage } from '@/features/legal-pages/legal-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchLegalPage('personal_data_consent');

export default function PersonalDataScreen() {
  const { title } = usePageRoute('Согласие на обработку персональных данных');
  return (
    <PageFrame title={title}>
      <LegalPageContent pageKey="personal_data_consent" />
    </PageFrame>
  );
}
