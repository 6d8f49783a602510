/** Content of the 'lot-booking' side modal. Without a lot id (a broken link) there is nothing to book. */
import { NBSP } from '@/lib/format';
import type { ModalFormProps } from '@/entities/modal/modal-slice';
import { FormIntro } from '@/ui/form/form-intro';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { LotBookingForm } from './lot-booking-form';

export interface LotBookingPanelProps extends ModalFormProps {
  lotId?: number;
  /** «2-комнатная квартира № 148». */
  lotTitle?: string;
}

export function LotBookingPanel({ titleId, title, lotId, lotTitle }: LotBookingPanelProps) {
  return (
    <div>
      <FormIntro
        titleId={titleId}
        eyebrow={lotTitle}
        title={title}
        lead={`Оставьте контакты${NBSP}— менеджер перезвонит, ответит на вопросы и закрепит лот за вами.`}
      />
      {lotId ? (
        <LotBookingForm lotId={lotId} labelledBy={titleId} />
      ) : (
        <FormErrorSummary message="Не удалось определить лот. Закройте окно и нажмите «Забронировать» на странице лота ещё раз." />
      )}
    </div>
  );
}
