/**
 * The route error that means «this page's data is not on the device and the
 * server cannot be reached»: thrown by the entity loaders when their request
 * fails at the network level, drawn by the route error boundary as the
 * offline page. 503 because the page exists; nothing is wrong with it.
 */
import { data, isRouteErrorResponse } from 'react-router';

export function offlineRouteError() {
  return data({ offline: true }, { status: 503, statusText: 'offline' });
}

export function isOfflineRouteError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as { offline?: unknown } | null)?.offline === true
  );
}

/** RTK Query's «the request never got an answer». */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR';
}
