import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '@/schemas/lead-kind';
import {
  CAPTCHA_SCRIPT_URL,
  CaptchaError,
  getCaptchaToken,
  resetCaptchaForTests,
  type SmartCaptchaApi,
} from './captcha';
import { LEAD_MESSAGES } from './lead-texts';

type Listener = (token?: string) => void;

/** A fake window.smartCaptcha whose `execute` fires the given event. */
function fakeCaptcha(event: 'success' | 'challenge-hidden' | 'network-error', token = 'real-token') {
  const listeners = new Map<string, Listener>();
  const api: SmartCaptchaApi = {
    render: vi.fn(() => 7),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
    subscribe: vi.fn((_id, name, callback) => {
      listeners.set(name, callback);
      return () => listeners.delete(name);
    }),
    execute: vi.fn(() => queueMicrotask(() => listeners.get(event)?.(event === 'success' ? token : undefined))),
  };
  return api;
}

/** happy-dom does not load scripts: catch the element the loader appends instead. */
function catchScript() {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
  );
  return appended;
}

describe('getCaptchaToken', () => {
  afterEach(() => {
    resetCaptchaForTests();
    delete window.smartCaptcha;
  });

  it('uses the placeholder token and loads nothing without a site key', async () => {
    const appended = catchScript();
    await expect(getCaptchaToken(null)).resolves.toBe(DEV_CAPTCHA_TOKEN);
    expect(appended).toEqual([]);
  });

  it('loads the SmartCaptcha script once a key is set', async () => {
    const appended = catchScript();
    const token = getCaptchaToken('site-key');
    const [script] = appended as [HTMLScriptElement];
    expect(script.src.startsWith(`${CAPTCHA_SCRIPT_URL}?render=onload&onload=`)).toBe(true);
    window.smartCaptcha = fakeCaptcha('success');
    window.__severinCaptchaLoaded?.();
    await expect(token).resolves.toBe('real-token');
    expect(window.smartCaptcha.render).toHaveBeenCalledWith(expect.any(HTMLElement), {
      sitekey: 'site-key',
      invisible: true,
      hl: 'ru',
    });
    expect(window.smartCaptcha.reset).toHaveBeenCalledWith(7);
  });

  it("rejects with 'smartCaptcha doesn't work' when the script cannot load", async () => {
    const appended = catchScript();
    const token = getCaptchaToken('site-key');
    appended[0]!.onerror?.(new Event('error'));
    await expect(token).rejects.toMatchObject({
      code: "smartCaptcha doesn't work",
      userMessage: LEAD_MESSAGES.captchaUnavailable,
    });
  });

  it("rejects with 'smartCaptcha challenge failed' when the task is closed unsolved", async () => {
    window.smartCaptcha = fakeCaptcha('challenge-hidden');
    const error = await getCaptchaToken('site-key').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CaptchaError);
    expect((error as CaptchaError).code).toBe('smartCaptcha challenge failed');
    expect((error as CaptchaError).userMessage).toBe(LEAD_MESSAGES.captchaFailed);
  });

  it('reports a network error of the widget as not working', async () => {
    window.smartCaptcha = fakeCaptcha('network-error');
    await expect(getCaptchaToken('site-key')).rejects.toMatchObject({ code: "smartCaptcha doesn't work" });
  });
});
