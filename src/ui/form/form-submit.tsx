/**
 * The submit button of a lead form (spec §5: blocked while invalid or
 * sending). While the form is incomplete the button looks disabled and says
 * so (aria-disabled, described by the line under it telling what is
 * missing), but stays focusable and pressable: pressing it sends nothing and
 * shows every message, with focus on the first invalid field (the form's
 * handleSubmit validates first). A natively disabled button would be skipped
 * by Tab and silent when pressed. While sending it is truly blocked.
 */
import { useId, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import styles from './form.module.css';

const INCOMPLETE_HINT = 'Заполните обязательные поля и подтвердите согласие, чтобы отправить заявку';

export interface FormSubmitProps {
  children: ReactNode;
  /** The form is not valid yet. */
  incomplete: boolean;
  sending: boolean;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  hint?: string;
  /** Something the lead needs is still on its way (an upload): pressing does nothing, the hint says why. */
  hold?: boolean;
  className?: string;
}

export function FormSubmit({
  children,
  incomplete,
  sending,
  variant = 'accent',
  fullWidth,
  hint = INCOMPLETE_HINT,
  hold,
  className,
}: FormSubmitProps) {
  const hintId = useId();
  const blocked = (incomplete || !!hold) && !sending;
  return (
    <div className={[styles.submit, className].filter(Boolean).join(' ')}>
      <Button
        type="submit"
        variant={variant}
        size="l"
        fullWidth={fullWidth}
        loading={sending}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? hintId : undefined}
        // Cancelling the click cancels the submit it would start (Enter in a field clicks it too).
        onClick={hold ? (event) => event.preventDefault() : undefined}
      >
        {children}
      </Button>
      {blocked && (
        <p id={hintId} className={styles.submitHint}>
          {hint}
        </p>
      )}
    </div>
  );
}
