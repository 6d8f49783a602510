/**
 * `/`: hero with current offers, quick lot search, projects, promotions
 * with countdowns, «Вы смотрели» (a slot the app fills: features do not
 * import each other), news, purchase methods and the company.
 */
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { Container } from '@/ui/container/container';
import { LoadError } from '@/ui/load-error/load-error';
import { MountLater } from '@/ui/mount-later/mount-later';
import { HomeAbout } from './home-about';
import { HomeHero } from './home-hero';
import { HomeNews } from './home-news';
import { HomeProjects } from './home-projects';
import { HomePromos } from './home-promos';
import { HomePurchase } from './home-purchase';
import { HomeSkeleton } from './home-skeleton';
import { QuickSearch } from './quick-search';
import { useHomeData } from './use-home-data';
import styles from './home.module.css';

export interface HomePageProps {
  /** «Вы смотрели», composed by the route module. */
  recentlyViewed?: ReactNode;
  /** An editor's preview key from `?preview=`; null for the public page. */
  previewToken?: string | null;
}

export function HomePage({ recentlyViewed, previewToken = null }: HomePageProps) {
  const { page, isLoading, failed, error, previewDenied, retry } = useHomeData(previewToken);

  if (isLoading || (!page && !failed)) return <HomeSkeleton />;
  if (!page && previewDenied) {
    return (
      <Container className={styles.failure}>
        <h1 className={styles.failureTitle}>Предпросмотр недоступен</h1>
        <p className={styles.failureText}>Ключ предпросмотра неверен или предпросмотр выключен на сервере.</p>
        <Button to="/">Открыть опубликованную версию</Button>
      </Container>
    );
  }
  if (!page) {
    // Offline or the server's failure, in the shared words (issue 30).
    return (
      <Container>
        <LoadError
          className={styles.failure}
          page={{ titleClassName: styles.failureTitle, textClassName: styles.failureText }}
          error={error}
          message="Не удалось загрузить главную страницу."
          onRetry={() => void retry()}
        />
      </Container>
    );
  }

  return (
    <div className={styles.page}>
      {page.preview && (
        <p className={styles.previewBadge} role="status">
          Предпросмотр: показаны и неопубликованные материалы
        </p>
      )}
      <HomeHero hero={page.hero} promos={page.promos} />
      <Container>
        <QuickSearch projects={page.projects} />
      </Container>
      {/* Below the hero: a commit of its own, after the first screen's (decision 022). */}
      <MountLater>
        <HomeProjects projects={page.projects} />
        <HomePromos promos={page.promos} />
        {recentlyViewed && <Container className={styles.recent}>{recentlyViewed}</Container>}
        <HomeNews news={page.news} />
        <HomePurchase purchase={page.purchase} />
        <HomeAbout about={page.about} />
      </MountLater>
    </div>
  );
}
