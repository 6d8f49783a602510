// @vitest-environment node
/**
 * Lazy shell parts on the server (issue 31): `ssr: true` parts are in the
 * page once all is ready; `ssr: false` parts (and the lazy forms) draw their
 * fallback and are not even loaded; a failed chunk fails the render instead of
 * reloading a page that is not there.
 */
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { importWithReload } from '@/lib/chunk-reload';
import { lazyPart } from './lazy-part';
import { LeadStatusPanel, NewsletterForm } from './lazy-forms';
import { AntiCorruptionForm } from './deferred-page-forms';

function Contacts({ phone }: { phone: string }) {
  return <footer>Отдел продаж {phone}</footer>;
}

async function prerender(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  return text(prelude as Readable);
}

describe('lazyPart on the server', () => {
  it('ssr: true — the part is in the prerendered page (all ready)', async () => {
    const Footer = lazyPart(() => Promise.resolve(Contacts), { ssr: true });
    const html = await prerender(
      <>
        <main>Страница</main>
        <Footer phone="+7 495 000-00-00" />
      </>,
    );
    expect(html).toContain('<footer>Отдел продаж <!-- -->+7 495 000-00-00</footer>');
    expect(html.indexOf('<main>')).toBeLessThan(html.indexOf('<footer>'));
  });

  it('ssr: false — nothing is drawn and the chunk is not asked for', async () => {
    const load = vi.fn(() => Promise.resolve(Contacts));
    const Menu = lazyPart(load, { ssr: false });
    expect(renderToString(<Menu phone="—" />)).toBe('');
    expect(await prerender(<Menu phone="—" />)).not.toContain('Отдел продаж');
    expect(load).not.toHaveBeenCalled();
  });

  it('the lazy forms draw what they show while loading', () => {
    expect(renderToString(<NewsletterForm />)).toBe('');
    expect(renderToString(<LeadStatusPanel titleId="t" onClose={() => {}} props={{ status: 'success' }} />)).toBe('');
    expect(renderToString(<AntiCorruptionForm labelledBy="h" />)).toContain('Загружаем форму…');
  });

  it('a failed chunk on the server is reported, not reloaded: its boundary is left to the browser', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    await expect(importWithReload(() => Promise.reject(failure))()).rejects.toBe(failure);
    const Broken = lazyPart(() => Promise.reject(failure), { ssr: true });
    const onError = vi.fn();
    const { prelude } = await prerenderToNodeStream(
      <>
        <main>Страница</main>
        <Broken />
      </>,
      { onError },
    );
    const html = await text(prelude as Readable);
    expect(onError).toHaveBeenCalledWith(failure, expect.anything());
    // The page is drawn; the part's Suspense boundary is marked for client rendering.
    expect(html).toMatch(/^<main>Страница<\/main><!--\$!-->/);
  });
});
