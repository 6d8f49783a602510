import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NBSP } from '@/lib/format';
import { FIELD_MESSAGES, moscowToday } from '@/schemas/lead-fields';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { renderShell } from '@/entities/site/site-testing';
import { VisitPanel } from './visit-panel';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const HINT = `В ближайшие 3${NBSP}недели`;
const submitButton = () => screen.getByRole('button', { name: 'Записаться' }) as HTMLButtonElement;

/** dd/mm/yyyy of the Moscow day `offset` days from today. */
function moscowDate(offset: number): string {
  const date = new Date((moscowToday().day + offset) * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

async function expectDateMessage(value: string, expected: string) {
  fireEvent.change(field('Дата'), { target: { value } });
  fireEvent.blur(field('Дата'));
  await waitFor(() => expect(messageOf(field('Дата'))).toBe(expected));
}

describe('VisitPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the date by the rules of spec §5', async () => {
    renderShell(<VisitPanel titleId="t" title="Записаться на встречу с менеджером" />);
    await expectDateMessage('12/05', FIELD_MESSAGES.dateFormat);
    await expectDateMessage('32/05/2030', FIELD_MESSAGES.dayOver31);
    await expectDateMessage('12/13/2030', FIELD_MESSAGES.monthOver12);
    await expectDateMessage(moscowDate(-1), FIELD_MESSAGES.pastDate);
    await expectDateMessage(moscowDate(22), FIELD_MESSAGES.threeWeeks);
    // The hint stands there while the date is fine.
    await expectDateMessage(moscowDate(21), HINT);
  });

  it('asks for a time slot once the time control is left empty', async () => {
    renderShell(<VisitPanel titleId="t" title="Записаться на встречу с менеджером" />);
    const time = screen.getByRole('combobox', { name: /Время/ });
    fireEvent.focus(time);
    fireEvent.blur(time);
    await waitFor(() => expect(messageOf(time)).toBe(FIELD_MESSAGES.required));
  });

  it('sends the visit with date, slot and project', async () => {
    const stub = stubLeadFetch([ACCEPTED('visit')]);
    const { store } = renderShell(
      <VisitPanel titleId="t" title="Записаться на встречу с менеджером" projectId={3} projectName="Остоженка 12" />,
      {
        path: '/projects/ostozhenka',
      },
    );
    expect(screen.getByRole('heading', { name: 'Записаться на встречу с менеджером' })).toBeTruthy();
    expect(screen.getByText('Остоженка 12')).toBeTruthy();
    fireEvent.change(field('Имя'), { target: { value: 'Мария' } });
    fireEvent.change(field('Телефон'), { target: { value: '9161234567' } });
    fireEvent.change(field('Дата'), { target: { value: moscowDate(2).replaceAll('/', '') } });
    fireEvent.click(screen.getByRole('combobox', { name: /Время/ }));
    fireEvent.click(screen.getByRole('option', { name: '18:30' }));
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'visit' }),
    );
    expect(stub.bodies[0]).toMatchObject({
      type: 'visit',
      name: 'Мария',
      phone: '+7 (916) 123-45-67',
      date: moscowDate(2),
      time: '18:30',
      project: 3,
      consent: true,
    });
  });

  it('shows a server refusal of the time on the time control', async () => {
    stubLeadFetch([
      {
        status: 400,
        body: { status: 400, message: 'Проверьте поля', errors: { time: { error_msg: FIELD_MESSAGES.workingHours } } },
      },
    ]);
    renderShell(<VisitPanel titleId="t" title="Записаться на встречу с менеджером" />);
    fireEvent.change(field('Имя'), { target: { value: 'Мария' } });
    fireEvent.change(field('Телефон'), { target: { value: '9161234567' } });
    fireEvent.change(field('Дата'), { target: { value: moscowDate(1) } });
    fireEvent.click(screen.getByRole('combobox', { name: /Время/ }));
    fireEvent.click(screen.getByRole('option', { name: '20:30' }));
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(submitButton());
    const time = screen.getByRole('combobox', { name: /Время/ });
    await waitFor(() => expect(messageOf(time)).toBe(FIELD_MESSAGES.workingHours));
  });
});
