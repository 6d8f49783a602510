/**
 * Modal host state (spec §2). Features open a modal by name; the app maps
 * names to components, so features never import each other's dialogs.
 * `modalOpened` takes only the names `src/app/modal-registry.tsx` registers,
 * each with its dialog's props: the registry fills `RegisteredModals` by
 * module augmentation, as `src/app/store.ts` does for the store hooks.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ModalPlacement = 'center' | 'side';

/** What a dialog's props may hold: plain serialisable values (the request sits in the store). */
export type ModalPropValue = string | number | boolean | null | undefined;

/** Modal name → the props its dialog takes; filled by the app's registry. */
/** @public Filled by module augmentation (src/app/modal-registry.tsx), which knip cannot see. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface RegisteredModals {}

/** The names the app registers (any string before the registry is compiled in, as in the host's own tests). */
type ModalName = [keyof RegisteredModals] extends [never] ? string : keyof RegisteredModals & string;
type PropsOf<N extends string> = N extends keyof RegisteredModals
  ? RegisteredModals[N]
  : Record<string, ModalPropValue>;

/** A dialog with only optional props may be opened without any. */
export type ModalRequest = {
  [N in ModalName]: { name: N } & (object extends PropsOf<N> ? { props?: PropsOf<N> } : { props: PropsOf<N> });
}[ModalName];

interface ModalState {
  current: ModalRequest | null;
}

const initialState: ModalState = { current: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalRequest>) {
      state.current = action.payload;
    },
    modalClosed(state) {
      state.current = null;
    },
  },
  selectors: { selectModal: (state) => state.current },
});

export const { modalOpened, modalClosed } = modalSlice.actions;
export const { selectModal } = modalSlice.selectors;

/** What a lead form's panel gets from the host: its heading, written once in the registry, and the heading's id. */
export interface ModalFormProps {
  /** Id the panel's heading must carry: the dialog is labelled by it. */
  titleId: string;
  title: string;
}
