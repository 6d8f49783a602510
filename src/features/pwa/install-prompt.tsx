/**
 * The install card (decision 010): offered once the visitor has shown
 * interest, when the browser allows installing, outside the installed app,
 * and not within 30 days of «Не сейчас». Non-modal: it takes no focus and
 * Escape inside it means «Не сейчас».
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/ui/button/button';
import { takeInstallPrompt, useInstallable, wasInstalled } from './install-capture';
import { isDismissed, isStandalone, rememberDismissal } from './install-policy';
import { useInterest } from './use-interest';
import { PWA_TEXTS } from './pwa-texts';
import styles from './pwa-notices.module.css';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface InstallPromptProps {
  /** The current page is a lot page (views of lots count as interest). */
  lotPage: boolean;
  /** Another notice (the cookie notice) is on screen: one request at a time. */
  held?: boolean;
}

export function InstallPrompt({ lotPage, held = false }: InstallPromptProps) {
  const { key } = useLocation();
  const interested = useInterest(lotPage, key);
  const installable = useInstallable();
  const [closed, setClosed] = useState(() => isDismissed(storage()) || wasInstalled() || isStandalone());
  const titleId = useId();

  if (closed || held || !interested || !installable) return null;

  const dismiss = () => {
    rememberDismissal(storage());
    setClosed(true);
  };
  const install = async () => {
    const event = takeInstallPrompt();
    setClosed(true);
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // Declining the browser's own dialog is a «not now» too.
    if (outcome === 'dismissed') rememberDismissal(storage());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <section
      className={`${styles.card} ${styles.install}`}
      role="region"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <img className={styles.appIcon} src="/favicon.svg" alt="" width={48} height={48} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {PWA_TEXTS.installTitle}
        </h2>
        <p className={styles.text}>{PWA_TEXTS.installText}</p>
        <div className={styles.actions}>
          <Button size="s" onClick={() => void install()}>
            {PWA_TEXTS.install}
          </Button>
          <Button size="s" variant="secondary" onClick={dismiss}>
            {PWA_TEXTS.notNow}
          </Button>
        </div>
      </div>
    </section>
  );
}
