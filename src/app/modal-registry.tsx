/**
 * Modal names → dialogs (spec §2 modal host): one row per dialog with where it
 * opens, its heading and the module of its panel. Features open these by name
 * through the modal slice, and `modalOpened` accepts only these names with
 * their panel's props (the augmentation below), so features stay unaware of
 * the host and of each other. A lead form's success text is its lead type's
 * (`LEAD_KINDS` in src/schemas/leads.ts), shown by the 'lead-status' dialog.
 *
 * Loading this module loads no panel: each one is its own chunk, asked for on
 * the dialog's first opening.
 */
import type { ModalPropsOf, ModalRegistry } from '@/features/modal-host/modal-types';
import { LeadStatusPanel, modalForm } from './lazy-forms';

export const MODAL_REGISTRY = {
  callback: modalForm({
    title: 'Заказать звонок',
    placement: 'side',
    load: () => import('@/features/callback-form/callback-panel').then((m) => m.CallbackPanel),
  }),
  visit: modalForm({
    title: 'Записаться на встречу с менеджером',
    placement: 'side',
    load: () => import('@/features/visit-booking/visit-panel').then((m) => m.VisitPanel),
  }),
  'lot-booking': modalForm({
    title: 'Забронировать',
    placement: 'side',
    load: () => import('@/features/lot-booking/lot-booking-panel').then((m) => m.LotBookingPanel),
  }),
  'lead-status': { placement: 'center', Component: LeadStatusPanel },
} satisfies ModalRegistry;

declare module '@/entities/modal/modal-slice' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation: its members are the registry's
  interface RegisteredModals extends ModalPropsOf<typeof MODAL_REGISTRY> {}
}
