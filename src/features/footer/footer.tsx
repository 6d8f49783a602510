/**
 * The site footer (spec §2). Its top slot depends on the route: the newsletter
 * form on the newsletter routes, the promo banner elsewhere except lot pages of
 * apartments and commercials and the partnership pages. Both are features of
 * their own, so the layout passes them in and the footer only picks one.
 */
import type { ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { footerSlot } from '@/lib/routes';
import { guardRedirect } from '@/lib/stage';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { Container } from '@/ui/container/container';
import { Logo } from '@/ui/logo/logo';
import { footerColumns } from './footer-links';
import { FooterContacts } from './footer-contacts';
import { FooterApps } from './footer-apps';
import { FooterSocials } from './footer-socials';
import { FooterLegal } from './footer-legal';
import { ScrollToTopButton } from './scroll-to-top-button';
import styles from './footer.module.css';

export interface FooterProps {
  /** Route name from the route table; decides the top slot. */
  routeName?: string;
  /** The newsletter form, shown only on the newsletter routes. */
  newsletter?: ReactNode;
  /** The promo banner, shown on the other routes unless the route excludes it. */
  promo?: ReactNode;
}

function useCanShowOwners(): boolean {
  const { stage, devFlag } = useRuntimeConfig();
  return guardRedirect('/owners', stage, devFlag) === null;
}

export function Footer({ routeName, newsletter, promo }: FooterProps) {
  const { data: info } = useGetSiteInfoQuery();
  const slot = footerSlot(routeName);
  const top = slot === 'newsletter' ? newsletter : slot === 'promo' ? promo : null;
  const showOwners = useCanShowOwners();
  const columns = footerColumns(info?.purchase, { showOwners });

  return (
    <footer className={styles.footer} data-footer-slot={slot}>
      <Container>
        {top && <div className={styles.slot}>{top}</div>}

        <div className={styles.brandRow}>
          <Link to="/" className={styles.logoLink} aria-label="Северин — на главную">
            <Logo className={styles.logo} />
          </Link>
          {info?.brand.slogan && <p className={styles.slogan}>{info.brand.slogan}</p>}
          <ScrollToTopButton />
        </div>

        <div className={styles.main}>
          <FooterContacts media={info?.media} />

          <nav className={styles.nav} aria-label="Разделы сайта">
            {columns.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link className={styles.link} to={link.to}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          <div className={styles.aside}>
            {info?.apps && (
              <section className={styles.asideGroup} aria-labelledby="footer-app-title">
                <h2 id="footer-app-title" className={styles.columnTitle}>
                  Приложение для жителей
                </h2>
                <p className={styles.muted}>
                  Заявки в управляющую компанию, пропуска и оплата услуг в одном приложении.
                </p>
                <FooterApps apps={info.apps} />
              </section>
            )}
            {info && info.media.socials.length > 0 && (
              <section className={styles.asideGroup} aria-labelledby="footer-socials-title">
                <h2 id="footer-socials-title" className={styles.columnTitle}>
                  Мы в соцсетях
                </h2>
                <FooterSocials socials={info.media.socials} />
              </section>
            )}
          </div>
        </div>

        <FooterLegal legalName={info?.brand.legal_name || undefined} />
      </Container>
    </footer>
  );
}
