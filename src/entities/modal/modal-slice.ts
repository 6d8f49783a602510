/**
 * Modal host state (spec §2). Features open a modal by name; the app maps
 * names to components, so features never import each other's dialogs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ModalPlacement = 'center' | 'side';

export interface ModalRequest {
  name: string;
  placement?: ModalPlacement;
  /** Plain serialisable data for the dialog (for example a lot id). */
  props?: Record<string, string | number | boolean | null>;
}

export interface ModalState {
  current: ModalRequest | null;
}

const initialState: ModalState = { current: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalRequest>) {
      state.current = { placement: 'center', ...action.payload };
    },
    modalClosed(state) {
      state.current = null;
    },
  },
  selectors: { selectModal: (state) => state.current },
});

export const { modalOpened, modalClosed } = modalSlice.actions;
export const { selectModal } = modalSlice.selectors;
