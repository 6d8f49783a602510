import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverPrerendered, MAX_WAIT_MS } from './prerendered-hand-over';

const layer = () => document.getElementById('prerendered');

describe('handOverPrerendered', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="prerendered"><main><h1>Квартира, 64,2 м²</h1></main></div><div id="root"></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the prerendered page while the app has no heading and removes it when one appears', async () => {
    handOverPrerendered();
    document.getElementById('root')!.innerHTML = '<header>Северин</header><div aria-busy="true"></div>';
    await Promise.resolve();
    expect(layer()).not.toBeNull();
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<main><h1>2-комнатная квартира</h1></main>');
    await vi.waitFor(() => expect(layer()).toBeNull());
  });

  it('removes it at once when the app already shows its heading', () => {
    document.getElementById('root')!.innerHTML = '<h1>Контакты</h1>';
    handOverPrerendered();
    expect(layer()).toBeNull();
  });

  it('gives up waiting after the time limit, and stopping leaves the layer in place', () => {
    vi.useFakeTimers();
    const stop = handOverPrerendered();
    stop();
    vi.advanceTimersByTime(MAX_WAIT_MS + 1);
    expect(layer()).not.toBeNull();
    handOverPrerendered();
    vi.advanceTimersByTime(MAX_WAIT_MS + 1);
    expect(layer()).toBeNull();
  });

  it('keeps a layer with a hero picture until the picture is decoded and painted', async () => {
    let decoded: () => void = () => undefined;
    document.body.innerHTML = '<div id="prerendered"><div><img src="/hero.webp" fetchpriority="high" alt=""></div></div><div id="root"><h1>Северин</h1></div>';
    const picture = document.querySelector('img')!;
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    handOverPrerendered();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer()).not.toBeNull();
    // Meanwhile only the app's page is there for assistive technology and the pointer.
    expect(layer()!.getAttribute('aria-hidden')).toBe('true');
    expect(layer()!.inert).toBe(true);
    decoded();
    await vi.waitFor(() => expect(layer()).toBeNull());
  });

  it('does nothing on pages the server did not prerender', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => handOverPrerendered()()).not.toThrow();
  });
});
