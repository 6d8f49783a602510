import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LEAD_STATUS_MODAL, LeadStatus, leadStatusOpened, leadStatusProps } from './lead-status';
import { LEAD_MESSAGES } from './lead-texts';

describe('LeadStatus', () => {
  afterEach(cleanup);

  it('travels through the modal slice as plain props and comes back typed', () => {
    const action = leadStatusOpened({ status: 'success', type: 'mailing', alreadyUsed: true });
    expect(action.payload).toEqual({
      name: LEAD_STATUS_MODAL,
      placement: 'center',
      props: { status: 'success', type: 'mailing', alreadyUsed: true, message: null },
    });
    expect(leadStatusProps(action.payload.props!)).toEqual({
      status: 'success',
      type: 'mailing',
      alreadyUsed: true,
      message: undefined,
    });
    expect(leadStatusProps({ status: 'odd', type: 'spam' })).toMatchObject({ status: 'success', type: undefined });
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
    expect(leadStatusProps(action.payload.props!)).toMatchObject({ status: 'queued', message: QUEUED_LEAD_MESSAGE });
    const { container } = render(
      <LeadStatus titleId="t" onClose={() => undefined} status="queued" type="mailing" message={QUEUED_LEAD_MESSAGE} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Нет подключения к\u00a0интернету');
    expect(screen.getByText('Заявка сохранена и будет отправлена, когда связь восстановится.')).toBeTruthy();
    expect(container.querySelector('[data-status="queued"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хорошо' })).toBeTruthy();
  });
});
