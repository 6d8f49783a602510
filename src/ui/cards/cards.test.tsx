import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CardGrid, CardLink } from './cards';
import styles from './cards.module.css';

afterEach(cleanup);

describe('CardGrid', () => {
  it('lists the cards in a <ul> with the shared grid class and the page’s own', () => {
    render(
      <CardGrid className="pageGrid" aria-label="Материалы">
        <li>Лобби</li>
        <li>Фасад</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Материалы' });
    expect(list.tagName).toBe('UL');
    expect(styles.grid).toBeTruthy();
    expect([...list.classList]).toEqual([styles.grid, 'pageGrid']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Лобби', 'Фасад']);
  });

  it('lays out a loading state’s placeholders in a <div> with the attributes it is given', () => {
    render(
      <CardGrid as="div" role="status">
        <span className="visually-hidden">Загружаем…</span>
      </CardGrid>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('DIV');
    expect(status.className).toBe(styles.grid);
    expect(status.textContent).toBe('Загружаем…');
  });
});

describe('CardLink', () => {
  it('is the card’s one link: the title as its name, the card’s address, the covering class', () => {
    render(
      <MemoryRouter>
        <h2>
          <CardLink to="/owners/priyomka-kvartiry">Приёмка квартиры</CardLink>
        </h2>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Приёмка квартиры' });
    expect(link.getAttribute('href')).toBe('/owners/priyomka-kvartiry');
    expect(styles.link).toBeTruthy();
    expect(link.className).toBe(styles.link);
  });
});
