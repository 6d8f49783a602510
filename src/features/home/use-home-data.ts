/**
 * The home page's data: the public `main_page/`, or the preview with an
 * editor's key (`/?preview=KEY`). A refused preview (403) says so instead
 * of silently showing the public page.
 */
import { useDeferredValue } from 'react';
import { useGetHomePageQuery, useGetHomePreviewQuery } from './home-api';

export function useHomeData(previewToken: string | null) {
  const preview = previewToken !== null;
  const live = useGetHomePageQuery(undefined, { skip: preview });
  const draft = useGetHomePreviewQuery(previewToken ?? '', { skip: !preview });
  const query = preview ? draft : live;
  const status = query.error && 'status' in query.error ? query.error.status : null;
  // The page arrives through the store, whose updates React renders in one
  // uninterruptible task; deferred, the whole page renders in slices instead.
  const page = useDeferredValue(query.data);
  return {
    page,
    isLoading: query.isLoading,
    failed: query.isError,
    error: query.error,
    previewDenied: preview && status === 403,
    retry: query.refetch,
  };
}
