/**
 * A promotion's countdown: days, hours, minutes and seconds in fixed-width
 * boxes (tabular figures, two-digit clock fields), so the ticking never
 * shifts the card. At zero it stops and says the promotion is over.
 * `role="timer"` is not announced on each tick (implicit aria-live off);
 * its name carries the time left without the seconds.
 */
import { timerParts, timerSentence } from './countdown-parts';
import { useTickingClock } from './use-ticking-clock';
import styles from './promo-countdown.module.css';

export interface PromoCountdownProps {
  endsAt: string;
  /** Server time minus local time (from `action_timers/`). */
  offsetMs?: number;
  tone?: 'light' | 'dark';
}

export function PromoCountdown({ endsAt, offsetMs = 0, tone = 'light' }: PromoCountdownProps) {
  const end = Date.parse(endsAt);
  const valid = Number.isFinite(end);
  const now = useTickingClock(valid ? end : null, offsetMs);
  if (!valid) return null;
  if (now >= end) {
    return (
      <p className={styles.ended} data-tone={tone}>
        Акция завершена
      </p>
    );
  }
  const parts = timerParts(end, now);
  return (
    <div className={styles.timer} data-tone={tone} role="timer" aria-label={timerSentence(parts)}>
      <span className={styles.caption} aria-hidden="true">
        До конца акции
      </span>
      <ol className={styles.parts} aria-hidden="true">
        {parts.map((part) => (
          <li key={part.unit} className={styles.part} data-unit={part.unit}>
            <span className={styles.value}>{part.text}</span>
            <span className={styles.label}>{part.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
