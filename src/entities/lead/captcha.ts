/**
 * Yandex SmartCaptcha in its invisible mode (spec §5: a captcha check passes
 * before a form is sent). The script is loaded only when the server gave a
 * site key, and only at the first submit, so pages without forms never pay
 * for it. Without a key (development, tests) the placeholder token is used,
 * which the server accepts only when it has no captcha secret (spec §8).
 */
import { runtimeConfig } from '@/lib/runtime-config';
import { DEV_CAPTCHA_TOKEN } from '@/schemas/lead-kind';
import { LEAD_MESSAGES } from './lead-texts';

export const CAPTCHA_SCRIPT_URL = 'https://smartcaptcha.yandexcloud.net/captcha.js';
const ONLOAD_CALLBACK = '__severinCaptchaLoaded';
/** `challenge-hidden` may come just before `success` after a solved task: wait this long before calling it a failure. */
const HIDDEN_GRACE_MS = 400;

/** The two errors of spec §8, with what the visitor reads. */
export class CaptchaError extends Error {
  constructor(
    readonly code: "smartCaptcha doesn't work" | 'smartCaptcha challenge failed',
    readonly userMessage: string,
  ) {
    super(code);
    this.name = 'CaptchaError';
  }
}
const unavailable = () => new CaptchaError("smartCaptcha doesn't work", LEAD_MESSAGES.captchaUnavailable);
const failed = () => new CaptchaError('smartCaptcha challenge failed', LEAD_MESSAGES.captchaFailed);

type CaptchaEvent = 'success' | 'challenge-hidden' | 'network-error' | 'javascript-error' | 'token-expired';
export interface SmartCaptchaApi {
  render(container: HTMLElement, params: { sitekey: string; invisible: boolean; hl: string }): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
  getResponse(widgetId: number): string;
  subscribe(widgetId: number, event: CaptchaEvent, callback: (token?: string) => void): () => void;
}
declare global {
  interface Window {
    smartCaptcha?: SmartCaptchaApi;
    __severinCaptchaLoaded?: () => void;
  }
}

let loading: Promise<SmartCaptchaApi> | null = null;
let widget: { key: string; id: number } | null = null;

function loadScript(): Promise<SmartCaptchaApi> {
  if (window.smartCaptcha) return Promise.resolve(window.smartCaptcha);
  loading ??= new Promise<SmartCaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    window[ONLOAD_CALLBACK] = () => (window.smartCaptcha ? resolve(window.smartCaptcha) : reject(unavailable()));
    script.src = `${CAPTCHA_SCRIPT_URL}?render=onload&onload=${ONLOAD_CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(unavailable());
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline for a moment) is tried again at the next submit.
    loading = null;
    throw error;
  });
  return loading;
}

function widgetFor(captcha: SmartCaptchaApi, siteKey: string): number {
  if (widget?.key === siteKey) return widget.id;
  const container = document.createElement('div');
  container.dataset.captcha = 'invisible';
  document.body.append(container);
  widget = { key: siteKey, id: captcha.render(container, { sitekey: siteKey, invisible: true, hl: 'ru' }) };
  return widget.id;
}

function execute(captcha: SmartCaptchaApi, id: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const unsubscribe: Array<() => void> = [];
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      unsubscribe.forEach((off) => off());
      action();
    };
    unsubscribe.push(
      captcha.subscribe(id, 'success', (token) => settle(() => (token ? resolve(token) : reject(failed())))),
      captcha.subscribe(id, 'network-error', () => settle(() => reject(unavailable()))),
      captcha.subscribe(id, 'javascript-error', () => settle(() => reject(unavailable()))),
      // The visitor closed the task without solving it.
      captcha.subscribe(id, 'challenge-hidden', () =>
        window.setTimeout(() => {
          const token = captcha.getResponse(id);
          settle(() => (token ? resolve(token) : reject(failed())));
        }, HIDDEN_GRACE_MS),
      ),
    );
    // A token is good for one check: every submit asks for a fresh one.
    captcha.reset(id);
    captcha.execute(id);
  });
}

/** A captcha token for one submit; rejects with CaptchaError. */
export async function getCaptchaToken(siteKey: string | null = runtimeConfig().captchaSiteKey): Promise<string> {
  if (!siteKey) return DEV_CAPTCHA_TOKEN;
  let captcha: SmartCaptchaApi;
  let id: number;
  try {
    captcha = await loadScript();
    id = widgetFor(captcha, siteKey);
  } catch (error) {
    throw error instanceof CaptchaError ? error : unavailable();
  }
  return execute(captcha, id);
}

/** Test seam: forget the loaded script and widget. */
export function resetCaptchaForTests(): void {
  loading = null;
  widget = null;
}
