/** Test helper: store and router for rendering shell pieces, with site data preloaded. Imported by tests only. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { menuSlice } from '@/entities/menu/menu-slice';
import { modalSlice } from '@/entities/modal/modal-slice';
import { savedLotsSlice } from '@/entities/saved-lots/saved-lots-slice';
import { siteApi } from '@/entities/site/site-api';
import type { HeaderProject, SiteInfo } from '@/schemas/site';

const SITE_INFO: SiteInfo = {
  brand: { name: 'Северин', legal_name: 'ООО «Северин Девелопмент»', slogan: 'Дома, в которых хочется жить' },
  header_projects: [],
  estate: [{ id: 1, label: 'Квартиры', value: '/lots?property_type=flat' }],
  purchase: [
    { slug: 'mortgage', label: 'Ипотека', title: 'Ипотека' },
    { slug: 'family', label: 'Семейная\nипотека', title: 'Семейная ипотека' },
  ],
  about: {
    title: 'О компании',
    submenu: [
      { id: 1, label: 'О компании', value: '/about' },
      { id: 2, label: 'Партнёры', value: '/partners' },
    ],
  },
  media: {
    socials: [],
    address: 'Москва',
    work_time: 'Ежедневно с 9:00 до 21:00',
    email: 'info@example.ru',
    phone: '+7 (495) 111-22-33',
  },
  apps: { app_store: 'https://example.ru/a', google_play: 'https://example.ru/g' },
};

const HEADER_PROJECTS: HeaderProject[] = [
  { id: 1, slug: 'ostozhenka', name: 'Остоженка 12', clickable: true, finished: false },
  { id: 2, slug: 'park', name: 'Северин Парк', clickable: true, finished: true },
  { id: 3, slug: 'patriki', name: 'Патриаршие', clickable: false, finished: false },
];

export function renderShell(node: ReactNode, { path = '/' } = {}) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [menuSlice.reducerPath]: menuSlice.reducer,
      [modalSlice.reducerPath]: modalSlice.reducer,
      [savedLotsSlice.reducerPath]: savedLotsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(
    siteApi.util.upsertQueryEntries([
      { endpointName: 'getSiteInfo', arg: undefined, value: SITE_INFO },
      { endpointName: 'getHeaderProjects', arg: undefined, value: HEADER_PROJECTS },
      { endpointName: 'getPromoForms', arg: undefined, value: [] },
    ]),
  );
  const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
