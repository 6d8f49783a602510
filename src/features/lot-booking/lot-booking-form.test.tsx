import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { renderShell } from '@/entities/site/site-testing';
import { LotBookingPanel } from './lot-booking-panel';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submitButton = () => screen.getByRole('button', { name: 'Забронировать' }) as HTMLButtonElement;

async function fillAndSubmit(email = '') {
  fireEvent.change(field('Имя'), { target: { value: 'Ирина' } });
  fireEvent.change(field('Телефон'), { target: { value: '+79031234567' } });
  if (email) fireEvent.change(field('Электронная почта'), { target: { value: email } });
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(submitButton());
}

describe('LotBookingPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('books the lot of the page; an empty optional email is left out', async () => {
    const stub = stubLeadFetch([ACCEPTED('lot_booking')]);
    const { store } = renderShell(
      <LotBookingPanel titleId="t" title="Забронировать" lotId={148} lotTitle="2-комнатная квартира № 148" />,
      {
        path: '/flat/148',
      },
    );
    expect(screen.getByText('2-комнатная квартира № 148')).toBeTruthy();
    await fillAndSubmit();
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'lot_booking' }),
    );
    expect(stub.bodies[0]).toMatchObject({
      type: 'lot_booking',
      name: 'Ирина',
      phone: '+7 (903) 123-45-67',
      lot: 148,
      consent: true,
    });
    expect(stub.bodies[0]).not.toHaveProperty('email');
  });

  it('checks the optional email only when given', async () => {
    renderShell(<LotBookingPanel titleId="t" title="Забронировать" lotId={148} />);
    const email = field('Электронная почта');
    fireEvent.change(email, { target: { value: 'irina@' } });
    fireEvent.blur(email);
    await waitFor(() => expect(messageOf(email)).toBe(FIELD_MESSAGES.format));
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(messageOf(email)).toBe('Необязательно: пришлём условия бронирования'));
  });

  it('shows field errors on the fields and an unknown lot under the form', async () => {
    stubLeadFetch([
      {
        status: 400,
        body: {
          status: 400,
          message: 'Проверьте поля',
          errors: { phone: { error_msg: 'Номер не обслуживается' }, lot: { error_msg: 'Лот не найден' } },
        },
      },
    ]);
    const { store } = renderShell(<LotBookingPanel titleId="t" title="Забронировать" lotId={999} />);
    await fillAndSubmit('irina@example.ru');
    await waitFor(() => expect(messageOf(field('Телефон'))).toBe('Номер не обслуживается'));
    expect(screen.getByText('Лот не найден')).toBeTruthy();
    expect(field('Электронная почта').value).toBe('irina@example.ru');
    expect(store.getState().modal.current).toBeNull();
  });

  it('has nothing to book without a lot id', () => {
    renderShell(<LotBookingPanel titleId="t" title="Забронировать" />);
    expect(screen.queryByRole('button', { name: 'Забронировать' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/Не удалось определить лот/);
  });
});
