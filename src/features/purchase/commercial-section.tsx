/**
 * «Подбор коммерции»: free premises summed up per project and kind — how
 * many, the areas, the entry price and price per m² — each linking to the
 * catalogue filtered to them. Kinds come from the facets with their counts.
 */
import { useState } from 'react';
import { Link } from '@/ui/link/link';
import { formatArea, formatCount, formatPriceFrom, formatPricePerMeter } from '@/lib/format';
import type { CommercialKind } from '@/schemas/purchase';
import { Tabs } from '@/ui/tabs/tabs';
import { useGetCommercialFacetsQuery, useGetCommercialSelectionQuery } from './purchase-api';
import { EmptyState, ListSkeleton, LoadFailed } from './purchase-states';
import styles from './programs.module.css';

const PREMISES = ['помещение', 'помещения', 'помещений'] as const;
type KindTab = CommercialKind | 'all';

export function CommercialSection() {
  const [kind, setKind] = useState<KindTab>('all');
  const query = kind === 'all' ? {} : { kind: [kind] };
  const selection = useGetCommercialSelectionQuery(query);
  const facets = useGetCommercialFacetsQuery({});
  const tabs = [
    { id: 'all' as KindTab, label: 'Все помещения' },
    ...(facets.data?.facets.kind ?? []).map((option) => ({
      id: option.value as KindTab,
      label: `${option.label} · ${option.count}`,
      disabled: option.disabled,
    })),
  ];

  return (
    <section className={styles.section} aria-labelledby="commercial-title">
      <h2 id="commercial-title" className={styles.sectionTitle}>
        Свободные помещения в проектах
      </h2>
      <Tabs items={tabs} value={kind} onChange={setKind} label="Тип помещения" size="s" />
      {selection.isError ? (
        <LoadFailed
          error={selection.error}
          onRetry={() => void selection.refetch()}
          message="Не удалось загрузить подборку помещений."
        />
      ) : !selection.data ? (
        <ListSkeleton label="Загружаем подборку помещений…" />
      ) : selection.data.count === 0 ? (
        <EmptyState>Свободных помещений этого типа сейчас нет — оставьте заявку, и брокер сообщит о новых.</EmptyState>
      ) : (
        <ul className={styles.cards}>
          {selection.data.results.map((offer) => (
            <li key={`${offer.project.id}-${offer.kind}`}>
              <article className={styles.card}>
                <p className={styles.kind}>{offer.kind_name}</p>
                <h3 className={styles.cardTitle}>
                  <Link to={offer.url} className={styles.cardLink}>
                    {offer.project.name}
                  </Link>
                </h3>
                <p className={styles.cardText}>{offer.project.district}</p>
                <dl className={styles.cardFacts}>
                  <div>
                    <dt>В продаже</dt>
                    <dd>{formatCount(offer.count, PREMISES)}</dd>
                  </div>
                  <div>
                    <dt>Площадь</dt>
                    <dd>
                      {formatArea(offer.area.min ?? 0)} — {formatArea(offer.area.max ?? 0)}
                    </dd>
                  </div>
                  <div>
                    <dt>Цена</dt>
                    <dd className={styles.cardAccent}>{formatPriceFrom(offer.price_from)}</dd>
                  </div>
                  <div>
                    <dt>За м²</dt>
                    <dd>от {formatPricePerMeter(offer.price_per_m2_from)}</dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
