/** What the outbox middleware and its delivery loop share; no imports, so the loop's chunk needs nothing back from the middleware. */
import { createAction } from '@reduxjs/toolkit';

/** The connection or the tab came back, or a backoff ran out: try the outbox again. */
export const connectionRestored = createAction('savedLots/connectionRestored');

export type Dispatch = (action: unknown) => unknown;

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
