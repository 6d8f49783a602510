/**
 * «Поделиться»: Telegram, ВКонтакте, WhatsApp, «Скопировать ссылку» (the
 * result is announced: «Ссылка скопирована»), and the system share sheet
 * where the browser has one (phones).
 */
import { useEffect, useState } from 'react';
import { TelegramIcon } from '@/ui/icons/telegram-icon';
import { VkIcon } from '@/ui/icons/vk-icon';
import { WhatsappIcon } from '@/ui/icons/whatsapp-icon';
import { copyText } from '@/ui/share/copy-text';
import { useCanShare } from '@/ui/share/use-can-share';
import { shareTargets } from './share-links';
import styles from './article.module.css';

const ICONS = { telegram: TelegramIcon, vkontakte: VkIcon, whatsapp: WhatsappIcon } as const;

export function ArticleShare({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState('');
  // False on the server and while hydrating; «Другие приложения» joins the end of the list after (it sits below the text).
  const canShare = useCanShare();

  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => setStatus((await copyText(url)) ? 'Ссылка скопирована' : 'Не удалось скопировать ссылку');
  const share = () => {
    // Closing the sheet rejects the promise; that is not an error worth showing.
    navigator.share({ title, url }).catch(() => undefined);
  };

  return (
    <section className={styles.share} aria-labelledby="article-share">
      <h2 id="article-share" className={styles.shareTitle}>
        Поделиться
      </h2>
      <ul className={styles.shareList}>
        {shareTargets(url, title).map((target) => {
          const Icon = ICONS[target.id];
          return (
            <li key={target.id}>
              <a
                className={styles.shareButton}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Поделиться в ${target.label} (откроется в новой вкладке)`}
              >
                <Icon size={20} aria-hidden="true" />
                <span className={styles.shareLabel}>{target.label}</span>
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.shareButton} onClick={() => void copy()}>
            Скопировать ссылку
          </button>
        </li>
        {canShare && (
          <li>
            <button type="button" className={styles.shareButton} onClick={share}>
              Другие приложения
            </button>
          </li>
        )}
      </ul>
      <p className={styles.shareStatus} role="status">
        {status}
      </p>
    </section>
  );
}
