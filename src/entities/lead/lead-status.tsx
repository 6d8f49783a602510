/**
 * The status modal of the lead forms (spec §4: the newsletter opens it after
 * both outcomes; the other forms after success). Opened by name through the
 * modal slice; the app registers 'lead-status' with this content. Each lead
 * type's success text is its row's in `LEAD_KINDS` (src/schemas/leads.ts).
 */
import { NBSP } from '@/lib/format';
import { modalOpened } from '@/entities/modal/modal-slice';
import { LEAD_KINDS, type LeadType } from '@/schemas/leads';
import { Button } from '@/ui/button/button';
import { CheckIcon } from '@/ui/icons/check-icon';
import { ErrorIcon } from '@/ui/icons/error-icon';
import { QUEUED_LEAD_MESSAGE } from '@/lib/sw-protocol';
import { LEAD_MESSAGES } from './lead-texts';
import styles from './lead-status.module.css';

export interface LeadStatusProps {
  /** `queued`: saved by the service worker offline, sent when the connection is back (decision 011). */
  status: 'success' | 'error' | 'queued';
  type?: LeadType;
  /** The newsletter address was subscribed before (spec §8): still a success. */
  alreadyUsed?: boolean;
  /** For an error: what went wrong; for a queued lead: the worker's «will be sent» text. */
  message?: string;
}

const ALREADY_SUBSCRIBED = {
  title: 'Вы уже подписаны',
  text: `Этот адрес уже получает нашу рассылку: новости о${NBSP}старте продаж и${NBSP}акциях придут на${NBSP}него.`,
};
const GENERIC = { title: 'Заявка отправлена', text: 'Мы свяжемся с вами в ближайшее время.' };

/**
 * The worker's text is one sentence pair: «Нет подключения к интернету. Заявка
 * сохранена…». The first becomes the title, the rest the explanation.
 */
function queuedCopy(message: string | undefined): { title: string; text: string } {
  const full = tieShortWords(message ?? QUEUED_LEAD_MESSAGE);
  const cut = full.indexOf('. ');
  return cut > 0 ? { title: full.slice(0, cut), text: full.slice(cut + 2) } : { title: 'Заявка сохранена', text: full };
}

/** Russian typography: a one- or two-letter word («к», «и», «на») never ends a line. */
const tieShortWords = (text: string) => text.replace(/(^|[\s(«])([а-яё]{1,2}) /giu, `$1$2${NBSP}`);

/** A clock: waiting, not failed. */
function QueuedIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** The action that opens the status modal (registered as 'lead-status' by the app). */
export const leadStatusOpened = (props: LeadStatusProps) => modalOpened({ name: 'lead-status', props });

export function LeadStatus({
  titleId,
  onClose,
  status,
  type,
  alreadyUsed,
  message,
}: LeadStatusProps & { titleId: string; onClose(): void }) {
  const error = status === 'error';
  const copy = error
    ? { title: 'Не удалось отправить заявку', text: message ?? LEAD_MESSAGES.network }
    : status === 'queued'
      ? queuedCopy(message)
      : alreadyUsed
        ? ALREADY_SUBSCRIBED
        : type
          ? LEAD_KINDS[type].success
          : GENERIC;
  return (
    <div className={styles.status} data-status={status}>
      <span className={styles.icon} aria-hidden="true">
        {error ? <ErrorIcon size={32} /> : status === 'queued' ? <QueuedIcon /> : <CheckIcon size={32} />}
      </span>
      <h2 id={titleId} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <Button variant={error ? 'secondary' : 'primary'} onClick={onClose}>
        {error ? 'Вернуться к форме' : 'Хорошо'}
      </Button>
    </div>
  );
}
