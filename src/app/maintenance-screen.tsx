/**
 * Announced maintenance (spec §2, §4): the error page's countdown plus the
 * maintenance feature's reload once the works end. Composed here because
 * features do not import each other.
 */
import { MaintenancePage } from '@/features/error-page/maintenance-page';
import { useReloadAfterMaintenance } from '@/features/maintenance/use-reload-after-maintenance';

export function MaintenanceScreen({ until }: { until: string }) {
  useReloadAfterMaintenance(until);
  return <MaintenancePage until={until} />;
}
