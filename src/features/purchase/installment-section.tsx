/**
 * The developer's instalment plans priced for one home: the first payment,
 * the monthly one and the markup each plan adds. The price is the visitor's
 * (thousands input of the UI kit); «Без удорожания» keeps interest-free plans only.
 */
import { useState } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { modalOpened } from '@/entities/modal/modal-slice';
import { formatNumber, NBSP, pluralRu } from '@/lib/format';
import { buildQuery } from '@/lib/query-string';
import type { InstallmentPlan } from '@/schemas/purchase';
import { Button } from '@/ui/button/button';
import { NumberInput } from '@/ui/number-input/number-input';
import { Toggle } from '@/ui/toggle/toggle';
import { PRICE_MAX, PRICE_MIN } from './calculator-model';
import { useGetInstallmentsQuery } from './purchase-api';
import { EmptyState, ListSkeleton, LoadFailed } from './purchase-states';
import { keepUnits, PURCHASE_TEXTS } from './purchase-texts';
import styles from './programs.module.css';

const MONTHS = ['месяц', 'месяца', 'месяцев'] as const;
const rub = (value: number) => `${formatNumber(Math.round(value), { maxDecimals: 0 })}${NBSP}₽`;

/** A plan's sums for a price: the markup raises the price, the rest is split evenly over the months. */
function planSums(plan: InstallmentPlan, price: number) {
  const total = price * (1 + plan.markup_percent / 100);
  const first = (total * plan.down_payment_percent) / 100;
  return { total, first, monthly: (total - first) / plan.months, markup: total - price };
}

export function InstallmentSection() {
  const dispatch = useAppDispatch();
  const [price, setPrice] = useState(15_000_000);
  const [interestFree, setInterestFree] = useState(false);
  const plans = useGetInstallmentsQuery(interestFree ? { interest_free: true } : {});
  const safePrice = Math.min(PRICE_MAX, Math.max(PRICE_MIN, price));

  return (
    <section className={styles.section} aria-labelledby="installment-title">
      <h2 id="installment-title" className={styles.sectionTitle}>
        Условия рассрочки
      </h2>
      <div className={styles.filters}>
        <NumberInput
          label="Стоимость квартиры"
          value={price}
          onChange={setPrice}
          maxLength={9}
          decimals={0}
          trailing="₽"
          className={styles.filter}
        />
        <Toggle label="Без удорожания" checked={interestFree} onChange={setInterestFree} />
      </div>
      {plans.isError ? (
        <LoadFailed
          error={plans.error}
          onRetry={() => void plans.refetch()}
          message="Не удалось загрузить условия рассрочки."
        />
      ) : !plans.data ? (
        <ListSkeleton label="Загружаем условия рассрочки…" />
      ) : plans.data.count === 0 ? (
        <EmptyState>Подходящих программ рассрочки сейчас нет — менеджер предложит индивидуальный график.</EmptyState>
      ) : (
        <ul className={styles.cards}>
          {plans.data.results.map((plan) => {
            const sums = planSums(plan, safePrice);
            return (
              <li key={plan.id}>
                <article className={styles.card} aria-labelledby={`plan-${plan.id}`}>
                  <h3 id={`plan-${plan.id}`} className={styles.cardTitle}>
                    {keepUnits(plan.name)}
                  </h3>
                  <p className={styles.cardText}>{keepUnits(plan.description)}</p>
                  <dl className={styles.cardFacts}>
                    <div>
                      <dt>Первый взнос</dt>
                      <dd>
                        от {formatNumber(plan.down_payment_percent, { maxDecimals: 1 })}
                        {NBSP}% · {rub(sums.first)}
                      </dd>
                    </div>
                    <div>
                      <dt>Срок</dt>
                      <dd>
                        {plan.months}
                        {NBSP}
                        {pluralRu(plan.months, MONTHS)}
                      </dd>
                    </div>
                    <div>
                      <dt>Платёж</dt>
                      <dd className={styles.cardAccent}>{rub(sums.monthly)}/мес.</dd>
                    </div>
                    <div>
                      <dt>Удорожание</dt>
                      <dd>
                        {plan.markup_percent === 0
                          ? 'нет'
                          : `${formatNumber(plan.markup_percent, { maxDecimals: 1 })}${NBSP}% · ${rub(sums.markup)}`}
                      </dd>
                    </div>
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.sectionActions}>
        <Button to={`/lots?${buildQuery({ price_max: safePrice })}`}>{PURCHASE_TEXTS.pickFlat}</Button>
        <Button variant="secondary" onClick={() => dispatch(modalOpened({ name: 'callback' }))}>
          Рассчитать график платежей
        </Button>
      </div>
    </section>
  );
}
