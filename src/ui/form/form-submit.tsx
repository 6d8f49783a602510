/**
 * The submit button of a lead form (spec §5: blocked while invalid or
 * sending). A disabled button says nothing by itself, so while the form is
 * incomplete a line under it tells what is missing.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import styles from './form.module.css';

export const INCOMPLETE_HINT = 'Заполните обязательные поля и подтвердите согласие, чтобы отправить заявку';

export interface FormSubmitProps {
  children: ReactNode;
  /** The form is not valid yet. */
  incomplete: boolean;
  sending: boolean;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  hint?: string;
  className?: string;
}

export function FormSubmit({ children, incomplete, sending, variant = 'accent', fullWidth, hint = INCOMPLETE_HINT, className }: FormSubmitProps) {
  return (
    <div className={[styles.submit, className].filter(Boolean).join(' ')}>
      <Button type="submit" variant={variant} size="l" fullWidth={fullWidth} disabled={incomplete && !sending} loading={sending}>
        {children}
      </Button>
      {incomplete && !sending && <p className={styles.submitHint}>{hint}</p>}
    </div>
  );
}
