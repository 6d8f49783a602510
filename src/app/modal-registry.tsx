/**
 * Modal names → dialog components (spec §2 modal host). Features open these
 * by name through the modal slice; new dialogs are added here. The modal
 * props are plain serialisable values, read back into typed props here so
 * the features stay unaware of the modal host.
 */
import type { ModalComponentProps, ModalRegistry } from '@/features/modal-host/modal-types';
import type { LEAD_STATUS_MODAL } from '@/entities/lead/lead-status';
import { CallbackPanel, LeadStatusPanel, LotBookingPanel, VisitPanel } from './lazy-forms';

type Props = ModalComponentProps['props'];
/** The status dialog's name without loading its module (and the lead schemas with zod) at start-up. */
const LEAD_STATUS: typeof LEAD_STATUS_MODAL = 'lead-status';
const numberProp = (props: Props, name: string) => {
  const value = props[name];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
};
const stringProp = (props: Props, name: string) => {
  const value = props[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const MODAL_REGISTRY: ModalRegistry = {
  callback: ({ titleId, props }) => (
    <CallbackPanel
      titleId={titleId}
      lotId={numberProp(props, 'lotId')}
      lotTitle={stringProp(props, 'lotTitle')}
      projectId={numberProp(props, 'projectId')}
      projectName={stringProp(props, 'projectName')}
    />
  ),
  visit: ({ titleId, props }) => (
    <VisitPanel
      titleId={titleId}
      projectId={numberProp(props, 'projectId')}
      projectName={stringProp(props, 'projectName')}
    />
  ),
  'lot-booking': ({ titleId, props }) => (
    <LotBookingPanel titleId={titleId} lotId={numberProp(props, 'lotId')} lotTitle={stringProp(props, 'lotTitle')} />
  ),
  [LEAD_STATUS]: LeadStatusPanel,
};
