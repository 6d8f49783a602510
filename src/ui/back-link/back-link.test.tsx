import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BackLink } from './back-link';
import styles from './back-link.module.css';

afterEach(cleanup);

describe('BackLink', () => {
  it('is a labelled navigation with one arrowed link back to the list', () => {
    render(
      <MemoryRouter>
        <BackLink to="/media">Все материалы</BackLink>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Навигация по разделу' });
    expect(styles.back).toBeTruthy();
    expect(nav.className).toBe(styles.back);
    const link = screen.getByRole('link', { name: '← Все материалы' });
    expect(link.getAttribute('href')).toBe('/media');
    expect(nav.contains(link)).toBe(true);
  });
});
