/**
 * /about: mission and principles, key figures, history, awards, the team
 * with department facets and the charity projects. The team has its own
 * calls, so it shows (and filters) even while the rest is loading.
 */
import type { ReactNode } from 'react';
import { DEFAULT_PHONE, telHref, WORKING_HOURS_TEXT } from '@/lib/contacts';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { useGetAboutQuery } from '../company-pages-api';
import { Figures } from '../shared/figures';
import { LoadError, LoadingSkeleton } from '../shared/load-states';
import { TeamSection } from '../team/team-section';
import { AwardsList } from './awards-list';
import { CharityCards } from './charity-cards';
import { HistoryTimeline } from './history-timeline';
import shared from '../shared/company.module.css';
import styles from './about.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={shared.section}>
      <h2 id={`${id}-title`} className={shared.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AboutPage({ title }: { title: string }) {
  const about = useGetAboutQuery();
  const data = about.data;
  return (
    <PageFrame title={title}>
      {about.isError ? (
        <LoadError what="страницу о компании" error={about.error} onRetry={() => void about.refetch()} />
      ) : !data ? (
        <LoadingSkeleton label="Загружаем страницу о компании…" items={3} />
      ) : (
        <>
          <section aria-labelledby="mission-title" className={styles.mission}>
            <h2 id="mission-title" className={styles.missionTitle}>
              {data.mission.title}
            </h2>
            <p className={shared.lead}>{data.mission.text}</p>
            <ul className={styles.principles}>
              {data.mission.principles.map((principle) => (
                <li key={principle}>{principle}</li>
              ))}
            </ul>
            <Figures items={data.figures} label="Компания в цифрах" />
          </section>
          {data.history.length > 0 && (
            <Section id="history" title="История">
              <HistoryTimeline items={data.history} />
            </Section>
          )}
          {data.awards.length > 0 && (
            <Section id="awards" title="Награды">
              <AwardsList items={data.awards} />
            </Section>
          )}
        </>
      )}
      <Section id="team" title="Команда">
        <TeamSection />
      </Section>
      {data && data.charity.length > 0 && (
        <Section id="charity" title="Благотворительность">
          <CharityCards items={data.charity} />
        </Section>
      )}
      {/* Spec §9: About pages show the default contact phone. */}
      <section aria-labelledby="about-contact-title" className={styles.contact}>
        <h2 id="about-contact-title" className={styles.contactTitle}>
          Остались вопросы о компании?
        </h2>
        <p className={styles.contactText}>
          <a href={telHref(DEFAULT_PHONE)} className={styles.contactPhone}>
            {DEFAULT_PHONE}
          </a>
          <span>{WORKING_HOURS_TEXT}</span>
        </p>
      </section>
    </PageFrame>
  );
}
