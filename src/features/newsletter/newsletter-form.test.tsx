import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { EMAIL_ALREADY_USED } from '@/schemas/leads';
import { DEV_CAPTCHA_TOKEN } from '@/schemas/lead-kind';
import { sendCallTracking, SUBMIT_FOOTER_FORM_EVENT } from '@/entities/lead/call-tracking';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { LEAD_MESSAGES } from '@/entities/lead/lead-texts';
import { leadRetry } from '@/entities/lead/use-lead-submit';
import { renderShell } from '@/entities/site/site-testing';
import { NEWSLETTER_SUBJECT, NewsletterForm } from './newsletter-form';

// The call-tracking URL comes from the runtime config; the test only needs to see the request made.
vi.mock('@/entities/lead/call-tracking', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendCallTracking: vi.fn(async () => undefined),
}));

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submitButton = () => screen.getByRole('button', { name: 'Подписаться' }) as HTMLButtonElement;

function fill(name = 'Анна Петрова', email = 'anna@example.ru') {
  fireEvent.change(field('Имя и фамилия'), { target: { value: name } });
  fireEvent.change(field('Электронная почта'), { target: { value: email } });
  const consent = screen.getByRole('checkbox', {
    name: 'Я даю свое согласие на обработку персональных данных',
  }) as HTMLInputElement;
  if (!consent.checked) fireEvent.click(consent);
}

async function submit() {
  await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(submitButton());
}

describe('NewsletterForm', () => {
  const delays = leadRetry.delaysMs;
  beforeEach(() => {
    leadRetry.delaysMs = [0, 0];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(sendCallTracking).mockClear();
    leadRetry.delaysMs = delays;
  });

  it('says what is wrong in the words of spec §5', async () => {
    renderShell(<NewsletterForm />, { path: '/news' });
    fireEvent.blur(field('Имя и фамилия'));
    await waitFor(() => expect(messageOf(field('Имя и фамилия'))).toBe(FIELD_MESSAGES.required));
    fireEvent.change(field('Имя и фамилия'), { target: { value: 'Anna Анна' } });
    await waitFor(() => expect(messageOf(field('Имя и фамилия'))).toBe(FIELD_MESSAGES.oneLayout));
    fireEvent.change(field('Имя и фамилия'), { target: { value: 'Анна 2' } });
    await waitFor(() => expect(messageOf(field('Имя и фамилия'))).toBe(FIELD_MESSAGES.name));
    fireEvent.change(field('Электронная почта'), { target: { value: 'anna@' } });
    fireEvent.blur(field('Электронная почта'));
    await waitFor(() => expect(messageOf(field('Электронная почта'))).toBe(FIELD_MESSAGES.format));
    expect(field('Имя и фамилия').maxLength).toBe(50);
    expect(field('Электронная почта').maxLength).toBe(50);
  });

  it('keeps the button disabled until the form is valid', async () => {
    renderShell(<NewsletterForm />, { path: '/news' });
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    fill();
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('sends a mailing lead, opens the success modal, reports to call tracking and emits the event', async () => {
    const stub = stubLeadFetch([ACCEPTED('mailing')]);
    const event = vi.fn();
    window.addEventListener(SUBMIT_FOOTER_FORM_EVENT, event);
    const { store } = renderShell(<NewsletterForm />, { path: '/news' });
    fill();
    await submit();
    await waitFor(() => expect(store.getState().modal.current?.name).toBe('lead-status'));
    window.removeEventListener(SUBMIT_FOOTER_FORM_EVENT, event);

    const [body] = stub.bodies;
    expect(body).toMatchObject({
      type: 'mailing',
      name: 'Анна Петрова',
      email: 'anna@example.ru',
      consent: true,
      site: `${window.location.host}/news`,
      yandex_token: DEV_CAPTCHA_TOKEN,
    });
    expect(body!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().modal.current?.props).toMatchObject({
      status: 'success',
      type: 'mailing',
      alreadyUsed: false,
    });
    expect(sendCallTracking).toHaveBeenCalledWith({
      subject: NEWSLETTER_SUBJECT,
      fio: 'Анна Петрова',
      email: 'anna@example.ru',
    });
    expect(event).toHaveBeenCalledOnce();
    expect(field('Имя и фамилия').value).toBe('');
  });

  it('treats «This email is already use» as success and clears the fields', async () => {
    stubLeadFetch([{ status: 400, body: { status: 400, message: EMAIL_ALREADY_USED } }]);
    const { store } = renderShell(<NewsletterForm />, { path: '/about' });
    fill();
    await submit();
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', alreadyUsed: true }),
    );
    expect(field('Имя и фамилия').value).toBe('');
    expect(field('Электронная почта').value).toBe('');
    expect(sendCallTracking).not.toHaveBeenCalled();
  });

  it('retries a lost connection with the same key, then keeps every value and says so', async () => {
    const stub = stubLeadFetch(['network', 'network', 'network', ACCEPTED('mailing')]);
    const { store } = renderShell(<NewsletterForm />, { path: '/news' });
    fill();
    await submit();
    await waitFor(() => expect(screen.getByText(LEAD_MESSAGES.network)).toBeTruthy());
    expect(stub.bodies).toHaveLength(3);
    expect(field('Имя и фамилия').value).toBe('Анна Петрова');
    expect(field('Электронная почта').value).toBe('anna@example.ru');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(store.getState().modal.current?.props).toMatchObject({ status: 'error', message: LEAD_MESSAGES.network });

    // The visitor tries again: the same filled form keeps its key, so the server can never make two leads of it.
    await submit();
    await waitFor(() => expect(store.getState().modal.current?.props).toMatchObject({ status: 'success' }));
    expect(new Set(stub.bodies.map((body) => body.idempotency_key)).size).toBe(1);
  });

  it('shows server field errors on the fields', async () => {
    stubLeadFetch([
      {
        status: 400,
        body: {
          status: 400,
          message: 'Проверьте поля',
          errors: { email: { error_msg: 'Такого адреса нет' }, name: {} },
        },
      },
    ]);
    const { store } = renderShell(<NewsletterForm />, { path: '/news' });
    fill();
    await submit();
    await waitFor(() => expect(messageOf(field('Электронная почта'))).toBe('Такого адреса нет'));
    expect(messageOf(field('Имя и фамилия'))).toBe(FIELD_MESSAGES.serverDefault);
    expect(store.getState().modal.current?.props).toMatchObject({ status: 'error', message: LEAD_MESSAGES.fields });
  });
});
