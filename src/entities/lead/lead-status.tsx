/**
 * The status modal of the lead forms (spec §4: the newsletter opens it after
 * both outcomes; the other forms after success). Opened by name through the
 * modal slice; the app registers `LEAD_STATUS_MODAL` with this content.
 */
import { NBSP } from '@/lib/format';
import { modalOpened } from '@/entities/modal/modal-slice';
import { LEAD_TYPES, type LeadType } from '@/schemas/leads';
import { Button } from '@/ui/button/button';
import { CheckIcon } from '@/ui/icons/check-icon';
import { ErrorIcon } from '@/ui/icons/error-icon';
import { LEAD_MESSAGES } from './lead-texts';
import styles from './lead-status.module.css';

export const LEAD_STATUS_MODAL = 'lead-status';

export interface LeadStatusProps {
  status: 'success' | 'error';
  type?: LeadType;
  /** The newsletter address was subscribed before (spec §8): still a success. */
  alreadyUsed?: boolean;
  /** For an error: what went wrong. */
  message?: string;
}

const SUCCESS: Partial<Record<LeadType, { title: string; text: string }>> = {
  mailing: {
    title: 'Вы подписаны на рассылку',
    text: 'Будем присылать новости о старте продаж, акциях и событиях компании.',
  },
  callback: { title: 'Заявка принята', text: `Менеджер перезвонит вам в${NBSP}рабочее время${NBSP}— ежедневно с${NBSP}9:00 до${NBSP}21:00.` },
  visit: { title: 'Заявка на встречу принята', text: 'Менеджер позвонит, чтобы подтвердить дату и время встречи.' },
  lot_booking: {
    title: 'Заявка на бронирование принята',
    text: 'Менеджер свяжется с вами, подтвердит бронь и расскажет о следующих шагах.',
  },
  partnership_brokers: { title: 'Заявка принята', text: 'Менеджер по работе с агентствами свяжется с вами и расскажет об условиях сотрудничества.' },
  partnership_investors: { title: 'Заявка принята', text: 'Отдел по работе с инвесторами изучит предложение и свяжется с вами.' },
  partnership_landowners: { title: 'Заявка принята', text: 'Мы изучим участок и свяжемся с вами, чтобы обсудить возможности проекта.' },
  tender: { title: 'Предложение отправлено', text: 'Тендерный комитет рассмотрит документы и свяжется с вами до подведения итогов.' },
  vacancy: { title: 'Отклик отправлен', text: 'Мы прочитаем резюме и свяжемся с вами, если опыт подойдёт.' },
  anti_corruption: { title: 'Сообщение отправлено', text: `Его прочитают сотрудники службы комплаенса. Если вы оставили контакты, мы свяжемся с${NBSP}вами.` },
};
const ALREADY_SUBSCRIBED = { title: 'Вы уже подписаны', text: `Этот адрес уже получает нашу рассылку: новости о${NBSP}старте продаж и${NBSP}акциях придут на${NBSP}него.` };
const GENERIC = { title: 'Заявка отправлена', text: 'Мы свяжемся с вами в ближайшее время.' };

/** The action that opens the status modal. */
export const leadStatusOpened = (props: LeadStatusProps) =>
  modalOpened({
    name: LEAD_STATUS_MODAL,
    placement: 'center',
    props: { status: props.status, type: props.type ?? null, alreadyUsed: props.alreadyUsed ?? false, message: props.message ?? null },
  });

/** Reads the modal's serialisable props back (the registry calls it). */
export function leadStatusProps(props: Record<string, string | number | boolean | null>): LeadStatusProps {
  const type = LEAD_TYPES.find((known) => known === props.type);
  return {
    status: props.status === 'error' ? 'error' : 'success',
    type,
    alreadyUsed: props.alreadyUsed === true,
    message: typeof props.message === 'string' ? props.message : undefined,
  };
}

export function LeadStatus({ titleId, onClose, status, type, alreadyUsed, message }: LeadStatusProps & { titleId: string; onClose(): void }) {
  const error = status === 'error';
  const copy = error
    ? { title: 'Не удалось отправить заявку', text: message ?? LEAD_MESSAGES.network }
    : alreadyUsed
      ? ALREADY_SUBSCRIBED
      : ((type && SUCCESS[type]) ?? GENERIC);
  return (
    <div className={styles.status} data-status={status}>
      <span className={styles.icon} aria-hidden="true">
        {error ? <ErrorIcon size={32} /> : <CheckIcon size={32} />}
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
