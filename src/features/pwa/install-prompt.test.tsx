import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { captureInstallPrompt, INSTALLED_KEY, resetInstallCapture } from './install-capture';
import { DISMISSED_KEY, ENGAGED_MS_FOR_PROMPT } from './install-policy';
import { InstallPrompt } from './install-prompt';
import { LOT_VIEWS_KEY } from './use-interest';
import { PWA_TEXTS } from './pwa-texts';

/** A `beforeinstallprompt` as Chromium fires it, with the visitor's answer to its dialog. */
function fireInstallable(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

let navigateTo: (path: string) => void = () => undefined;
function Navigator() {
  navigateTo = useNavigate();
  return null;
}

function setup({ lotPage = false, held = false } = {}) {
  return render(
    <MemoryRouter initialEntries={['/lots/1']}>
      <Navigator />
      <Routes>
        <Route path="*" element={<InstallPrompt lotPage={lotPage} held={held} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = () => screen.queryByRole('region', { name: PWA_TEXTS.installTitle });
let detach: () => void = () => undefined;
/** happy-dom has no service workers: a container whose controller the test sets. */
const container = Object.assign(new EventTarget(), { controller: null as object | null });

describe('InstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    container.controller = {};
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    detach = captureInstallPrompt(window);
  });
  afterEach(() => {
    cleanup();
    detach();
    resetInstallCapture();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it('keeps the browser event and shows nothing on first paint, then after 30 s of engagement', () => {
    setup();
    const event = fireInstallable();
    expect(event.defaultPrevented).toBe(true);
    expect(card()).toBeNull();
    act(() => vi.advanceTimersByTime(ENGAGED_MS_FOR_PROMPT - 1));
    expect(card()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(card()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Установить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Не сейчас' })).toBeTruthy();
  });

  it('shows on the second lot page view', () => {
    setup({ lotPage: true });
    fireInstallable();
    expect(card()).toBeNull();
    act(() => navigateTo('/lots/2'));
    expect(card()).not.toBeNull();
    expect(sessionStorage.getItem(LOT_VIEWS_KEY)).toBe('2');
  });

  it('does not count time while the tab is hidden', () => {
    setup();
    fireInstallable();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(ENGAGED_MS_FOR_PROMPT * 2));
    expect(card()).toBeNull();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(ENGAGED_MS_FOR_PROMPT));
    expect(card()).not.toBeNull();
  });

  it('waits until the service worker controls the page', () => {
    sessionStorage.setItem(LOT_VIEWS_KEY, '2');
    container.controller = null;
    setup();
    fireInstallable();
    expect(card()).toBeNull();
    container.controller = {};
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(card()).not.toBeNull();
  });

  it('never shows without the browser event, while held, or after appinstalled', () => {
    sessionStorage.setItem(LOT_VIEWS_KEY, '5');
    const { unmount } = setup({ held: true });
    fireInstallable();
    expect(card()).toBeNull();
    unmount();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('1');
    fireInstallable();
    setup();
    expect(card()).toBeNull();
  });

  it('«Не сейчас» hides the card for 30 days; Escape does the same', () => {
    sessionStorage.setItem(LOT_VIEWS_KEY, '2');
    const first = setup();
    fireInstallable();
    fireEvent.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(card()).toBeNull();
    expect(Number(localStorage.getItem(DISMISSED_KEY))).toBe(Date.now());
    first.unmount();
    setup();
    expect(card()).toBeNull();

    cleanup();
    localStorage.clear();
    setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Установить' }), { key: 'Escape' });
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull();
  });

  it('«Установить» opens the browser dialog once; declining it counts as «Не сейчас»', async () => {
    sessionStorage.setItem(LOT_VIEWS_KEY, '2');
    setup();
    const event = fireInstallable('dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Установить' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull();
  });
});
