/**
 * Runtime configuration the server puts into the page as a JSON data block
 * (`<script type="application/json" id="app-config">`): CSP never runs it, and
 * the browser reads it once at start-up. Pure: shared by server and browser.
 */
import type { Stage } from './stage';

export interface AppRuntimeConfig {
  stage: Stage;
  /** Lifts the route guard (spec §2). */
  devFlag: boolean;
  /** HTTP status the server answered the first page with (404 renders the not-found page). */
  status: number;
  /**
   * The origin the page was asked at (`https://host`): absolute addresses drawn on the page
   * (share links, QR codes of the print sheet) use it on the server and in the browser alike.
   */
  origin: string;
  /** Maintenance end time announced by `tech/`, ISO, or null. */
  maintenanceUntil: string | null;
  /** Yandex SmartCaptcha client key; null: no captcha script, forms send the placeholder token. */
  captchaSiteKey: string | null;
  /** Call-tracking registration URL (spec §7); null: nothing is sent. */
  callTrackingUrl: string | null;
  // The third parties below are absent unless configured: most pages then carry no extra bytes.
  /** Yandex Metrika counter number (spec §7), loaded after cookie consent. */
  yandexMetrikaId?: string;
  /** VK Top@Mail.ru counter number (the ad-network counter), loaded after cookie consent. */
  adCounterId?: string;
  /** Script URL of the callback widget. */
  callbackWidgetSrc?: string;
}

export const APP_CONFIG_ELEMENT_ID = 'app-config';
export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
export const APP_HEAD_PLACEHOLDER = '<!--app-head-->';
export const APP_HTML_PLACEHOLDER = '<!--app-html-->';

export const DEFAULT_APP_CONFIG: AppRuntimeConfig = {
  stage: 'test',
  devFlag: false,
  status: 200,
  origin: globalThis.location?.origin ?? 'http://localhost',
  maintenanceUntil: null,
  captchaSiteKey: null,
  callTrackingUrl: null,
};

/** `<` is escaped so the JSON can never close its script element. */
export function serializeAppConfig(config: AppRuntimeConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

export function parseAppConfig(text: string | null | undefined): AppRuntimeConfig {
  if (!text || text.startsWith('<!--')) return DEFAULT_APP_CONFIG;
  try {
    const value = JSON.parse(text) as Partial<AppRuntimeConfig>;
    return { ...DEFAULT_APP_CONFIG, ...value };
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}
