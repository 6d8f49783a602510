import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useClock } from './use-clock';
import { WithRenderEnv } from './test-render-env';

const RENDERED_AT = Date.UTC(2026, 10, 23, 9, 0, 0);
const NOW = RENDERED_AT + 5 * 60_000;

function Clock({ until }: { until?: number }) {
  return <output>{useClock(1000, until)}</output>;
}
const shown = () => Number(screen.getByRole('status').textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useClock', () => {
  it('starts from the render moment, then moves to the real time and ticks', () => {
    const seen: number[] = [];
    function Spy() {
      const now = useClock(1000);
      seen.push(now);
      return null;
    }
    render(
      <WithRenderEnv renderedAt={RENDERED_AT}>
        <Spy />
      </WithRenderEnv>,
    );
    // The first render draws what the server drew; the effect then reads the browser's clock.
    expect(seen[0]).toBe(RENDERED_AT);
    expect(seen.at(-1)).toBe(NOW);
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toBe(NOW + 1000);
  });

  it('stops at `until`: no timer is left once it is reached', () => {
    render(
      <WithRenderEnv renderedAt={RENDERED_AT}>
        <Clock until={NOW + 2000} />
      </WithRenderEnv>,
    );
    expect(shown()).toBe(NOW);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe(NOW + 2000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick when the render moment is already past `until`', () => {
    render(
      <WithRenderEnv renderedAt={RENDERED_AT}>
        <Clock until={RENDERED_AT} />
      </WithRenderEnv>,
    );
    expect(shown()).toBe(RENDERED_AT);
    expect(vi.getTimerCount()).toBe(0);
  });
});
