import type { MouseEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { isActivePath, Link, NavLink, splitAbsolute } from './link';

function Where() {
  const location = useLocation();
  return <output aria-label="адрес">{location.pathname + location.search}</output>;
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByLabelText('адрес').textContent;

/** Clicks like a visitor but keeps happy-dom from really leaving the page; true when the app took the click. */
function click(element: HTMLElement, init?: MouseEventInit): boolean {
  let taken = false;
  const hold = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', hold);
  fireEvent.click(element, init);
  document.removeEventListener('click', hold);
  return taken;
}

describe('Link', () => {
  afterEach(cleanup);

  it('resolves its href and navigates in the app on a plain click', () => {
    renderAt('/', <Link to="/lots?rooms=2">Квартиры</Link>);
    const link = screen.getByRole('link', { name: 'Квартиры' });
    expect(link.getAttribute('href')).toBe('/lots?rooms=2');
    fireEvent.click(link);
    expect(where()).toBe('/lots?rooms=2');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/lots">Квартиры</Link>
        <Link to="/favorites" target="_blank">
          Избранное
        </Link>
      </>,
    );
    expect(click(screen.getByRole('link', { name: 'Квартиры' }), { ctrlKey: true })).toBe(false);
    expect(click(screen.getByRole('link', { name: 'Избранное' }))).toBe(false);
    expect(where()).toBe('/');
  });

  it('runs the caller’s onClick first and stays put when it prevents the default', () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/lots" onClick={onClick}>
        Квартиры
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Квартиры' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/');
  });

  it('leaves another site to the browser and routes this site’s absolute addresses in the app', () => {
    renderAt(
      '/',
      <>
        <Link to="https://partner.example/offer?x=1">Партнёр</Link>
        <Link to={`${window.location.origin}/lots?rooms=3#list`}>Трёхкомнатные</Link>
      </>,
    );
    const partner = screen.getByRole('link', { name: 'Партнёр' });
    expect(partner.getAttribute('href')).toBe('https://partner.example/offer?x=1');
    // Not taken: the browser leaves for the partner's site.
    expect(click(partner)).toBe(false);
    expect(where()).toBe('/');
    const own = screen.getByRole('link', { name: 'Трёхкомнатные' });
    expect(own.getAttribute('href')).toBe('/lots?rooms=3#list');
    fireEvent.click(own);
    expect(where()).toBe('/lots?rooms=3');
  });

  it('passes anchor attributes and the ref through', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    renderAt(
      '/',
      <Link to="/about" className="x" aria-label="О компании" ref={ref}>
        О нас
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'О компании' });
    expect(link.className).toBe('x');
    expect(ref.current).toBe(link);
  });
});

describe('NavLink', () => {
  afterEach(cleanup);

  it('marks the open page and its sub-pages with aria-current="page"', () => {
    renderAt(
      '/projects/sever',
      <>
        <NavLink to="/projects">Проекты</NavLink>
        <NavLink to="/lots">Квартиры</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Проекты' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Квартиры' }).hasAttribute('aria-current')).toBe(false);
  });

  it('follows navigation', () => {
    renderAt('/', <NavLink to="/lots">Квартиры</NavLink>);
    const link = screen.getByRole('link', { name: 'Квартиры' });
    expect(link.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(link);
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('splitAbsolute', () => {
  const here = 'https://severin.example/lots';
  it('keeps paths, strips this origin and marks other origins and schemes as external', () => {
    expect(splitAbsolute('/about', here)).toEqual({ to: '/about', external: null });
    expect(splitAbsolute({ pathname: '/about' }, here)).toEqual({ to: { pathname: '/about' }, external: null });
    expect(splitAbsolute('https://severin.example/news/1?a=1', here)).toEqual({ to: '/news/1?a=1', external: null });
    expect(splitAbsolute('//severin.example/press', here)).toEqual({ to: '/press', external: null });
    expect(splitAbsolute('https://other.example/x', here)).toEqual({ to: '/', external: 'https://other.example/x' });
    expect(splitAbsolute('tel:+74950000000', here)).toEqual({ to: '/', external: 'tel:+74950000000' });
    expect(splitAbsolute('mailto:sales@severin.example', here).external).toBe('mailto:sales@severin.example');
  });
});

describe('isActivePath', () => {
  it('matches the path itself and its sub-pages, not look-alike prefixes', () => {
    expect(isActivePath('/projects', '/projects')).toBe(true);
    expect(isActivePath('/projects/sever', '/projects')).toBe(true);
    expect(isActivePath('/projects-commercial', '/projects')).toBe(false);
    expect(isActivePath('/Projects/', '/projects/')).toBe(true);
  });

  it('keeps the home page and `end` links to their exact path', () => {
    expect(isActivePath('/lots', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/projects/sever', '/projects', true)).toBe(false);
  });
});
