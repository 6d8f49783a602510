/**
 * The thousands-separated number input of spec §5: «1 234 567.5» while
 * typing, a number for the code. Rules live in number-input-format.ts.
 *
 * While focused the field keeps the typed text (so '12.' or '-' survive);
 * otherwise it shows the `value` prop. `onChange` reports a number on every
 * edit — the default value for empty or '0' text (spec: reset «on change») —
 * and on blur or Enter the text itself is reset to the default and
 * `onCommit` fires. Enter blurs the field. Focus and blur without an edit
 * change nothing, so an empty optional field stays empty.
 */
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { TextField } from '../field/text-field';
import {
  caretForSignificant,
  cleanNumber,
  commitValue,
  displayNumber,
  displayValue,
  isResetText,
  parseCanonical,
  resolveFormat,
  significantBefore,
  type NumberInputFormat,
} from './number-input-format';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'children' | 'prefix'
>;

export interface NumberInputProps extends NativeProps, Partial<NumberInputFormat> {
  label: ReactNode;
  hideLabel?: boolean;
  value: number | null;
  /** Every edit; empty or zero text reports `defaultValue`. */
  onChange?: (value: number) => void;
  /** Blur or Enter, after the reset rule. */
  onCommit?: (value: number) => void;
  /** What empty or '0' turns into (spec §5: 0). */
  defaultValue?: number;
  error?: ReactNode;
  hint?: ReactNode;
  /** Inside the box before / after the number: «от», «₽», «м²». */
  leading?: ReactNode;
  trailing?: ReactNode;
}

export function NumberInput({
  label,
  hideLabel,
  value,
  onChange,
  onCommit,
  defaultValue = 0,
  delimiter,
  decimalMark,
  decimals,
  maxLength,
  positiveOnly,
  error,
  hint,
  leading,
  trailing,
  onFocus,
  onBlur,
  onKeyDown,
  ...input
}: NumberInputProps) {
  const format = useMemo(
    () => resolveFormat({ delimiter, decimalMark, decimals, maxLength, positiveOnly }),
    [delimiter, decimalMark, decimals, maxLength, positiveOnly],
  );
  // Non-null while the user edits: the text exactly as typed and cleaned.
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const edited = useRef(false);
  const text = draft ?? displayValue(value, format);

  // Reformatting inserts or removes delimiters: put the caret back after the same digits.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && inputRef.current && document.activeElement === inputRef.current) {
      inputRef.current.setSelectionRange(caret, caret);
    }
  }, [text]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    edited.current = true;
    const canonical = cleanNumber(raw, format);
    const next = displayNumber(canonical, format);
    const nextCaret = caretForSignificant(next, significantBefore(raw, caret, format), format);
    if (next === text) {
      // A refused character leaves the text as it was: React restores the old value after this
      // handler and the caret would jump to the end, so it is put back once that has happened.
      const element = event.target;
      queueMicrotask(() => element.setSelectionRange(nextCaret, nextCaret));
    } else {
      pendingCaret.current = nextCaret;
      setDraft(next);
    }
    onChange?.(isResetText(canonical) ? defaultValue : (parseCanonical(canonical) as number));
  };

  const commit = () => {
    setDraft(null);
    // Tabbing through a field is not an edit: an empty filter must not become 0 and fire events.
    if (!edited.current) return;
    edited.current = false;
    const committed = commitValue(text, format, defaultValue);
    if (committed !== value) onChange?.(committed);
    onCommit?.(committed);
  };

  return (
    <TextField
      {...input}
      ref={inputRef}
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      leading={leading}
      trailing={trailing}
      type="text"
      inputMode={format.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onFocus={(event) => {
        setDraft(displayValue(value, format));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        // Spec §5: Enter blurs the field, which commits it.
        if (event.key === 'Enter' && !event.defaultPrevented) event.currentTarget.blur();
      }}
    />
  );
}
