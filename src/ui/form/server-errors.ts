/**
 * 400 answers of `POST /api/request/` name the wrong fields:
 * `errors: { field: { error_msg } }`. Those the form shows go on the fields
 * (spec §5: the field's error_msg, default «Поле некорректно»); the rest
 * (a hidden key, the captcha token) come back to be shown for the whole form.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';

type ServerFieldErrors = Record<string, { error_msg?: string | null } | null | undefined>;

/** `{ field: message }` from whatever the server sent; anything malformed yields nothing. */
export function serverFieldMessages(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as ServerFieldErrors)) {
    const message =
      value && typeof value === 'object' && typeof value.error_msg === 'string' ? value.error_msg.trim() : '';
    out[field] = message || FIELD_MESSAGES.serverDefault;
  }
  return out;
}

/** Puts each known field's message on it (focusing the first); returns the messages of unknown fields. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: unknown,
  fields: readonly FieldPath<T>[],
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(serverFieldMessages(errors))) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(message);
    }
  }
  return rest;
}
