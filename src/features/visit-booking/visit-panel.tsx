/** Content of the 'visit' side modal: who the meeting is with, when the office works, and the form. */
import { NBSP } from '@/lib/format';
import type { ModalFormProps } from '@/entities/modal/modal-slice';
import { FormIntro } from '@/ui/form/form-intro';
import { VisitForm } from './visit-form';

export interface VisitPanelProps extends ModalFormProps {
  projectId?: number;
  projectName?: string;
}

export function VisitPanel({ titleId, title, projectId, projectName }: VisitPanelProps) {
  return (
    <div>
      <FormIntro
        titleId={titleId}
        eyebrow={projectName ?? 'Офис продаж'}
        title={title}
        lead={`Выберите удобные день и время${NBSP}— менеджер позвонит, чтобы подтвердить встречу. Офис работает ежедневно с${NBSP}9:00 до${NBSP}21:00.`}
      />
      <VisitForm projectId={projectId} labelledBy={titleId} />
    </div>
  );
}
