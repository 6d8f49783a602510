/**
 * The price block: price in millions (spec §9), the old price struck
 * through with the discount, price per m² and the monthly mortgage payment
 * with «Рассчитать ипотеку» under it.
 * A sold lot shows «Продан» instead of a price nobody can pay any more.
 */
import { Link } from '@/ui/link/link';
import type { LotPriceView, LotStatusView } from './lot-view-model';
import styles from './lot-summary.module.css';

export function LotPrice({ price, status }: { price: LotPriceView; status: LotStatusView }) {
  if (status.kind === 'sold') {
    return (
      <div className={styles.prices}>
        <p className={styles.soldPrice}>{status.label}</p>
      </div>
    );
  }
  return (
    <div className={styles.prices}>
      <p className={styles.price}>
        <span className="visually-hidden">Цена: </span>
        {price.price}
      </p>
      {price.drop && <p className={styles.priceDrop}>{price.drop}</p>}
      {price.oldPrice && (
        <p className={styles.oldPrice}>
          <span className="visually-hidden">Цена без скидки: </span>
          <s>{price.oldPrice}</s>
          {price.discount && <span className={styles.discount}>{price.discount}</span>}
        </p>
      )}
      <dl className={styles.priceFacts}>
        {price.perMeter && (
          <div>
            <dt>Цена за м²</dt>
            <dd>{price.perMeter}</dd>
          </div>
        )}
        {price.mortgage && (
          <div>
            <dt>В ипотеку</dt>
            <dd>{price.mortgage}</dd>
          </div>
        )}
      </dl>
      {price.mortgageCalculator && (
        // A link, not the calculator: the lot page loads none of it, and the address can be shared.
        <Link to={price.mortgageCalculator} className={styles.mortgageLink}>
          Рассчитать ипотеку
        </Link>
      )}
    </div>
  );
}
