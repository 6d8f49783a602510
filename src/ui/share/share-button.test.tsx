import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SHARE_COPIED, ShareButton } from './share-button';

// jsdom has no share sheet; the tests add one where a device would have it.
const nav = navigator as unknown as { share?: Navigator['share'] };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete nav.share;
});

function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  return writeText;
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('ShareButton', () => {
  it('without a share sheet copies the page address and says so in a status region', async () => {
    const writeText = stubClipboard();
    render(<ShareButton title="Квартира № 125" url="/flat/125" />);
    expect(screen.getByRole('status').textContent).toBe('');
    await click('Скопировать ссылку');
    expect(writeText).toHaveBeenCalledWith(new URL('/flat/125', window.location.href).href);
    expect(screen.getByRole('status').textContent).toBe(SHARE_COPIED);
  });

  it('opens the share sheet with title, text and the absolute address where the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    nav.share = share;
    const writeText = stubClipboard();
    render(<ShareButton title="Сравнение" text="3 лота" url="/compare?ids=1,2" />);
    await click('Поделиться');
    expect(share).toHaveBeenCalledWith({
      title: 'Сравнение',
      text: '3 лота',
      url: new URL('/compare?ids=1,2', window.location.href).href,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing when the visitor closes the sheet, copies when the sheet refuses', async () => {
    const writeText = stubClipboard();
    nav.share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    render(<ShareButton title="Лот" />);
    await click('Поделиться');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');

    nav.share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    await click('Поделиться');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe(SHARE_COPIED);
  });
});
