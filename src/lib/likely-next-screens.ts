/**
 * Where visitors most often go next (the catalogue, a lot, their favourites):
 * their files are fetched at idle (spec §9, src/lib/idle-prefetch.ts). Shared
 * with the server, which names those files on a page it renders (decision 021).
 */
import type { ScreenKey } from './routes';

export const LIKELY_NEXT_SCREENS: readonly ScreenKey[] = ['lots', 'lot', 'favorites'];
