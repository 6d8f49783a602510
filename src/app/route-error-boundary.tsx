/**
 * Route errors (spec §2, §8): 404 → 'Страницы не существует.', maintenance →
 * countdown page, no network and no kept data → the offline page (decision
 * 011), anything else (including errors without a status) → 500.
 * Shown in the error layout (modal layer and header only).
 */
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/features/error-page/not-found-page';
import { ServerErrorPage } from '@/features/error-page/server-error-page';
import { ErrorPageFallback } from '@/features/error-page/error-page-fallback';
import { OfflinePage } from '@/features/offline-page/offline-page';
import { isOfflineRouteError } from '@/features/offline-page/offline-error';
import { ErrorLayout } from './layouts/error-layout';
import { MaintenanceScreen } from './maintenance-screen';

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

function ErrorContent({ error }: { error: unknown }) {
  if (isOfflineRouteError(error)) return <OfflinePage />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const until = (error.data as { maintenanceUntil?: string } | null)?.maintenanceUntil;
    if (error.status === 503 && until) return <MaintenanceScreen until={until} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage />;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <ErrorLayout>
        <ErrorContent error={error} />
      </ErrorLayout>
    </ErrorPageGuard>
  );
}
