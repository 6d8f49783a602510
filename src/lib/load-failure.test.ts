import { describe, expect, it, vi } from 'vitest';
import { LOAD_FAILURE_TEXTS, loadFailureKind } from './load-failure';

describe('loadFailureKind (issue 30: a 500 read as a lost connection)', () => {
  it("a server answer of 5xx is the server's failure, not the connection", () => {
    expect(loadFailureKind({ status: 500, data: { status: 500, message: 'Внутренняя ошибка сервера' } }, true)).toBe(
      'server',
    );
    expect(loadFailureKind({ status: 503, data: null }, true)).toBe('server');
    expect(
      loadFailureKind({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }, true),
    ).toBe('server');
  });

  it('no answer at all is a connection failure', () => {
    expect(loadFailureKind({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true)).toBe('offline');
    expect(loadFailureKind({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, true)).toBe('offline');
    expect(loadFailureKind(new TypeError('Failed to fetch'), true)).toBe('offline');
  });

  it('an offline device is offline whatever the error says', () => {
    expect(loadFailureKind({ status: 500 }, false)).toBe('offline');
    expect(loadFailureKind(undefined, false)).toBe('offline');
  });

  it('reads navigator.onLine by default', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loadFailureKind({ status: 500 })).toBe('offline');
    onLine.mockReturnValue(true);
    expect(loadFailureKind({ status: 500 })).toBe('server');
    onLine.mockRestore();
  });

  it("says it in the spec's words", () => {
    expect(LOAD_FAILURE_TEXTS.server.title).toBe('Ошибка на стороне сервера.');
    expect(LOAD_FAILURE_TEXTS.offline.title).toBe('Нет подключения к\u00a0интернету');
    expect(LOAD_FAILURE_TEXTS.retry).toBe('Повторить');
  });
});
