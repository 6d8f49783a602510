import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button } from './button';

describe('Button', () => {
  afterEach(cleanup);

  it('is a real button by default', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Отправить</Button>);
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('uses the native disabled state', () => {
    render(<Button disabled>Отправить</Button>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders an anchor for href and a router link for to', () => {
    render(
      <MemoryRouter>
        <Button href="https://example.ru" target="_blank" rel="noopener">
          Сайт
        </Button>
        <Button to="/contacts">Контакты</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Сайт' }).getAttribute('href')).toBe('https://example.ru');
    expect(screen.getByRole('link', { name: 'Контакты' }).getAttribute('href')).toBe('/contacts');
  });

  it('drops the href of a disabled link', () => {
    render(
      <Button href="/x" disabled>
        Недоступно
      </Button>,
    );
    const link = screen.getByText('Недоступно').closest('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});
