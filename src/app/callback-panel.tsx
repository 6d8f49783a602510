/**
 * Content of the 'callback' side modal until the request form arrives with
 * the leads issue: how to reach the sales office right now.
 */
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { WORKING_HOURS_TEXT, phoneOrDefault, telHref } from '@/lib/contacts';
import type { ModalComponentProps } from '@/features/modal-host/modal-types';
import styles from './callback-panel.module.css';

export function CallbackPanel({ titleId }: ModalComponentProps) {
  const { data: info } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(info?.media.phone);

  return (
    <div className={styles.panel}>
      <p className={styles.eyebrow}>Отдел продаж</p>
      <h2 id={titleId} className={styles.title}>
        Заказать звонок
      </h2>
      <p className={styles.lead}>
        Позвоните нам — менеджер ответит на вопросы о проектах, ценах и способах покупки и подберёт время для встречи.
      </p>
      <a href={telHref(phone)} className={styles.phone}>
        {phone}
      </a>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Часы работы</dt>
          <dd>{WORKING_HOURS_TEXT}</dd>
        </div>
        {info?.media.address && (
          <div className={styles.fact}>
            <dt>Офис продаж</dt>
            <dd>{info.media.address}</dd>
          </div>
        )}
        {info?.media.email && (
          <div className={styles.fact}>
            <dt>Почта</dt>
            <dd>
              <a href={`mailto:${info.media.email}`}>{info.media.email}</a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
