import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScrollEdges } from './scroll-edges';

/** A row whose sizes jsdom would not compute: `hidden` px of content past the box. */
function row(hidden: number, scrollLeft = 0) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 300, configurable: true });
  Object.defineProperty(element, 'scrollWidth', { value: 300 + hidden, configurable: true });
  element.scrollLeft = scrollLeft;
  document.body.append(element);
  return element;
}

const flags = (element: HTMLElement) =>
  ['data-overflowing', 'data-more-start', 'data-more-end'].filter((name) => element.hasAttribute(name));

describe('watchScrollEdges', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('marks the hidden end of a row at its start, both edges in the middle, the start at its end', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const element = row(200);
    const stop = watchScrollEdges(element);
    vi.advanceTimersToNextFrame();
    expect(flags(element)).toEqual(['data-overflowing', 'data-more-end']);
    element.scrollLeft = 100;
    element.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(flags(element)).toEqual(['data-overflowing', 'data-more-start', 'data-more-end']);
    element.scrollLeft = 200;
    element.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(flags(element)).toEqual(['data-overflowing', 'data-more-start']);
    stop();
  });

  it('marks nothing when everything fits (a sub-pixel difference included)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const element = row(1);
    watchScrollEdges(element)();
    vi.advanceTimersToNextFrame();
    const fits = row(1);
    const stop = watchScrollEdges(fits);
    vi.advanceTimersToNextFrame();
    expect(flags(fits)).toEqual([]);
    stop();
  });
});
