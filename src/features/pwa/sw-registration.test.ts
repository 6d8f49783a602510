import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUpdateState, applyUpdate, resetUpdateState } from './update-store';
import { MIN_CHECK_GAP_MS, registerServiceWorker, UPDATE_CHECK_INTERVAL_MS } from './sw-registration';
import { HANDOVER_KEY, HANDOVER_RELOADS, HANDOVER_WAIT_MS } from './update-handover';

/** workbox-window's Workbox, reduced to what the registration uses. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(),
  messageSkipWaiting: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

function fakeWindow(registration: Record<string, unknown>, sessionStorage = new Map<string, string>()) {
  const container = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const reload = vi.fn();
  const win = {
    navigator: { serviceWorker: container, onLine: true },
    document,
    location: { reload },
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: number) => clearInterval(id),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    sessionStorage: {
      getItem: (key: string) => sessionStorage.get(key) ?? null,
      setItem: (key: string, value: string) => void sessionStorage.set(key, value),
      removeItem: (key: string) => void sessionStorage.delete(key),
    },
  };
  workbox.register.mockResolvedValue(registration);
  return { win: win as unknown as Window, container, document, reload, navigator: win.navigator };
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    workbox.listeners.clear();
    workbox.messageSkipWaiting.mockReset();
  });
  afterEach(() => {
    resetUpdateState();
    vi.useRealTimers();
  });

  it('announces a waiting worker; «Обновить» asks it to skip waiting and reloads once it controls', async () => {
    const registration = { waiting: {} as ServiceWorker, installing: null, update: vi.fn() };
    const { win, container, reload } = fakeWindow(registration);
    await registerServiceWorker(win);
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });

    // A controller change nobody asked for (another tab) does not reload this page.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    workbox.listeners.get('waiting')?.();
    expect(getUpdateState().available).toBe(true);
    applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(HANDOVER_WAIT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker has not taken over in time, and tells the next page', async () => {
    const session = new Map<string, string>();
    const { win, reload } = fakeWindow({ waiting: {} as ServiceWorker, installing: null, update: vi.fn() }, session);
    await registerServiceWorker(win);
    applyUpdate();
    vi.advanceTimersByTime(HANDOVER_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(session.get(HANDOVER_KEY)).toMatch(/^\d+:1$/);
  });

  describe('the page after that reload', () => {
    const asked = (reloads = 1) => new Map([[HANDOVER_KEY, `${Date.now()}:${reloads}`]]);

    it('asks the waiting worker again without a notice and reloads once it controls', async () => {
      const session = asked();
      const { win, container, reload } = fakeWindow(
        { waiting: {} as ServiceWorker, installing: null, update: vi.fn() },
        session,
      );
      await registerServiceWorker(win);
      workbox.listeners.get('waiting')?.();
      expect(getUpdateState().available).toBe(false);
      expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
      expect(session.has(HANDOVER_KEY)).toBe(false);
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledOnce();
    });

    it('reloads again while it still waits, counting the reloads', async () => {
      const session = asked(1);
      const { win, reload } = fakeWindow({ waiting: {} as ServiceWorker, installing: null, update: vi.fn() }, session);
      await registerServiceWorker(win);
      vi.advanceTimersByTime(HANDOVER_WAIT_MS);
      expect(reload).toHaveBeenCalledOnce();
      expect(session.get(HANDOVER_KEY)).toMatch(/^\d+:2$/);
    });

    it('offers «Обновить» again after the last reload, and still reloads once the new worker takes over', async () => {
      const session = asked(HANDOVER_RELOADS);
      const { win, container, reload } = fakeWindow(
        { waiting: {} as ServiceWorker, installing: null, update: vi.fn() },
        session,
      );
      await registerServiceWorker(win);
      vi.advanceTimersByTime(HANDOVER_WAIT_MS);
      expect(reload).not.toHaveBeenCalled();
      expect(session.has(HANDOVER_KEY)).toBe(false);
      expect(getUpdateState()).toEqual({ available: true, applying: false });
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledOnce();
    });

    it('reloads at once when the new worker took over while it loaded', async () => {
      const { win, reload } = fakeWindow({ waiting: null, installing: null, update: vi.fn() }, asked());
      await registerServiceWorker(win);
      expect(reload).toHaveBeenCalledOnce();
    });
  });

  it('only reloads when nothing waits any more', async () => {
    const { win, reload } = fakeWindow({ waiting: null, installing: null, update: vi.fn() });
    await registerServiceWorker(win);
    applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for updates hourly and on return to the tab, not offline and not too often', async () => {
    const update = vi.fn(() => Promise.resolve());
    const { win, document, navigator } = fakeWindow({ waiting: null, installing: null, update });
    const stop = await registerServiceWorker(win);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).not.toHaveBeenCalled(); // just registered: nothing new to look for yet

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(MIN_CHECK_GAP_MS);
    navigator.onLine = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(1);

    navigator.onLine = true;
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(1);
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('lets the site work on when registration fails', async () => {
    const { win } = fakeWindow({});
    workbox.register.mockRejectedValue(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registerServiceWorker(win)).resolves.toBeTypeOf('function');
    expect(warn).toHaveBeenCalled();
  });
});
