/**
 * The promotion's countdown (spec §4: ticks every second until zero): days,
 * hours and minutes while more than a day remains, then hours, minutes and
 * seconds; past the end it says the promotion is over. The ticking figures
 * are hidden from screen readers — they would announce every second — and
 * the end date is given as text instead.
 */
import { formatDate } from '@/lib/format';
import { promoTimeLeft } from './promo-countdown';
import { useNow } from './use-now';
import styles from './article.module.css';

export function PromoTimer({ endsAt }: { endsAt: string }) {
  const now = useNow(1000);
  const left = promoTimeLeft(endsAt, now);
  if (left.expired) {
    return (
      <div className={styles.timer} data-expired>
        <p className={styles.timerTitle}>Акция завершена</p>
        <p className={styles.timerNote}>
          Завершилась <time dateTime={endsAt}>{formatDate(endsAt)}</time>. Актуальные предложения — в разделе «Акции».
        </p>
      </div>
    );
  }
  return (
    <div className={styles.timer}>
      <p className={styles.timerTitle}>
        До конца акции <span className="visually-hidden">— она действует до {formatDate(endsAt)}</span>
      </p>
      <ol className={styles.timerUnits} aria-hidden="true">
        {left.units.map((unit) => (
          <li key={unit.label.replace(/[аы]$/, '')} className={styles.timerUnit}>
            <span className={styles.timerValue}>{String(unit.value).padStart(2, '0')}</span>
            <span className={styles.timerLabel}>{unit.label}</span>
          </li>
        ))}
      </ol>
      <p className={styles.timerNote}>
        Действует до <time dateTime={endsAt}>{formatDate(endsAt)}</time>
      </p>
    </div>
  );
}
