import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetInstallCapture } from './install-capture';
import { startPwa } from './start-pwa';

function fakeWindow({
  readyState = 'loading',
  worker = true,
}: { readyState?: DocumentReadyState; worker?: boolean } = {}) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    navigator: worker ? { serviceWorker: new EventTarget() } : {},
  }) as unknown as Window;
}

describe('startPwa', () => {
  afterEach(() => resetInstallCapture());

  it('registers the worker in production only after the load event, in a task of its own', () => {
    vi.useFakeTimers();
    try {
      const win = Object.assign(fakeWindow(), { setTimeout: globalThis.setTimeout });
      const register = vi.fn(() => Promise.resolve());
      startPwa({ production: true, win, register });
      vi.runAllTimers();
      expect(register).not.toHaveBeenCalled();
      win.dispatchEvent(new Event('load'));
      expect(register).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(register).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never registers in development or without service workers', () => {
    const register = vi.fn(() => Promise.resolve());
    const dev = fakeWindow({ readyState: 'complete' });
    startPwa({ production: false, win: dev, register });
    const old = fakeWindow({ readyState: 'complete', worker: false });
    startPwa({ production: true, win: old, register });
    dev.dispatchEvent(new Event('load'));
    old.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('catches the install event from the start', () => {
    const win = fakeWindow();
    startPwa({ production: false, win, register: vi.fn() });
    const event = new Event('beforeinstallprompt', { cancelable: true });
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
