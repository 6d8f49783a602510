/**
 * «Поделиться» for lot, project and compare pages. Where the device has a
 * share sheet (Web Share API: phones, some desktops) the button opens it
 * with the page's title, a line of text and its address; elsewhere it reads
 * «Скопировать ссылку», copies the address and says so in a live region,
 * which is always in the page so screen readers announce the change.
 * Small on purpose: no icons of networks, no dependencies beyond the button.
 */
import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/ui/button/button';
import { ShareIcon } from '@/ui/icons/share-icon';
import { copyText } from './copy-text';
import { useCanShare } from './use-can-share';
import styles from './share-button.module.css';

export const SHARE_COPIED = 'Ссылка скопирована';
const SHARE_COPY_FAILED = 'Не удалось скопировать ссылку — скопируйте адрес из строки браузера';
/** Long enough to be read, short enough not to linger over the next action. */
const STATUS_MS = 5000;

export interface ShareButtonProps {
  /** What the recipient sees as the shared item's name: «Квартира № 125 — Северин Остоженка». */
  title: string;
  /** A line under the title in the share sheet (price, area…). */
  text?: string;
  /** Address to share; the current page's when omitted (read at the click, not at render). */
  url?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

export function ShareButton({
  title,
  text,
  url,
  variant = 'secondary',
  size = 'm',
  fullWidth,
  className,
}: ShareButtonProps) {
  const [status, setStatus] = useState('');
  const sheet = useCanShare();

  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async (address: string) => setStatus((await copyText(address)) ? SHARE_COPIED : SHARE_COPY_FAILED);

  const onClick = async () => {
    const address = url ? new URL(url, window.location.href).href : window.location.href;
    if (!sheet) return copy(address);
    try {
      await navigator.share({ title, text, url: address });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; a refused share (no permission, bad data) still gets the link copied.
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      return copy(address);
    }
    return undefined;
  };

  return (
    <div className={[styles.share, className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        iconStart={<ShareIcon size={20} />}
        onClick={() => void onClick()}
      >
        {/* Both labels share one cell, so the button keeps its width when a phone switches to «Поделиться» after hydration. */}
        <span className={styles.labels}>
          <span data-off={sheet || undefined} aria-hidden={sheet || undefined}>
            Скопировать ссылку
          </span>
          <span data-off={!sheet || undefined} aria-hidden={!sheet || undefined}>
            Поделиться
          </span>
        </span>
      </Button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
