import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LotPhoto } from '@/schemas/lots';
import { LotPhotos, lotPictures } from './lot-photos';

const PHOTOS: LotPhoto[] = [
  { kind: 'view', image: '/media/files/lots/views/1.svg', title: 'Вид из окон' },
  { kind: 'interior', image: '/media/files/lots/interiors/1.svg', title: 'Гостиная' },
  { kind: 'interior', image: '/media/files/lots/interiors/2.svg', title: 'Спальня' },
];

afterEach(cleanup);

describe('lot photos', () => {
  it('puts the plan first, then interiors, then the view, each with its text alternative', () => {
    const pictures = lotPictures('/media/files/plans/7.svg', 'Планировка: квартира № 7', PHOTOS);
    expect(pictures.map((picture) => [picture.label, picture.alt, picture.raw ?? false])).toEqual([
      ['Планировка', 'Планировка: квартира № 7', true],
      ['Гостиная', 'Интерьер: гостиная', false],
      ['Спальня', 'Интерьер: спальня', false],
      ['Вид из окон', 'Вид из окон', false],
    ]);
    expect(lotPictures(null, '', PHOTOS)[0]!.label).toBe('Гостиная');
  });

  it('shows nothing without photos: the plan above is enough', () => {
    const { container } = render(<LotPhotos plan="/media/files/plans/7.svg" planAlt="Планировка" photos={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the lightbox at the chosen picture', async () => {
    render(<LotPhotos plan="/media/files/plans/7.svg" planAlt="Планировка: квартира № 7" photos={PHOTOS} />);
    const buttons = screen.getAllByRole('button', { name: /^Открыть фото/ });
    expect(buttons).toHaveLength(4);
    fireEvent.click(buttons[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Просмотр фотографий' });
    expect(dialog.querySelector('figcaption')!.textContent).toBe('Интерьер: спальня · 3 из 4');
  });
});
