import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MediaImage } from '@/schemas/content-pages';
import { Lightbox, wrapIndex } from './lightbox';

const IMAGES: MediaImage[] = [1, 2, 3].map((n) => ({
  src: `/media/files/projects/presnya/gallery-${n}.svg`,
  alt: `Кадр ${n}`,
  width: 1200,
  height: 800,
}));

function renderLightbox(index = 0) {
  const onIndexChange = vi.fn();
  const onClose = vi.fn();
  render(
    <Lightbox
      images={IMAGES}
      index={index}
      title="Вид с 45-го этажа"
      onIndexChange={onIndexChange}
      onClose={onClose}
    />,
  );
  return {
    onIndexChange,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Вид с 45-го этажа: просмотр фотографий' }),
  };
}

afterEach(cleanup);

describe('Lightbox', () => {
  it('is a modal dialog that starts on the close button and names the frame', () => {
    const { dialog } = renderLightbox(1);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть просмотр' }));
    expect(screen.getByRole('img', { name: 'Кадр 2' })).toBeTruthy();
    expect(dialog.textContent).toContain('2 из 3');
  });

  it('pages with the arrow keys and wraps around, Home and End jump to the ends', () => {
    const { dialog, onIndexChange } = renderLightbox(0);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'End' });
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 2, 0]);
  });

  it('closes on Escape, on the close button and on the backdrop, not on the picture', () => {
    const { dialog, onClose } = renderLightbox(0);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть просмотр' }));
    fireEvent.click(screen.getByRole('img'));
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('has previous and next buttons', () => {
    const { onIndexChange } = renderLightbox(2);
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([0, 1]);
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect([wrapIndex(-1, 3), wrapIndex(3, 3), wrapIndex(1, 3)]).toEqual([2, 0, 1]);
  });
});
