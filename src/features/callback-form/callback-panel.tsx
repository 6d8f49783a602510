/**
 * Content of the 'callback' side modal: the callback form, the sales
 * office phone for those who would rather call themselves, and the way to
 * book a meeting with a manager instead.
 */
import { useAppDispatch } from '@/lib/store/hooks';
import { WORKING_HOURS_TEXT, phoneOrDefault, telHref } from '@/lib/contacts';
import { NBSP } from '@/lib/format';
import { modalOpened, type ModalFormProps } from '@/entities/modal/modal-slice';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { Button } from '@/ui/button/button';
import { FormIntro } from '@/ui/form/form-intro';
import { CallbackForm } from './callback-form';
import styles from './callback-panel.module.css';

export interface CallbackPanelProps extends ModalFormProps {
  lotId?: number;
  /** «Лот № 148»: shown so the visitor sees what the call is about. */
  lotTitle?: string;
  /** Passed on to the visit booking. */
  projectId?: number;
  projectName?: string;
}

export function CallbackPanel({ titleId, title, lotId, lotTitle, projectId, projectName }: CallbackPanelProps) {
  const dispatch = useAppDispatch();
  const { data: info } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(info?.media.phone);
  const openVisit = () => dispatch(modalOpened({ name: 'visit', props: { projectId, projectName } }));

  return (
    <div className={styles.panel}>
      <FormIntro
        titleId={titleId}
        eyebrow={lotTitle ?? 'Отдел продаж'}
        title={title}
        lead={`Оставьте номер${NBSP}— менеджер перезвонит, ответит на вопросы о проектах, ценах и способах покупки.`}
      />
      <CallbackForm lotId={lotId} labelledBy={titleId} />
      <div className={styles.more}>
        <div className={styles.call}>
          <p className={styles.caption}>Или позвоните сами</p>
          <a href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
          <p className={styles.hours}>{WORKING_HOURS_TEXT}</p>
        </div>
        <Button variant="secondary" fullWidth onClick={openVisit}>
          Записаться на встречу с менеджером
        </Button>
      </div>
    </div>
  );
}
