/**
 * Route-change progress bar (spec §4, §9): 2 px, appears only when loading
 * lasts longer than 200 ms, creeps towards the end over a nominal 5 s and
 * completes when loading ends.
 */
import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

const PROGRESS_THROTTLE_MS = 200;

type Phase = 'idle' | 'running' | 'done';

export function ProgressBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      const timer = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-busy={phase === 'running'}
    />
  );
}
