/** /services: services for buyers, owners and residents (`services/`), grouped, with an in-page index. */
import { Link } from '@/ui/link/link';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { useGetServicesQuery } from '../company-pages-api';
import { EmptyNote, LoadError, LoadingSkeleton } from '../shared/load-states';
import { groupByAudience } from './services-view';
import shared from '../shared/company.module.css';
import styles from './services.module.css';

export function ServicesPage({ title }: { title: string }) {
  const services = useGetServicesQuery();
  const groups = groupByAudience(services.data?.items ?? []);
  return (
    <PageFrame title={title}>
      {services.isError ? (
        <LoadError what="сервисы" error={services.error} onRetry={() => void services.refetch()} />
      ) : !services.data ? (
        <LoadingSkeleton label="Загружаем сервисы…" items={6} />
      ) : groups.length === 0 ? (
        <EmptyNote>Описание сервисов скоро появится.</EmptyNote>
      ) : (
        <>
          <p className={shared.lead}>{services.data.lead}</p>
          <nav aria-label="Разделы сервисов" className={styles.index}>
            {groups.map((group) => (
              <a key={group.id} href={`#${group.id}`} className={styles.indexLink}>
                {group.audience}
              </a>
            ))}
          </nav>
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className={shared.section}>
              <h2 id={`${group.id}-title`} className={shared.sectionTitle}>
                {group.audience}
              </h2>
              <ul className={shared.cards}>
                {group.items.map((service) => (
                  <li key={service.slug} className={shared.card}>
                    <h3 className={shared.cardTitle}>{service.title}</h3>
                    <p className={shared.cardText}>{service.lead}</p>
                    <ul className={shared.bullets}>
                      {service.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                    {service.link && (
                      <Link to={service.link.url} className={styles.link}>
                        {service.link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </PageFrame>
  );
}
