import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PdfDownloadButton } from './pdf-download-button';
import { PDF_ERROR_TEXT, PDF_OFFLINE_TEXT, usePdfTask } from './use-pdf-task';

function Harness({ work }: { work: () => Promise<string | null | void> }) {
  return <PdfDownloadButton task={usePdfTask(work)} />;
}

function deferred() {
  let resolve!: (value: string | null) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string | null>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('PdfDownloadButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is busy while the file is made and ignores a second click', async () => {
    const step = deferred();
    const work = vi.fn(() => step.promise);
    render(<Harness work={work} />);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать PDF' }));
    const busy = screen.getByRole('button', { name: 'Готовим PDF…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => step.resolve('В файл не вошёл 1 лот'));
    expect(screen.getByRole('button', { name: 'Скачать PDF' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('В файл не вошёл 1 лот');
  });

  it('says in Russian that it failed, and why when offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('boom'));
    render(<Harness work={failing} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Скачать PDF' })));
    expect(screen.getByRole('alert').textContent).toBe(PDF_ERROR_TEXT);

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Скачать PDF' })));
    expect(screen.getByRole('alert').textContent).toBe(PDF_OFFLINE_TEXT);
  });
});
