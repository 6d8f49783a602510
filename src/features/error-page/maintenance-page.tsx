/**
 * Announced maintenance (spec §2, §4): code 'тех. работы', 'Обновляем сайт.'
 * and a countdown 'Закончим через' that ticks every second and disappears at
 * zero; a missing or past time shows no countdown.
 */
import { countdownParts } from './countdown';
import { GenericErrorPage } from './generic-error-page';
import { useCountdown } from './use-countdown';
import styles from './error-page.module.css';

export function MaintenancePage({ until }: { until: string }) {
  const left = useCountdown(until);
  return (
    <GenericErrorPage
      code="тех. работы"
      message="Обновляем сайт."
      buttonLabel="Обновить страницу"
      onClick={() => window.location.reload()}
    >
      {left !== null && (
        // role="timer" is not announced on every tick (implicit aria-live="off").
        <div className={styles.countdown} role="timer" aria-atomic="true">
          <p className={styles.countdownLabel}>Закончим через</p>
          <ul className={styles.units}>
            {countdownParts(left).map((part) => (
              <li key={part.unit} className={styles.unit} data-unit={part.unit}>
                <span className={styles.unitValue}>{part.value}</span>{' '}
                <span className={styles.unitLabel}>{part.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </GenericErrorPage>
  );
}
