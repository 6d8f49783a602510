/**
 * Maintenance announced while the visitor is already on the site: the first
 * page learns it from the runtime config (the root loader), an open page
 * from `tech/`, asked on start, every two minutes while the tab is in front
 * and on returning to it. Returns the end time while it is ahead, else null.
 */
import { useGetTechQuery } from '@/entities/site/site-api';
import { useHydrated } from '@/lib/render/client-only';
import { useRenderedAt } from '@/lib/render/render-env';
import { MAINTENANCE_POLL_MS, activeMaintenance } from './maintenance-time';

export function useAnnouncedMaintenance({ skip = false } = {}): string | null {
  const { data } = useGetTechQuery(undefined, {
    skip,
    pollingInterval: MAINTENANCE_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  // The render's moment on the server and while hydrating (the same answer on both sides), the clock after.
  const renderedAt = useRenderedAt();
  const hydrated = useHydrated();
  return activeMaintenance(data?.time, hydrated ? Date.now() : renderedAt);
}
