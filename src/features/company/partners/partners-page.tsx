/**
 * /partners: intro and figures (`partners_page/`), tabs by partner type
 * (`partners_page/partners_type/` with counts) over the partner grid (`partners_page/partners/?type=`),
 * then the offers leading to the partnership pages.
 */
import { useState } from 'react';
import { Link } from '@/ui/link/link';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { Tabs } from '@/ui/tabs/tabs';
import { useGetPartnersPageQuery, useGetPartnersQuery, useGetPartnerTypesQuery } from '../company-pages-api';
import { Figures } from '../shared/figures';
import { EmptyNote, LoadError, LoadingSkeleton } from '../shared/load-states';
import { PartnerGrid } from './partner-grid';
import shared from '../shared/company.module.css';
import styles from './partners.module.css';

const ALL = 'all';

export function PartnersPage({ title }: { title: string }) {
  const page = useGetPartnersPageQuery();
  const types = useGetPartnerTypesQuery();
  const [type, setType] = useState<string>(ALL);
  const partners = useGetPartnersQuery(type === ALL ? null : type);
  const total = types.data?.reduce((sum, item) => sum + item.count, 0);
  const tabs = [
    { id: ALL, label: total === undefined ? 'Все' : `Все\u00a0${total}` },
    ...(types.data ?? []).map((item) => ({
      id: item.slug,
      label: `${item.name}\u00a0${item.count}`,
      disabled: item.count === 0,
    })),
  ];

  return (
    <PageFrame title={title}>
      {page.data && <p className={shared.lead}>{page.data.lead}</p>}
      {page.data && <Figures items={page.data.figures} label="Партнёры в цифрах" />}
      <section aria-labelledby="partners-list-title" className={shared.section}>
        <h2 id="partners-list-title" className={shared.sectionTitle}>
          С кем мы работаем
        </h2>
        <Tabs items={tabs} value={type} onChange={setType} label="Тип партнёров" size="s" className={styles.tabs} />
        {partners.isError ? (
          <LoadError what="партнёров" error={partners.error} onRetry={() => void partners.refetch()} />
        ) : !partners.data ? (
          <LoadingSkeleton label="Загружаем партнёров…" items={6} />
        ) : partners.data.length === 0 ? (
          <EmptyNote>Партнёров этого типа пока нет.</EmptyNote>
        ) : (
          <PartnerGrid partners={partners.data} />
        )}
      </section>
      {page.data && page.data.offers.length > 0 && (
        <section aria-labelledby="partners-offers-title" className={shared.section}>
          <h2 id="partners-offers-title" className={shared.sectionTitle}>
            Стать партнёром
          </h2>
          <ul className={shared.cards}>
            {page.data.offers.map((offer) => (
              <li key={offer.url} className={shared.card}>
                <h3 className={shared.cardTitle}>{offer.title}</h3>
                <p className={shared.cardText}>{offer.text}</p>
                <Link to={offer.url} className={styles.offerLink}>
                  Условия сотрудничества
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
