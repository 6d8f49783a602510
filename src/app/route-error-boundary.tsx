/**
 * Route errors (spec §2, §8): the error page of `route-error-content.tsx`
 * (loaded when an error happens, decision 015) in the error layout (modal
 * layer and header only).
 */
import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPageFallback } from '@/features/error-page/error-page-fallback';
import { ErrorLayout } from './layouts/error-layout';
import { RouteErrorContent } from './lazy-shell';

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <ErrorLayout>
        <RouteErrorContent error={error} />
      </ErrorLayout>
    </ErrorPageGuard>
  );
}
