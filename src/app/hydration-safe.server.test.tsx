// @vitest-environment node
/**
 * Render code draws on the server without a browser (issue 31): no window,
 * document, navigator or storage here, so a render that reads one throws.
 * Clocks show the render's moment, addresses use the page's origin, dates are
 * Moscow's, and device-dependent parts draw what the hydrating browser will.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { formatDate } from '@/lib/format';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import { DEFAULT_VISITOR_HINTS } from '@/lib/render/visitor-hints';
import { Link } from '@/ui/link/link';
import { ShareButton } from '@/ui/share/share-button';
import { ArticleShare } from '@/features/articles/article-share';
import { PromoTimer } from '@/features/articles/promo-timer';
import { MaintenancePage } from '@/features/error-page/maintenance-page';
import { FooterLegal } from '@/features/footer/footer-legal';
import { PromoCountdown } from '@/features/home/promo-countdown';
import { useInView } from '@/features/lot-page/use-in-view';
import { TenderCard } from '@/features/tenders-page/tender-card';

// 23:30 on 31 December 2026 in UTC: already 2027 in Moscow.
const RENDERED_AT = Date.parse('2026-12-31T23:30:00Z');
const ORIGIN = 'https://severin.example';
const ENV: RenderEnv = {
  config: { ...DEFAULT_APP_CONFIG, origin: ORIGIN },
  renderedAt: RENDERED_AT,
  eager: () => true,
  hints: DEFAULT_VISITOR_HINTS,
};
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const draw = (node: ReactNode) =>
  renderToString(
    <RenderEnvProvider value={ENV}>
      <MemoryRouter>{node}</MemoryRouter>
    </RenderEnvProvider>,
  );
/** The text a reader sees, without tags and with plain spaces. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('server render of hydration-sensitive parts', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('counts the promotion countdowns from the render moment', () => {
    expect(text(draw(<PromoCountdown endsAt={iso(RENDERED_AT + 2 * DAY + 5_000)} />))).toContain(
      'До конца акции 2 дня 00 часов 00 минут 05 секунд',
    );
    expect(text(draw(<PromoCountdown endsAt={iso(RENDERED_AT - 1)} />))).toBe('Акция завершена');
    const timer = text(draw(<PromoTimer endsAt={iso(RENDERED_AT + 3 * DAY + 2 * 3_600_000)} />));
    expect(timer).toMatch(/^До конца акции/);
    expect(timer).toContain('03 дня 02 часа 00 минут');
  });

  it('counts the maintenance countdown from the render moment', () => {
    expect(text(draw(<MaintenancePage until={iso(RENDERED_AT + 90 * 60_000)} />))).toContain(
      'Закончим через 1 час 30 минут',
    );
  });

  it('writes the copyright year and dates as Moscow has them', () => {
    expect(text(draw(<FooterLegal />))).toContain('© 2014–2027');
    expect(formatDate(iso(RENDERED_AT))).toBe('1\u00a0января\u00a02027');
  });

  it('counts a tender’s days from the list clock', () => {
    const tender = {
      id: 1,
      slug: 't-1',
      title: 'Фасад',
      category: 'Фасадные работы',
      project: null,
      project_id: null,
      status: 'open' as const,
      status_label: 'Приём предложений',
      description: 'Описание',
      deadline: iso(RENDERED_AT + 5 * DAY - 60_000),
      published_at: '2026-09-01T00:00:00Z',
    };
    const html = text(
      draw(<TenderCard tender={tender} expanded={false} onToggle={() => {}} onApply={() => {}} now={RENDERED_AT} />),
    );
    expect(html).toContain('осталось 5 дней');
    // 23:29 UTC on 5 January is 02:29 on the 6th in Moscow.
    expect(html).toContain('Приём предложений до 6 января 2027');
  });

  it('draws the share controls of a device without a share sheet', () => {
    const button = draw(<ShareButton title="Квартира № 125" url="/flat/125" />);
    // Both labels hold the width; only «Скопировать ссылку» is shown and named.
    expect(button).toMatch(/<span>Скопировать ссылку<\/span>/);
    expect(button).toMatch(/<span data-off="true" aria-hidden="true">Поделиться<\/span>/);
    const list = text(draw(<ArticleShare url={`${ORIGIN}/news/a`} title="Новость" />));
    expect(list).toContain('Скопировать ссылку');
    expect(list).not.toContain('Другие приложения');
  });

  it('routes an absolute address on the page’s own origin and leaves others to the browser', () => {
    expect(draw(<Link to={`${ORIGIN}/news/1?a=1`}>Новость</Link>)).toContain('href="/news/1?a=1"');
    expect(draw(<Link to="https://other.example/x">Партнёр</Link>)).toContain('href="https://other.example/x"');
  });

  it('draws a link in Node even without a render environment (unit tests of parts)', () => {
    expect(
      renderToString(
        <MemoryRouter>
          <Link to="/lots">Квартиры</Link>
        </MemoryRouter>,
      ),
    ).toBe('<a href="/lots">Квартиры</a>');
  });

  it('starts the lot page price bar hidden: the buy box is in view', () => {
    function Probe() {
      const [ref, inView] = useInView<HTMLDivElement>(80);
      return <div ref={ref} data-in-view={inView} />;
    }
    expect(draw(<Probe />)).toBe('<div data-in-view="true"></div>');
  });
});
