/**
 * A partnership page's content from `cooperation/?kind=` (spec §7), shown
 * above its form: benefits, key conditions, the broker commission by lot
 * type, the steps of working together and the FAQ. Loading shows grey
 * stand-ins, a failed load «Повторить».
 */
import { formatNumber, NBSP } from '@/lib/format';
import type { CooperationItem, CooperationKind } from '@/schemas/cooperation';
import { ListError, ListSkeleton } from '@/entities/company/list-states';
import list from '@/entities/company/company-list.module.css';
import { FaqAccordion } from './faq-accordion';
import { useGetCooperationQuery } from './partnership-page-api';
import styles from './partnership-page.module.css';

export function PartnershipContent({ kind }: { kind: CooperationKind }) {
  const { data, isError, error, isLoading, refetch } = useGetCooperationQuery(kind);
  if (isError)
    return (
      <ListError text="Не удалось загрузить условия сотрудничества." error={error} onRetry={() => void refetch()} />
    );
  if (isLoading) return <ListSkeleton count={2} label="Загружаем условия сотрудничества…" />;
  return data ? <CooperationSections item={data} /> : null;
}

export function CooperationSections({ item }: { item: CooperationItem }) {
  return (
    <div className={list.page}>
      <section aria-labelledby="coop-benefits-title">
        <h2 id="coop-benefits-title" className={list.sectionTitle}>
          Почему с нами выгодно
        </h2>
        <p className={styles.strap}>{item.lead}</p>
        <ul className={list.tiles}>
          {item.benefits.map((benefit) => (
            <li key={benefit.title} className={list.tile}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {item.conditions.length > 0 && (
        <section aria-labelledby="coop-conditions-title">
          <h2 id="coop-conditions-title" className={list.sectionTitle}>
            Условия
          </h2>
          <dl className={styles.conditions}>
            {item.conditions.map((condition) => (
              <div key={condition.label} className={styles.condition}>
                <dt>{condition.label}</dt>
                <dd className={styles.conditionValue}>{condition.value}</dd>
                {condition.note && <dd className={styles.conditionNote}>{condition.note}</dd>}
              </div>
            ))}
          </dl>
        </section>
      )}
      {item.commission.length > 0 && (
        <section aria-labelledby="coop-commission-title">
          <h2 id="coop-commission-title" className={list.sectionTitle}>
            Вознаграждение
          </h2>
          <table className={styles.table}>
            <caption className={styles.caption}>Процент от стоимости договора с клиентом</caption>
            <thead>
              <tr>
                <th scope="col">Тип лота</th>
                <th scope="col">Вознаграждение</th>
              </tr>
            </thead>
            <tbody>
              {item.commission.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{`${formatNumber(row.percent, { maxDecimals: 1 })}${NBSP}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section aria-labelledby="coop-steps-title">
        <h2 id="coop-steps-title" className={list.sectionTitle}>
          Как начать сотрудничество
        </h2>
        <ol className={`${list.tiles} ${list.steps}`}>
          {item.steps.map((step) => (
            <li key={step.title} className={list.tile}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {item.faq.length > 0 && (
        <section aria-labelledby="coop-faq-title">
          <h2 id="coop-faq-title" className={list.sectionTitle}>
            Частые вопросы
          </h2>
          <FaqAccordion items={item.faq} />
          <p className={styles.contact}>
            Не нашли ответа? Напишите на <a href={`mailto:${item.contact_email}`}>{item.contact_email}</a> или оставьте
            заявку ниже.
          </p>
        </section>
      )}
    </div>
  );
}
