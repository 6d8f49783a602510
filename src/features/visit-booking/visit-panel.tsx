/** Content of the 'visit' side modal: who the meeting is with, when the office works, and the form. */
import { NBSP } from '@/lib/format';
import { FormIntro } from '@/ui/form/form-intro';
import { VisitForm } from './visit-form';

export interface VisitPanelProps {
  titleId: string;
  projectId?: number;
  projectName?: string;
}

export function VisitPanel({ titleId, projectId, projectName }: VisitPanelProps) {
  return (
    <div>
      <FormIntro
        titleId={titleId}
        eyebrow={projectName ?? 'Офис продаж'}
        title="Записаться на встречу с менеджером"
        lead={`Выберите удобные день и время${NBSP}— менеджер позвонит, чтобы подтвердить встречу. Офис работает ежедневно с${NBSP}9:00 до${NBSP}21:00.`}
      />
      <VisitForm projectId={projectId} labelledBy={titleId} />
    </div>
  );
}
