/**
 * The browser hydrates the server's page without a mismatch (issue 31):
 * eager parts are whole on both sides, browser-only parts draw their fallback
 * on both sides and mount right after, and an `ssr: true` lazy part keeps the
 * server's HTML until its chunk arrives, then becomes live.
 */
import { act, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { ClientOnly } from '@/lib/render/client-only';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import { DEFAULT_VISITOR_HINTS } from '@/lib/render/visitor-hints';
import { MountLater } from '@/ui/mount-later/mount-later';
import { StepwiseList } from '@/ui/mount-later/stepwise-list';
import { lazyPart } from './lazy-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROOMS = ['Студия', '1-к', '2-к', '3-к'];

function Footer() {
  const [open, setOpen] = useState(false);
  return (
    <footer>
      <button type="button" onClick={() => setOpen(true)}>
        Контакты
      </button>
      {open && <p>+7 495 000-00-00</p>}
    </footer>
  );
}

function Menu() {
  return <nav>Меню</nav>;
}

type Parts = { Footer: ComponentType; Menu: ComponentType };

function Page({ env, parts }: { env: RenderEnv; parts: Parts }) {
  // Like the header's favourites count: the layout draws again while the footer's chunk may still be on its way.
  const [saved, setSaved] = useState(0);
  return (
    <RenderEnvProvider value={env}>
      <h1>Квартира</h1>
      <button type="button" onClick={() => setSaved(saved + 1)}>
        Избранное {saved}
      </button>
      <MountLater>
        <h2>Похожие квартиры</h2>
      </MountLater>
      <ul>
        <StepwiseList items={ROOMS} first={1} step={1}>
          {(room) => <li key={room}>{room}</li>}
        </StepwiseList>
      </ul>
      <ClientOnly fallback={<p role="status">Загружаем форму…</p>}>
        <form aria-label="Заявка" />
      </ClientOnly>
      <parts.Menu />
      <parts.Footer />
    </RenderEnvProvider>
  );
}

function env(eager: () => boolean): RenderEnv {
  return { config: DEFAULT_APP_CONFIG, renderedAt: 0, eager, hints: DEFAULT_VISITOR_HINTS };
}

async function serverHtml(): Promise<string> {
  const parts = {
    Footer: lazyPart(() => Promise.resolve(Footer), { ssr: true }),
    Menu: lazyPart(() => Promise.resolve(Menu), { ssr: false }),
  };
  const { prelude } = await prerender(<Page env={env(() => true)} parts={parts} />);
  return new Response(prelude).text();
}

// Here one process renders both sides, which React's development build warns about (a context
// provider seen by two renderers); on the site the server and the browser are apart.
const consoleError = console.error.bind(console);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) consoleError(...args);
  });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('hydration of the server page', () => {
  it("matches the server, keeps the footer's HTML until its chunk arrives, then mounts the browser-only parts", async () => {
    const html = await serverHtml();
    expect(html).toContain('Похожие квартиры');
    expect(html).toContain('<li>3-к</li>');
    expect(html).toContain('Загружаем форму…');
    expect(html).toContain('Контакты');
    expect(html).not.toContain('Меню');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverFooter = container.querySelector('footer');
    const footerGone = vi.fn();
    new MutationObserver(() => container.querySelector('footer') !== serverFooter && footerGone()).observe(container, {
      childList: true,
      subtree: true,
    });

    let arrive: (component: ComponentType) => void = () => {};
    const chunk = new Promise<ComponentType>((resolve) => (arrive = resolve));
    const parts = {
      Footer: lazyPart(() => chunk, { ssr: true }),
      Menu: lazyPart(() => Promise.resolve(Menu), { ssr: false }),
    };
    let hydrating = true;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page env={env(() => hydrating)} parts={parts} />, { onRecoverableError });
    });
    hydrating = false;

    expect(onRecoverableError).not.toHaveBeenCalled();
    // Drawn after hydration: the form and the menu (its chunk asked for only now).
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.querySelector('[role=status]')).toBeNull();
    expect(container.querySelector('nav')?.textContent).toBe('Меню');
    expect(container.querySelectorAll('li')).toHaveLength(ROOMS.length);

    // The footer's chunk has not arrived: its server HTML stays, not yet live, even when the layout draws again.
    const [savedButton, footerButton] = container.querySelectorAll('button');
    act(() => savedButton!.click());
    expect(savedButton!.textContent).toBe('Избранное 1');
    expect(container.querySelector('footer')).toBe(serverFooter);
    act(() => footerButton!.click());
    expect(container.textContent).not.toContain('+7 495');

    await act(async () => arrive(Footer));
    expect(container.querySelector('footer')).toBe(serverFooter);
    act(() => footerButton!.click());
    expect(container.textContent).toContain('+7 495 000-00-00');
    expect(footerGone).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
