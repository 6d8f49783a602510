/**
 * What the route error boundary shows (spec §2, §8), in its own chunk
 * (decision 015): 404 → 'Страницы не существует.', maintenance → countdown
 * page, no network and no kept data (or any other failure while the device
 * is offline) → the offline page (decision 011),
 * anything else (including errors without a status) → 500.
 */
import { isRouteErrorResponse } from 'react-router';
import { useOnline } from '@/lib/use-online';
import { NotFoundPage } from '@/features/error-page/not-found-page';
import { ServerErrorPage } from '@/features/error-page/server-error-page';
import { OfflinePage } from '@/features/offline-page/offline-page';
import { isOfflineRouteError } from '@/features/offline-page/offline-error';
import { MaintenanceScreen } from './maintenance-screen';

export function RouteErrorContent({ error }: { error: unknown }) {
  const online = useOnline();
  if (isOfflineRouteError(error)) return <OfflinePage />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const until = (error.data as { maintenanceUntil?: string } | null)?.maintenanceUntil;
    if (error.status === 503 && until) return <MaintenanceScreen until={until} />;
  }
  // A screen that threw because its read failed with the device offline (issue 30): say so, not «Ошибка на стороне сервера».
  if (!online) return <OfflinePage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage code={isRouteErrorResponse(error) && error.status >= 500 ? error.status : 500} />;
}
