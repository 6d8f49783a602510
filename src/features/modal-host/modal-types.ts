/** Contract between the modal host and the dialogs the app registers by name. */
import type { ComponentType } from 'react';
import type { ModalPlacement, ModalPropValue } from '@/entities/modal/modal-slice';

export interface ModalComponentProps<P = Readonly<Record<string, ModalPropValue>>> {
  /** Id the dialog's heading must carry: the dialog is labelled by it. */
  titleId: string;
  /** The props passed with modalOpened. */
  props: P;
  onClose(): void;
}

/** One registered dialog: where it opens and what it draws. */
export interface ModalEntry<P = never> {
  placement: ModalPlacement;
  Component: ComponentType<ModalComponentProps<P>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has props of its own; the registry's `satisfies` keeps them
export type ModalRegistry = Readonly<Record<string, ModalEntry<any>>>;

/** Modal name → its dialog's props, read off a registry (what `modalOpened` accepts). */
export type ModalPropsOf<R extends ModalRegistry> = {
  [N in keyof R]: R[N] extends ModalEntry<infer P> ? P : never;
};
