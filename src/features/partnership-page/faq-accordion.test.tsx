import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FaqAccordion } from './faq-accordion';
import { CooperationSections } from './partnership-content';

afterEach(cleanup);

const FAQ = [
  { question: 'Как закрепить клиента?', answer: 'Отправьте уведомление через форму.' },
  { question: 'Когда выплата?', answer: 'В течение 10 рабочих дней.' },
];

describe('FaqAccordion', () => {
  it('shows an answer under its expanded question, several at once', () => {
    render(<FaqAccordion items={FAQ} />);
    const first = screen.getByRole('button', { name: 'Как закрепить клиента?' });
    const second = screen.getByRole('button', { name: 'Когда выплата?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Как закрепить клиента?' })).toBeNull();
    fireEvent.click(first);
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Как закрепить клиента?' });
    expect(answer.id).toBe(first.getAttribute('aria-controls'));
    expect(answer.textContent).toBe('Отправьте уведомление через форму.');
    expect(screen.getByRole('region', { name: 'Когда выплата?' })).toBeTruthy();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
  });
});

describe('CooperationSections', () => {
  it('shows the commission table only when there is a commission', () => {
    const item = {
      id: 1,
      kind: 'brokers' as const,
      title: 'Брокерам',
      lead: 'Вознаграждение до 4 %.',
      benefits: [{ title: 'Закрепление клиента', text: '30 дней.' }],
      conditions: [{ label: 'Срок выплаты', value: '10 рабочих дней' }],
      commission: [{ label: 'Апартаменты', percent: 3.5 }],
      steps: [{ title: 'Заключите договор', text: 'За один день.' }],
      faq: FAQ,
      contact_email: 'brokers@severin-dev.ru',
    };
    const { rerender } = render(<CooperationSections item={item} />);
    expect(screen.getByRole('row', { name: 'Апартаменты 3,5\u00a0%' })).toBeTruthy();
    expect(screen.getByRole('term').textContent).toBe('Срок выплаты');
    expect(screen.getByRole('link', { name: 'brokers@severin-dev.ru' }).getAttribute('href')).toBe(
      'mailto:brokers@severin-dev.ru',
    );
    rerender(<CooperationSections item={{ ...item, commission: [] }} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
