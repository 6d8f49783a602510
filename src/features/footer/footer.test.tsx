import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { siteApi } from '@/entities/site/site-api';
import { WithRenderEnv } from '@/lib/render/test-render-env';
import type { SiteInfo } from '@/schemas/site';
import { Footer, type FooterProps } from './footer';

const info: SiteInfo = {
  brand: { name: 'Северин', legal_name: 'ООО «Северин Девелопмент»', slogan: 'Дома, в которых хочется жить' },
  header_projects: [],
  estate: [],
  purchase: [{ slug: 'mortgage', label: 'Ипотека', title: 'Ипотека' }],
  about: { title: 'О компании', submenu: [] },
  media: {
    socials: [
      { id: 1, title: 'vkontakte', link: 'https://vk.com/severin', icon: 'vk' },
      { id: 2, title: 'telegram', link: 'https://t.me/severin', icon: 'tg' },
      { id: 3, title: 'whatsapp', link: 'https://wa.me/74951204567', icon: 'wa' },
      { id: 4, title: 'youtube', link: 'https://youtube.com/@severin', icon: 'yt' },
      { id: 5, title: 'rutube', link: 'https://rutube.ru/severin', icon: 'rt' },
    ],
    address: 'Москва, Пресненская наб., 12',
    work_time: 'Ежедневно с 9:00 до 21:00',
    email: 'sales@severin-dev.ru',
    phone: '+7 (495) 120-45-67',
  },
  apps: {
    app_store: 'https://apps.apple.com/ru/app/severin',
    google_play: 'https://play.google.com/store/apps/severin',
  },
};

function renderFooter(props: FooterProps, renderedAt = Date.now()) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(siteApi.util.upsertQueryEntries([{ endpointName: 'getSiteInfo', arg: undefined, value: info }]));
  return render(
    <WithRenderEnv renderedAt={renderedAt}>
      <Provider store={store}>
        <MemoryRouter>
          <Footer newsletter={<p>Форма рассылки</p>} promo={<p>Промо-баннер</p>} {...props} />
        </MemoryRouter>
      </Provider>
    </WithRenderEnv>,
  );
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer logo', () => {
  afterEach(cleanup);

  it('is named with the brand it shows (WCAG 2.5.3 label in name), not only «На главную»', () => {
    renderFooter({ routeName: 'index' });
    const logo = screen.getByRole('link', { name: 'Северин — на главную' });
    expect(logo.getAttribute('href')).toBe('/');
    // The visible wordmark («СЕВЕРИН») is inside the name a speech user would say.
    const shown = logo.querySelector('text')?.textContent ?? '';
    expect(logo.getAttribute('aria-label')?.toLowerCase()).toContain(shown.toLowerCase());
  });
});

describe('Footer slot', () => {
  afterEach(cleanup);

  it.each(['news', 'news-slug', 'about', 'standarts', 'vacancies', 'partners', 'services'])(
    'shows the newsletter on %s',
    (routeName) => {
      renderFooter({ routeName });
      expect(screen.queryByText('Форма рассылки')).not.toBeNull();
      expect(screen.queryByText('Промо-баннер')).toBeNull();
    },
  );

  it.each(['index', 'projects', 'lots-id', 'flat-id', 'contacts'])('shows the promo banner on %s', (routeName) => {
    renderFooter({ routeName });
    expect(screen.queryByText('Промо-баннер')).not.toBeNull();
    expect(screen.queryByText('Форма рассылки')).toBeNull();
  });

  it.each([
    'apartments-id',
    'commercials-id',
    'partnership-brokers',
    'partnership-investors',
    'partnership-landowners',
  ])('shows neither on %s', (routeName) => {
    renderFooter({ routeName });
    expect(screen.queryByText('Промо-баннер')).toBeNull();
    expect(screen.queryByText('Форма рассылки')).toBeNull();
  });
});

describe('Footer content', () => {
  afterEach(cleanup);

  it('shows office contacts as links', () => {
    renderFooter({ routeName: 'index' });
    expect(href('+7 (495) 120-45-67')).toBe('tel:+74951204567');
    expect(href('sales@severin-dev.ru')).toBe('mailto:sales@severin-dev.ru');
    expect(screen.getByText('Москва, Пресненская наб., 12')).toBeTruthy();
    expect(screen.getByText('Ежедневно с 9:00 до 21:00')).toBeTruthy();
  });

  it('links the site sections, purchase methods and legal pages', () => {
    renderFooter({ routeName: 'index' });
    const nav = within(screen.getByRole('navigation', { name: 'Разделы сайта' }));
    expect(nav.getByRole('link', { name: 'Коммерция' }).getAttribute('href')).toBe('/projects-commercial/');
    expect(nav.getByRole('link', { name: 'Ипотека' }).getAttribute('href')).toBe('/purchase/mortgage');
    expect(nav.getByRole('link', { name: 'Тендеры' }).getAttribute('href')).toBe('/tenders');
    expect(href('Документы')).toBe('/documents');
    expect(href('Политика конфиденциальности')).toBe('/policy');
    expect(href('Согласие на обработку персональных данных')).toBe('/personal-data-processing');
  });

  it('links both app stores', () => {
    renderFooter({ routeName: 'index' });
    expect(href(/App Store/)).toBe(info.apps.app_store);
    expect(href(/Google Play/)).toBe(info.apps.google_play);
  });

  it('shows four socials with Russian names', () => {
    renderFooter({ routeName: 'index' });
    const socials = within(screen.getByRole('region', { name: 'Мы в соцсетях' })).getAllByRole('link');
    expect(socials.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Мы во ВКонтакте (откроется в новой вкладке)',
      'Наш канал в Telegram (откроется в новой вкладке)',
      'Написать нам в WhatsApp (откроется в новой вкладке)',
      'Наш канал на YouTube (откроется в новой вкладке)',
    ]);
  });

  it('runs the copyright from 2014 to the year of the render and carries the disclaimer', () => {
    // The render's moment (the server's, handed to the hydrating browser), not the machine's clock.
    renderFooter({ routeName: 'index' }, Date.UTC(2031, 2, 1));
    expect(screen.getByText('© 2014–2031 ООО «Северин Девелопмент»')).toBeTruthy();
    expect(screen.getByText(/не является публичной офертой/).textContent).toMatch(/статьи 437/);
  });

  it('scrolls to the top smoothly, or instantly with reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const reduce = { matches: false };
    vi.spyOn(window, 'matchMedia').mockImplementation(() => reduce as MediaQueryList);
    renderFooter({ routeName: 'index' });
    fireEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    reduce.matches = true;
    fireEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
