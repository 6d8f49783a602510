/** /owners/{slug} (spec §2): one guide for residents. */
import { useParams } from 'react-router';
import { GuidePage } from '@/features/owners/guide-page';
import { usePageRoute } from './use-page-route';
import { prefetchGuidePage } from '@/features/owners/owners-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchGuidePage;

export default function OwnersGuideScreen() {
  const { slug = '' } = useParams();
  const { title } = usePageRoute('Собственникам');
  return <GuidePage key={slug} slug={slug} fallbackTitle={title} />;
}
