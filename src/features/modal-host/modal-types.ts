/** Contract between the modal host and the dialogs the app registers by name. */
import type { ComponentType } from 'react';
import type { ModalRequest } from '@/entities/modal/modal-slice';

export interface ModalComponentProps {
  /** Id the dialog's heading must carry: the dialog is labelled by it. */
  titleId: string;
  /** The serialisable props passed with modalOpened. */
  props: NonNullable<ModalRequest['props']>;
  onClose(): void;
}

export type ModalRegistry = Readonly<Record<string, ComponentType<ModalComponentProps>>>;
