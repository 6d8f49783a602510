/**
 * What a server-rendered page hands to the browser that hydrates it, as a
 * JSON data block (`<script type="application/json" id="app-state">`, which
 * the CSP never runs): the render's moment, the API answers the page was
 * drawn from, and the router's loader data. Pure: shared by both sides.
 */
const PAGE_STATE_ELEMENT_ID = 'app-state';

export interface RouterHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  /** react-router's serialised errors (`__type: 'RouteErrorResponse'`), deserialised by its browser router. */
  errors: Record<string, unknown> | null;
}

export interface PageState {
  renderedAt: number;
  /** The RTK Query slice as the server left it: answered queries only. */
  api: unknown;
  router: RouterHydration;
  /**
   * The API addresses the page was drawn from (`/api/…?…`). The browser never asked them, so the
   * service worker has no copy for offline use; the page hands them over once it runs (decision 011).
   */
  reads?: string[];
}

/** `<` is escaped so the JSON can never close its script element or open a comment. */
function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function pageStateScript(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(state)}</script>`;
}

/** The page's state block, or null for a page the server did not render (the offline shell, the dev server). */
export function readPageState(
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): PageState | null {
  const text = doc?.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return typeof state.renderedAt === 'number' && state.router ? state : null;
  } catch {
    return null;
  }
}
