/** The method's heading, lead, text and best terms, with the two actions every method page has. */
import { useAppDispatch } from '@/lib/store/hooks';
import { modalOpened } from '@/entities/modal/modal-slice';
import { bodyParagraphs, purchaseTerms } from '@/lib/purchase-terms';
import type { PurchaseDetail } from '@/schemas/purchase';
import { Button } from '@/ui/button/button';
import { keepUnits, PURCHASE_TEXTS } from './purchase-texts';
import styles from './purchase.module.css';

export function PurchaseHero({ method }: { method: PurchaseDetail }) {
  const dispatch = useAppDispatch();
  const consult = () => dispatch(modalOpened({ name: 'callback' }));
  const items = purchaseTerms(method);
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{keepUnits(method.title)}</h1>
      <p className={styles.lead}>{keepUnits(method.lead)}</p>
      {bodyParagraphs(method.body).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
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
