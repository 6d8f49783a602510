import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { LEAD_MESSAGES } from '@/entities/lead/lead-texts';
import { renderShell } from '@/entities/site/site-testing';
import { ANONYMOUS_HINT, AntiCorruptionForm } from './anti-corruption-form';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submitButton = () => screen.getByRole('button', { name: 'Отправить сообщение' }) as HTMLButtonElement;
const REPORT = 'Прораб подрядчика на объекте «Остоженка 12» требует деньги за подписание актов.';

async function submit() {
  await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(submitButton());
}

describe('AntiCorruptionForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('needs the message only; the contacts say they are optional', async () => {
    renderShell(<AntiCorruptionForm />, { path: '/anti-corruption' });
    expect(field('Сообщение').required).toBe(true);
    for (const label of ['Имя', 'Телефон', 'Электронная почта']) {
      expect(field(label).required).toBe(false);
      expect(messageOf(field(label))).toBe(ANONYMOUS_HINT);
    }
    fireEvent.blur(field('Сообщение'));
    await waitFor(() => expect(messageOf(field('Сообщение'))).toBe(FIELD_MESSAGES.required));
    fireEvent.change(field('Сообщение'), { target: { value: '   ' } });
    await waitFor(() => expect(messageOf(field('Сообщение'))).toBe(FIELD_MESSAGES.required));
    // An optional contact is still checked when given.
    fireEvent.change(field('Электронная почта'), { target: { value: 'не почта' } });
    fireEvent.blur(field('Электронная почта'));
    await waitFor(() => expect(messageOf(field('Электронная почта'))).toBe(FIELD_MESSAGES.format));
    expect(field('Сообщение').maxLength).toBe(5000);
  });

  it('sends an anonymous report: the message and consent, no empty contacts', async () => {
    const stub = stubLeadFetch([ACCEPTED('anti_corruption')]);
    const { store } = renderShell(<AntiCorruptionForm />, { path: '/anti-corruption' });
    fireEvent.change(field('Сообщение'), { target: { value: REPORT } });
    // A touched phone left at «+7» is cleared on blur and does not count.
    fireEvent.change(field('Телефон'), { target: { value: '+7' } });
    fireEvent.blur(field('Телефон'));
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'anti_corruption' }),
    );
    const [body] = stub.bodies;
    expect(body).toMatchObject({
      type: 'anti_corruption',
      message: REPORT,
      consent: true,
      site: `${window.location.host}/anti-corruption`,
    });
    expect(Object.keys(body!).sort()).toEqual([
      'consent',
      'idempotency_key',
      'message',
      'site',
      'type',
      'yandex_token',
    ]);
  });

  it('sends the contacts when given', async () => {
    const stub = stubLeadFetch([ACCEPTED('anti_corruption')]);
    renderShell(<AntiCorruptionForm />);
    fireEvent.change(field('Сообщение'), { target: { value: REPORT } });
    fireEvent.change(field('Имя'), { target: { value: 'Павел' } });
    fireEvent.change(field('Телефон'), { target: { value: '89161112233' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(stub.bodies).toHaveLength(1));
    expect(stub.bodies[0]).toMatchObject({ name: 'Павел', phone: '+7 (916) 111-22-33' });
    expect(stub.bodies[0]).not.toHaveProperty('email');
  });

  it('shows a server refusal on the message and keeps the text', async () => {
    stubLeadFetch([
      {
        status: 400,
        body: {
          status: 400,
          message: 'Проверьте поля формы',
          errors: { message: { error_msg: 'Не больше 5000 символов' } },
        },
      },
    ]);
    renderShell(<AntiCorruptionForm />);
    fireEvent.change(field('Сообщение'), { target: { value: REPORT } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(messageOf(field('Сообщение'))).toBe('Не больше 5000 символов'));
    expect(field('Сообщение').value).toBe(REPORT);
    expect(screen.queryByText(LEAD_MESSAGES.fields)).toBeNull();
  });
});
