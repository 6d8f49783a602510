/** /owners/{slug} (spec §2): one guide for residents. */
import { useParams } from 'react-router';
import { GuidePage } from '@/features/owners/guide-page';
import { usePageRoute } from './use-page-route';

export default function OwnersGuideScreen() {
  const { slug = '' } = useParams();
  const { title } = usePageRoute('Собственникам');
  return <GuidePage key={slug} slug={slug} fallbackTitle={title} />;
}
