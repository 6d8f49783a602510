import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OfflineIndicator, RESTORED_VISIBLE_MS } from './offline-indicator';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const status = () => screen.getByRole('status');

describe('OfflineIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says nothing while online', () => {
    render(<OfflineIndicator />);
    expect(status().textContent).toBe('');
  });

  it('shows the offline status with a hint, then «Соединение восстановлено» briefly', () => {
    render(<OfflineIndicator />);
    goOnline(false);
    expect(status().textContent).toMatch(/^Нет подключения к\sинтернету/);
    expect(status().textContent).toMatch(/Сохранённые лоты/);

    goOnline(true);
    expect(status().textContent).toBe('Соединение восстановлено');
    act(() => vi.advanceTimersByTime(RESTORED_VISIBLE_MS - 1));
    expect(status().textContent).toBe('Соединение восстановлено');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('starts offline when the page opens without a network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineIndicator />);
    expect(status().textContent).toMatch(/Нет подключения/);
  });

  it('drops the restored message when the network goes again', () => {
    render(<OfflineIndicator />);
    goOnline(false);
    goOnline(true);
    goOnline(false);
    expect(status().textContent).not.toMatch(/восстановлено/);
    expect(status().textContent).toMatch(/Нет подключения/);
  });
});
