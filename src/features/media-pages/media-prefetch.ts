/** `/media` and `/media/{slug}` before their first render (decision 023), with the arguments of their pages' hooks. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { MEDIA_CATEGORIES, type MediaCategory } from '@/schemas/content-categories';
import { mediaPagesApi } from './media-api';

/** The tab `?category=` picks (none: «Все»); the page and its prefetch share it. */
export const readMediaCategory = (value: string | null): MediaCategory | undefined =>
  (MEDIA_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as MediaCategory) : undefined;

export const prefetchMediaPage: Prefetch = ({ dispatch, url }) =>
  settle([
    dispatch(mediaPagesApi.endpoints.getMediaList.initiate(readMediaCategory(url.searchParams.get('category')))),
    dispatch(mediaPagesApi.endpoints.getMediaFacets.initiate()),
  ]);

export const prefetchMediaItemPage: Prefetch = ({ dispatch, params }) =>
  settle([dispatch(mediaPagesApi.endpoints.getMediaItem.initiate(params.slug ?? ''))]);
