/**
 * The browser hydrates what the server drew without a mismatch (issue 31),
 * then moves on: a clock drawn at the render's moment reads the real time, a
 * device with a share sheet says «Поделиться» in a button of the same width,
 * the project nav marks the section of the address's hash.
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRenderEnv } from '@/lib/render/test-render-env';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import { menuSlice } from '@/entities/menu/menu-slice';
import { ShareButton } from '@/ui/share/share-button';
import { FooterLegal } from '@/features/footer/footer-legal';
import { PromoCountdown } from '@/features/home/promo-countdown';
import { ProjectNav } from '@/features/project-page/project-nav';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
// The page was drawn (and perhaps cached) ten minutes before the visitor opened it.
const RENDERED_AT = NOW - 10 * 60_000;
const END = NOW + 60 * 60_000;
const nav = navigator as unknown as { share?: Navigator['share'] };

function Page({ env, entry }: { env: RenderEnv; entry: string }) {
  const store = configureStore({ reducer: { [menuSlice.reducerPath]: menuSlice.reducer } });
  return (
    <RenderEnvProvider value={env}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[entry]}>
          <PromoCountdown endsAt={new Date(END).toISOString()} />
          <ShareButton title="Квартира № 125" url="/flat/125" />
          <ProjectNav sections={['about', 'genplan']} />
          <FooterLegal />
        </MemoryRouter>
      </Provider>
    </RenderEnvProvider>
  );
}

// Here one process renders both sides, which React's development build warns about; on the site they are apart.
let errors: unknown[][] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) errors.push(args);
  });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete nav.share;
  vi.useRealTimers();
});

async function hydrate(page: ReactNode, serverPage: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverPage);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError });
  });
  return { container, onRecoverableError };
}

const minutes = (container: HTMLElement) => container.querySelector('[data-unit="minutes"]')?.textContent;

describe('hydrating the server page', () => {
  it('matches the server, then the clock reads the real time and the device shares by its sheet', async () => {
    nav.share = vi.fn().mockResolvedValue(undefined);
    const env = testRenderEnv({ renderedAt: RENDERED_AT, eager: true });
    const server = renderToString(<Page env={env} entry="/projects/sever" />);
    // The server counted from its moment and, not knowing the device, offered to copy the link.
    expect(server).toContain('aria-label="До конца акции 0 дней 1 час 10 минут"');
    expect(server).toMatch(
      /<span>Скопировать ссылку<\/span><span data-off="true" aria-hidden="true">Поделиться<\/span>/,
    );

    const { container, onRecoverableError } = await hydrate(
      <Page env={env} entry="/projects/sever#genplan" />,
      <Page env={env} entry="/projects/sever" />,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).toEqual([]);

    // After hydration: an hour left by the browser's clock, the share sheet, the hash's section current.
    expect(minutes(container)).toBe('00минут');
    expect(container.querySelector('[data-unit="hours"]')?.textContent).toBe('01час');
    const button = container.querySelector('button')!;
    expect(button.querySelector('[data-off]')?.textContent).toBe('Скопировать ссылку');
    const shown = Array.from(button.querySelectorAll('span')).filter(
      (span) => span.children.length === 0 && !span.hasAttribute('data-off'),
    );
    expect(shown.map((span) => span.textContent)).toEqual(['Поделиться']);
    expect(container.querySelector('[aria-current="location"]')?.textContent).toBe('Генплан');
    expect(container.textContent).toContain('© 2014–2026');

    act(() => vi.advanceTimersByTime(60_000));
    expect(minutes(container)).toBe('59минут');
  });
});
