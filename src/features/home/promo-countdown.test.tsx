import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PromoCountdown } from './promo-countdown';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const seconds = () => screen.getByRole('timer').querySelector('[data-unit="seconds"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PromoCountdown', () => {
  it('ticks every second and names the time left for screen readers', () => {
    render(<PromoCountdown endsAt={iso(NOW + 2 * 86_400_000 + 5_000)} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('До конца акции 2 дня 0 часов 0 минут');
    expect(seconds()).toBe('05секунд');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('04секунды');
  });

  it('stops at zero and says the promotion is over', () => {
    render(<PromoCountdown endsAt={iso(NOW + 2_000)} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Акция завершена')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts by the server clock when the local one is wrong', () => {
    // The local clock is 10 minutes slow: without the offset 10 more minutes would show.
    render(<PromoCountdown endsAt={iso(NOW + 15 * 60_000)} offsetMs={10 * 60_000} />);
    expect(screen.getByRole('timer').querySelector('[data-unit="minutes"]')?.textContent).toBe('05минут');
  });
});
