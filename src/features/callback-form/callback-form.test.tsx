import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { LEAD_MESSAGES } from '@/entities/lead/lead-texts';
import { leadRetry } from '@/entities/lead/use-lead-submit';
import { renderShell } from '@/entities/site/site-testing';
import { sendCallTracking } from '@/entities/lead/call-tracking';
import { CALLBACK_SUBJECT } from './callback-form';
import { CallbackPanel } from './callback-panel';

// The call-tracking URL comes from the runtime config; the test only needs to see the request made.
vi.mock('@/entities/lead/call-tracking', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendCallTracking: vi.fn(async () => undefined),
}));

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submitButton = () => screen.getByRole('button', { name: 'Перезвоните мне' }) as HTMLButtonElement;

function fill() {
  fireEvent.change(field('Имя'), { target: { value: 'Олег' } });
  fireEvent.change(field('Телефон'), { target: { value: '89161234567' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' }));
}

async function submit() {
  await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(submitButton());
}

describe('CallbackPanel', () => {
  const delays = leadRetry.delaysMs;
  beforeEach(() => {
    leadRetry.delaysMs = [0, 0];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    leadRetry.delaysMs = delays;
  });

  it('is a labelled form with the phone mask and the sales office phone', async () => {
    renderShell(<CallbackPanel titleId="t" title="Заказать звонок" lotId={148} lotTitle="Лот № 148" />, {
      path: '/flat/148',
    });
    expect(screen.getByRole('form', { name: 'Заказать звонок' })).toBeTruthy();
    expect(screen.getByText('Лот № 148')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 (495) 111-22-33' }).getAttribute('href')).toBe('tel:+74951112233');
    fireEvent.change(field('Телефон'), { target: { value: '8916' } });
    expect(field('Телефон').value).toBe('+7 (916');
    fireEvent.blur(field('Телефон'));
    await waitFor(() => expect(messageOf(field('Телефон'))).toBe(FIELD_MESSAGES.format));
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
  });

  it('sends a callback lead with the lot id and opens the success status', async () => {
    const stub = stubLeadFetch([ACCEPTED('callback')]);
    const { store } = renderShell(<CallbackPanel titleId="t" title="Заказать звонок" lotId={148} />, {
      path: '/flat/148',
    });
    fill();
    await submit();
    await waitFor(() =>
      expect(store.getState().modal.current).toMatchObject({
        name: 'lead-status',
        props: { status: 'success', type: 'callback' },
      }),
    );
    expect(stub.bodies[0]).toMatchObject({
      type: 'callback',
      name: 'Олег',
      phone: '+7 (916) 123-45-67',
      consent: true,
      lot: 148,
      site: `${window.location.host}/flat/148`,
    });
    // An empty comment is not sent at all.
    expect(stub.bodies[0]).not.toHaveProperty('comment');
    expect(sendCallTracking).toHaveBeenCalledWith({
      subject: CALLBACK_SUBJECT,
      fio: 'Олег',
      phone: '+7 (916) 123-45-67',
    });
  });

  it('shows 429 with the server message under the form and keeps the values', async () => {
    vi.mocked(sendCallTracking).mockClear();
    stubLeadFetch([{ status: 429, body: { status: 429, message: 'Слишком много заявок. Попробуйте через минуту.' } }]);
    const { store } = renderShell(<CallbackPanel titleId="t" title="Заказать звонок" />);
    fill();
    await submit();
    await waitFor(() => expect(screen.getByText('Слишком много заявок. Попробуйте через минуту.')).toBeTruthy());
    expect(field('Имя').value).toBe('Олег');
    expect(store.getState().modal.current).toBeNull();
    expect(sendCallTracking).not.toHaveBeenCalled();
  });

  it('renews the CSRF cookie once after a 403 and sends the same lead again', async () => {
    const stub = stubLeadFetch([
      { status: 403, body: { status: 403, message: 'Сессия устарела' } },
      ACCEPTED('callback'),
    ]);
    const { store } = renderShell(<CallbackPanel titleId="t" title="Заказать звонок" />);
    fill();
    await submit();
    await waitFor(() => expect(store.getState().modal.current?.name).toBe('lead-status'));
    expect(stub.calls).toEqual(['/api/request/', '/api/health/', '/api/request/']);
    expect(stub.bodies[0]!.idempotency_key).toBe(stub.bodies[1]!.idempotency_key);
  });

  it('keeps values after a lost connection and reuses the key on retry', async () => {
    const stub = stubLeadFetch(['network']);
    renderShell(<CallbackPanel titleId="t" title="Заказать звонок" />);
    fill();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert', { name: '' }).textContent).toContain(LEAD_MESSAGES.network));
    expect(stub.bodies).toHaveLength(3);
    expect(new Set(stub.bodies.map((body) => body.idempotency_key)).size).toBe(1);
    expect(field('Телефон').value).toBe('+7 (916) 123-45-67');
  });

  it('offers a meeting with a manager instead', () => {
    const { store } = renderShell(
      <CallbackPanel titleId="t" title="Заказать звонок" projectId={3} projectName="Остоженка 12" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Записаться на встречу с менеджером' }));
    expect(store.getState().modal.current).toEqual({
      name: 'visit',
      props: { projectId: 3, projectName: 'Остоженка 12' },
    });
  });
});
