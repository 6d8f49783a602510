import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LEAD_KINDS, LEAD_TYPES } from '@/schemas/leads';
import { LeadStatus, leadStatusOpened } from './lead-status';
import { LEAD_MESSAGES } from './lead-texts';

describe('LeadStatus', () => {
  afterEach(cleanup);

  it('opens the registered status dialog with its props as they are', () => {
    const action = leadStatusOpened({ status: 'success', type: 'mailing', alreadyUsed: true });
    expect(action.payload).toEqual({
      name: 'lead-status',
      props: { status: 'success', type: 'mailing', alreadyUsed: true },
    });
  });

  it.each(LEAD_TYPES)('says the success text of a %s lead from its row', (type) => {
    render(<LeadStatus titleId="t" onClose={() => undefined} status="success" type={type} />);
    const { title, text } = LEAD_KINDS[type].success;
    expect(screen.getByRole('heading').textContent).toBe(title);
    // Read as written: the texts tie short words with no-break spaces, which getByText would turn into spaces.
    expect(screen.getByRole('heading').nextElementSibling?.textContent).toBe(text);
  });

  it('names the dialog by its heading and closes from its button', () => {
    const onClose = vi.fn();
    render(<LeadStatus titleId="title" onClose={onClose} status="success" type="mailing" />);
    expect(screen.getByRole('heading').id).toBe('title');
    expect(screen.getByRole('heading').textContent).toBe('Вы подписаны на рассылку');
    fireEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('tells an already subscribed address apart and shows an error with its message', () => {
    const { rerender } = render(
      <LeadStatus titleId="t" onClose={() => undefined} status="success" type="mailing" alreadyUsed />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Вы уже подписаны');
    rerender(<LeadStatus titleId="t" onClose={() => undefined} status="error" type="mailing" />);
    expect(screen.getByRole('heading').textContent).toBe('Не удалось отправить заявку');
    expect(screen.getByText(LEAD_MESSAGES.network)).toBeTruthy();
  });
});

describe('LeadStatus queued offline (decision 011)', () => {
  afterEach(cleanup);

  it('says the lead is kept and will be sent, with a clock instead of an error', async () => {
    const { QUEUED_LEAD_MESSAGE } = await import('@/lib/sw-protocol');
    const action = leadStatusOpened({ status: 'queued', type: 'mailing', message: QUEUED_LEAD_MESSAGE });
    expect(action.payload.props).toMatchObject({ status: 'queued', message: QUEUED_LEAD_MESSAGE });
    const { container } = render(
      <LeadStatus titleId="t" onClose={() => undefined} status="queued" type="mailing" message={QUEUED_LEAD_MESSAGE} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Нет подключения к\u00a0интернету');
    expect(screen.getByText('Заявка сохранена и будет отправлена, когда связь восстановится.')).toBeTruthy();
    expect(container.querySelector('[data-status="queued"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хорошо' })).toBeTruthy();
  });
});
