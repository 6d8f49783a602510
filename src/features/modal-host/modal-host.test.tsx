import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { menuSlice } from '@/entities/menu/menu-slice';
import { modalOpened, modalSlice } from '@/entities/modal/modal-slice';
import { ModalHost } from './modal-host';
import { MODAL_SWAP_MS } from './use-displayed-modal';
import type { ModalComponentProps, ModalRegistry } from './modal-types';

function Greeting({ titleId, props }: ModalComponentProps) {
  return <h2 id={titleId}>Здравствуйте, {String(props.name ?? 'гость')}</h2>;
}

function Farewell({ titleId }: ModalComponentProps) {
  return <h2 id={titleId}>До свидания</h2>;
}

const registry: ModalRegistry = {
  greeting: { placement: 'center', Component: Greeting },
  farewell: { placement: 'center', Component: Farewell },
  'farewell-aside': { placement: 'side', Component: Farewell },
};

/** The app's registry types `modalOpened` with its own names; the host is tried with these, as plain actions. */
const opened = (name: string, props?: Record<string, string>) => ({ type: modalOpened.type, payload: { name, props } });

function setup() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [menuSlice.reducerPath]: menuSlice.reducer,
      [modalSlice.reducerPath]: modalSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button" onClick={() => store.dispatch(opened('greeting', { name: 'Анна' }))}>
              Открыть
            </button>
            <ModalHost registry={registry} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const opener = screen.getByRole('button', { name: 'Открыть' });
  const open = () => {
    opener.focus();
    fireEvent.click(opener);
  };
  return { store, router, opener, open };
}

describe('ModalHost', () => {
  afterEach(cleanup);

  it('renders the registered component in a labelled modal dialog', () => {
    const { open } = setup();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Здравствуйте, Анна' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('closes on Escape and returns focus to the opener', () => {
    const { store, open, opener } = setup();
    open();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().modal.current).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on an overlay click but not on a click inside the dialog', () => {
    const { open } = setup();
    open();
    fireEvent.click(screen.getByRole('heading'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on route change', async () => {
    const { router, open, store } = setup();
    open();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => router.navigate('/contacts'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().modal.current).toBeNull();
  });

  it('renders side modals in the side panel with logo, phone and close button', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(opened('farewell-aside'));
    });
    const dialog = screen.getByRole('dialog', { name: 'До свидания' });
    expect(dialog.querySelector('a[href^="tel:"]')?.textContent).toBe('+7 (495) 120-45-67');
    expect(screen.getByRole('link', { name: 'Северин — на главную' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the current content before showing a newly opened one', async () => {
    const { store, open } = setup();
    open();
    act(() => {
      store.dispatch(opened('farewell'));
    });
    // The old content stays, fading out, until the swap delay passes.
    expect(screen.getByRole('heading').textContent).toBe('Здравствуйте, Анна');
    await act(() => new Promise((resolve) => setTimeout(resolve, MODAL_SWAP_MS + 20)));
    expect(screen.getByRole('dialog', { name: 'До свидания' })).toBeTruthy();
  });
});
