/**
 * Contents of the aside menu, in the order of spec §2: projects (with the
 * promo banner), Коммерция, Выбрать недвижимость (new tabs), Акции, Способы
 * покупки, Тендеры, О компании, Контакты.
 */
import { useState, type ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { useGetHeaderProjectsQuery, useGetSiteInfoQuery } from '@/entities/site/site-api';
import {
  PURCHASE_ROOT,
  aboutMenuLinks,
  projectMenuLinks,
  purchaseMenuLinks,
  type MenuLink,
} from '@/entities/site/site-menus';
import { ExternalIcon } from '@/ui/icons/external-icon';
import { ESTATE_LINKS } from './aside-links';
import { AsideSection } from './aside-section';
import styles from './aside-menu.module.css';

type SectionKey = 'projects' | 'estate' | 'purchase' | 'about';

interface AsideMenuNavProps {
  /** Called when a same-tab link is followed: following the current page changes no route. */
  onNavigate(): void;
  projectsBanner?: ReactNode;
}

function SubLinks({ links, onNavigate }: { links: MenuLink[]; onNavigate(): void }) {
  return (
    <ul className={styles.subList}>
      {links.map((link) => (
        <li key={link.key}>
          {link.disabled ? (
            <span className={`${styles.subLink} ${styles.disabled}`} aria-disabled="true">
              {link.label}
            </span>
          ) : (
            <Link to={link.to} className={styles.subLink} onClick={onNavigate}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AsideMenuNav({ onNavigate, projectsBanner }: AsideMenuNavProps) {
  const [openSection, setOpenSection] = useState<SectionKey | null>('projects');
  const { data: info } = useGetSiteInfoQuery();
  const { data: projects } = useGetHeaderProjectsQuery();
  const section = (key: SectionKey) => ({
    open: openSection === key,
    onToggle: () => setOpenSection((current) => (current === key ? null : key)),
  });
  const link = (to: string, label: string) => (
    <li className={styles.entry}>
      <Link to={to} className={styles.topLink} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
  // Without site data (loading or a failed call) sections with no entries become plain links.
  const about = aboutMenuLinks(info?.about);
  const purchase = purchaseMenuLinks(info?.purchase);

  return (
    <nav aria-label="Меню сайта">
      <ul className={styles.list}>
        <AsideSection title="Проекты" {...section('projects')}>
          <SubLinks links={projectMenuLinks(projects, info?.header_projects)} onNavigate={onNavigate} />
          <Link to="/projects" className={styles.allLink} onClick={onNavigate}>
            Все проекты
          </Link>
          {projectsBanner && <div className={styles.banner}>{projectsBanner}</div>}
        </AsideSection>
        {link('/projects-commercial/', 'Коммерция')}
        <AsideSection title="Выбрать недвижимость" {...section('estate')}>
          <ul className={styles.subList}>
            {ESTATE_LINKS.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noopener" className={styles.subLink}>
                  {item.label}
                  <ExternalIcon size={16} className={styles.external} />
                  <span className="visually-hidden"> (откроется в новой вкладке)</span>
                </a>
              </li>
            ))}
          </ul>
        </AsideSection>
        {link('/promo', 'Акции')}
        {purchase.length > 0 ? (
          <AsideSection title="Способы покупки" {...section('purchase')}>
            <SubLinks links={purchase} onNavigate={onNavigate} />
          </AsideSection>
        ) : (
          link(PURCHASE_ROOT, 'Способы покупки')
        )}
        {link('/tenders/', 'Тендеры')}
        {about.length > 0 ? (
          <AsideSection title="О компании" {...section('about')}>
            <SubLinks links={about} onNavigate={onNavigate} />
          </AsideSection>
        ) : (
          link('/about', 'О компании')
        )}
        {link('/contacts', 'Контакты')}
      </ul>
    </nav>
  );
}
