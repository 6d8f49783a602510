/** The method's heading, lead, text and best terms, with the two actions every method page has. */
import { useAppDispatch } from '@/lib/store/hooks';
import { modalOpened } from '@/entities/modal/modal-slice';
import { formatNumber, NBSP, pluralRu } from '@/lib/format';
import type { PurchaseDetail } from '@/schemas/purchase';
import { Button } from '@/ui/button/button';
import { keepUnits, PURCHASE_TEXTS } from './purchase-texts';
import styles from './purchase.module.css';

/** Genitive after «до»: до 1 года, до 5 лет, до 21 года. */
const YEARS_AFTER_DO = ['года', 'лет', 'лет'] as const;

function facts(method: PurchaseDetail): Array<{ label: string; value: string }> {
  const list: Array<{ label: string; value: string }> = [];
  if (method.rate_from !== null) list.push({ label: 'ставка', value: `от${NBSP}${formatNumber(method.rate_from, { maxDecimals: 2 })}${NBSP}%` });
  if (method.down_payment_from !== null) list.push({ label: 'первый взнос', value: `от${NBSP}${formatNumber(method.down_payment_from, { maxDecimals: 1 })}${NBSP}%` });
  if (method.term_months_max !== null) {
    const years = method.term_months_max % 12 === 0 && method.term_months_max >= 60;
    list.push({ label: 'срок', value: years ? `до${NBSP}${method.term_months_max / 12}${NBSP}${pluralRu(method.term_months_max / 12, YEARS_AFTER_DO)}` : `до${NBSP}${method.term_months_max}${NBSP}мес.` });
  }
  return list;
}

export function PurchaseHero({ method }: { method: PurchaseDetail }) {
  const dispatch = useAppDispatch();
  const consult = () => dispatch(modalOpened({ name: 'callback', placement: 'side' }));
  const items = facts(method);
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{keepUnits(method.title)}</h1>
      <p className={styles.lead}>{keepUnits(method.lead)}</p>
      {method.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {keepUnits(paragraph)}
        </p>
      ))}
      {items.length > 0 && (
        <dl className={styles.facts}>
          {items.map((item) => (
            <div key={item.label} className={styles.fact}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        {method.slug === 'commercial-selection' ? (
          <Button to="/lots?type=commercials">Подобрать помещение</Button>
        ) : (
          <Button to="/lots">{PURCHASE_TEXTS.pickFlat}</Button>
        )}
        <Button variant="secondary" onClick={consult}>
          {PURCHASE_TEXTS.consult}
        </Button>
      </div>
    </header>
  );
}
