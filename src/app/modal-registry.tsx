/**
 * Modal names → dialog components (spec §2 modal host). Features open these
 * by name through the modal slice; new dialogs are added here.
 */
import type { ModalRegistry } from '@/features/modal-host/modal-types';
import { CallbackPanel } from './callback-panel';

export const MODAL_REGISTRY: ModalRegistry = {
  callback: CallbackPanel,
};
