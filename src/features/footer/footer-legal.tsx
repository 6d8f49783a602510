/** Legal links, copyright 2014–current year and the developer disclaimer (spec §2). */
import { Link } from '@/ui/link/link';
import { DEVELOPER_DISCLAIMER_LEAD, PROJECT_DECLARATIONS_SITE } from '@/lib/legal-texts';
import { useRenderedAt } from '@/lib/render/render-env';
import { copyrightLine, LEGAL_LINKS } from './footer-links';
import styles from './footer.module.css';

const DEFAULT_LEGAL_NAME = 'ООО «Северин Девелопмент»';

export function FooterLegal({ legalName = DEFAULT_LEGAL_NAME }: { legalName?: string }) {
  const renderedAt = useRenderedAt();
  return (
    <div className={styles.legal}>
      <div className={styles.legalRow}>
        <p className={styles.copyright}>{copyrightLine(legalName, renderedAt)}</p>
        <ul className={styles.legalLinks}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link className={styles.link} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.disclaimer}>
        {DEVELOPER_DISCLAIMER_LEAD}{' '}
        <a className={styles.link} href={PROJECT_DECLARATIONS_SITE.url} target="_blank" rel="noopener noreferrer">
          {PROJECT_DECLARATIONS_SITE.label}
        </a>
        .
      </p>
    </div>
  );
}
