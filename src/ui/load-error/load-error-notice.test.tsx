import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorNotice } from './load-error-notice';

afterEach(cleanup);

describe('LoadErrorNotice', () => {
  it('says the server failed, what did not load, and retries on «Повторить»', () => {
    const onRetry = vi.fn();
    render(<LoadErrorNotice error={{ status: 500 }} message="Не удалось загрузить документы." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.dataset.loadFailure).toBe('server');
    expect(alert.querySelector('h1')).toBeNull();
    expect(alert.textContent).toContain('Ошибка на стороне сервера.');
    expect(alert.textContent).toContain('Не удалось загрузить документы. Мы уже разбираемся.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('as a whole page: the title is the h1 in the page’s class, the sentence in its class', () => {
    render(
      <LoadErrorNotice
        className="failure"
        page={{ titleClassName: 'pageTitle', textClassName: 'pageText' }}
        error={{ status: 502 }}
        message="Не удалось загрузить лот."
        onRetry={() => undefined}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Ошибка на стороне сервера.' });
    expect(heading.className).toBe('pageTitle');
    expect(screen.getByRole('alert').className).toBe('failure');
    expect(screen.getByText(/^Не удалось загрузить лот\./).className).toBe('pageText');
  });

  it('offline, says so and asks again by itself when the network is back', () => {
    const onRetry = vi.fn();
    render(
      <LoadErrorNotice
        page={{}}
        error={{ status: 'FETCH_ERROR' }}
        message="Не удалось загрузить статью."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нет подключения к\u00a0интернету');
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
