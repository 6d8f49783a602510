/**
 * The queued outcome (decision 011): the service worker answers an offline
 * lead with 202 `{ queued: true, message }`; the hook clears the form, opens
 * the status modal in its «will be sent» state and does not report success.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { useForm } from 'react-hook-form';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { QUEUED_LEAD_MESSAGE, queuedLeadBody } from '@/lib/sw-protocol';
import { modalSlice } from '@/entities/modal/modal-slice';
import { ACCEPTED, stubLeadFetch } from './lead-testing';
import { useLeadSubmit } from './use-lead-submit';

interface Values {
  name: string;
  phone: string;
}

function setup(options: { onQueued?: (message: string) => void } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [modalSlice.reducerPath]: modalSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const onSuccess = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/about']}>{children}</MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(
    () => {
      const form = useForm<Values>({ defaultValues: { name: '', phone: '' } });
      const submit = useLeadSubmit({
        form,
        fields: ['name', 'phone'],
        toLead: (values) => ({ type: 'callback', name: values.name, phone: values.phone, consent: true }),
        onSuccess,
        onQueued: options.onQueued,
      });
      return { form, submit };
    },
    { wrapper },
  );
  return { store, result, onSuccess };
}

describe('useLeadSubmit and the offline queue', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('treats the worker’s 202 as a queued lead: values cleared, «will be sent» modal, no success', async () => {
    const stub = stubLeadFetch([{ status: 202, body: queuedLeadBody() }]);
    const { store, result, onSuccess } = setup();
    act(() => {
      result.current.form.setValue('name', 'Иван Петров');
      result.current.form.setValue('phone', '+7 (900) 000-00-00');
    });
    await act(() => result.current.submit.onSubmit());
    expect(stub.bodies).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.form.getValues('name')).toBe('');
    expect(result.current.submit.formError).toBeNull();
    const modal = store.getState().modal.current;
    expect(modal).toEqual({
      name: 'lead-status',
      props: { status: 'queued', type: 'callback', message: QUEUED_LEAD_MESSAGE },
    });
  });

  it('lets the form decide when it passes onQueued, and keeps success for real answers', async () => {
    stubLeadFetch([{ status: 202, body: queuedLeadBody() }]);
    const onQueued = vi.fn();
    const queued = setup({ onQueued });
    await act(() => queued.result.current.submit.onSubmit());
    expect(onQueued.mock.calls[0]?.[0]).toBe(QUEUED_LEAD_MESSAGE);
    expect(queued.store.getState().modal.current).toBeNull();

    cleanup();
    vi.unstubAllGlobals();
    stubLeadFetch([ACCEPTED('callback')]);
    const accepted = setup();
    await act(() => accepted.result.current.submit.onSubmit());
    expect(accepted.onSuccess).toHaveBeenCalledOnce();
  });
});
