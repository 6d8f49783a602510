/**
 * The desktop navigation of spec §2: four dropdowns and four links. Below
 * laptop width it is hidden by CSS and the burger opens the aside menu instead.
 */
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/ui/link/link';
import { useGetHeaderProjectsQuery, useGetSiteInfoQuery } from '@/entities/site/site-api';
import {
  ABOUT_TITLE_FALLBACK,
  PURCHASE_ROOT,
  aboutMenuLinks,
  estateMenuLinks,
  projectMenuLinks,
  purchaseMenuLinks,
} from '@/entities/site/site-menus';
import { Dropdown } from '@/ui/dropdown/dropdown';
import { useDropdownGroup } from '@/ui/dropdown/use-dropdown-group';
import styles from './header-nav.module.css';

const LINKS = [
  { to: '/promo', label: 'Акции' },
  { to: '/projects-commercial/', label: 'Коммерция' },
  { to: '/tenders/', label: 'Тендеры' },
  { to: '/contacts', label: 'Контакты' },
] as const;

const within = (pathname: string, ...roots: string[]) =>
  roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));

export function HeaderNav() {
  const { pathname } = useLocation();
  const group = useDropdownGroup();
  const { data: info } = useGetSiteInfoQuery();
  const { data: projects } = useGetHeaderProjectsQuery();
  const about = aboutMenuLinks(info?.about);

  return (
    <nav className={styles.nav} aria-label="Основное меню">
      <ul className={styles.list}>
        <li className={styles.entry}>
          <Dropdown
            id="header-projects"
            label="Проекты"
            to="/projects"
            items={projectMenuLinks(projects, info?.header_projects)}
            group={group}
            current={within(pathname, '/projects')}
            footer={
              <Link to="/projects" className={styles.all} onClick={group.close}>
                Все проекты
              </Link>
            }
          />
        </li>
        <li className={styles.entry}>
          <Dropdown
            id="header-estate"
            label="Выбрать недвижимость"
            to="/lots"
            items={estateMenuLinks(info?.estate)}
            group={group}
            current={within(pathname, '/lots')}
          />
        </li>
        <li className={styles.entry}>
          <Dropdown
            id="header-about"
            label={info?.about.title || ABOUT_TITLE_FALLBACK}
            to="/about"
            items={about}
            group={group}
            current={about.some((item) => within(pathname, item.to))}
          />
        </li>
        <li className={styles.entry}>
          <Dropdown
            id="header-purchase"
            label="Способы покупки"
            to={PURCHASE_ROOT}
            items={purchaseMenuLinks(info?.purchase)}
            group={group}
            current={within(pathname, '/purchase')}
          />
        </li>
        {LINKS.map((link) => (
          <li key={link.to} className={styles.entry}>
            <NavLink to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
