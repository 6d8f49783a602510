import { afterEach, describe, expect, it, vi } from 'vitest';
import { callTrackingBody, emitSubmitFooterForm, sendCallTracking, SUBMIT_FOOTER_FORM_EVENT } from './call-tracking';

describe('call tracking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends fio, email, subject and the page url, leaving out empty fields', () => {
    const body = callTrackingBody(
      { subject: 'Подписка на рассылку', fio: 'Анна Петрова', email: 'anna@example.ru', phone: '' },
      'https://site.ru/news',
    );
    expect(Object.fromEntries(body)).toEqual({
      subject: 'Подписка на рассылку',
      fio: 'Анна Петрова',
      email: 'anna@example.ru',
      requestUrl: 'https://site.ru/news',
    });
  });

  it('sends nothing without a configured URL', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await sendCallTracking({ subject: 'x' }, null);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('only logs a failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sendCallTracking({ subject: 'x' }, 'https://ct.example/register/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    await sendCallTracking({ subject: 'x' }, 'https://ct.example/register/');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("emits 'submit-footer-form' on window", () => {
    const listener = vi.fn();
    window.addEventListener(SUBMIT_FOOTER_FORM_EVENT, listener);
    emitSubmitFooterForm();
    window.removeEventListener(SUBMIT_FOOTER_FORM_EVENT, listener);
    expect(SUBMIT_FOOTER_FORM_EVENT).toBe('submit-footer-form');
    expect(listener).toHaveBeenCalledOnce();
  });
});
