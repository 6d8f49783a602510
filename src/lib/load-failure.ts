/**
 * Why a read failed, in the two cases a visitor can act on differently
 * (issue 30): the device is offline or the request never got an answer
 * (RTK Query's `FETCH_ERROR`) — «Нет подключения к интернету», try again once
 * the network is back; or the server answered with an error — the spec's
 * «Ошибка на стороне сервера.» (§2), nothing to check on the visitor's side.
 * A 500 once read «Проверьте подключение к интернету», and an offline page
 * said only «Не удалось загрузить…». Every load-error notice takes its words
 * from here.
 */
import { isOnline } from './connection';

export type LoadFailureKind = 'offline' | 'server';

const NBSP = '\u00a0';

export const LOAD_FAILURE_TEXTS = {
  offline: {
    title: `Нет подключения к${NBSP}интернету`,
    hint: `Проверьте подключение и${NBSP}нажмите «Повторить».`,
  },
  server: {
    title: 'Ошибка на стороне сервера.',
    hint: `Мы уже разбираемся. Попробуйте ещё раз через несколько минут.`,
  },
  retry: 'Повторить',
} as const;

/** Errors a request can fail with before any answer arrives (RTK Query's fetchBaseQuery). */
const NO_ANSWER = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/**
 * `error`: what the query hook reports (`{ status: number | 'FETCH_ERROR' | … }`)
 * or a thrown error. The device being offline wins whatever the error says.
 */
export function loadFailureKind(error: unknown, online: boolean = isOnline()): LoadFailureKind {
  if (!online) return 'offline';
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'string' && NO_ANSWER.has(status)) return 'offline';
  // A thrown fetch failure («Failed to fetch», «NetworkError when attempting to fetch resource», «Load failed»).
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return 'offline';
  // 5xx, a 4xx the page did not expect, an answer that was not JSON: the server's side.
  return 'server';
}
