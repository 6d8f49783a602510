/**
 * The default layout's parts that the first paint does not show: the aside
 * menu (closed at start) and the footer (below the fold), composed with the
 * promo banner and the newsletter form they carry. One module, so
 * `lazy-shell.tsx` loads them in one chunk after start-up (decision 015).
 */
import { AsideMenu } from '@/features/aside-menu/aside-menu';
import { Footer } from '@/features/footer/footer';
import { PromoBanner } from '@/features/promo-banner/promo-banner';
import { NewsletterForm } from '../lazy-forms';
import styles from './layouts.module.css';

export function SiteAsideMenu({ id }: { id: string }) {
  return <AsideMenu id={id} projectsBanner={<PromoBanner className={styles.asideBanner} landmark={false} />} />;
}

export function SiteFooter({ routeName }: { routeName?: string }) {
  return <Footer routeName={routeName} newsletter={<NewsletterForm />} promo={<PromoBanner tone="dark" />} />;
}
