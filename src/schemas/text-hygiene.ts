/**
 * Text no database column can hold (decision 028): PostgreSQL `text` and
 * `jsonb` refuse U+0000, and a lone UTF-16 surrogate (JSON `"\ud800"`) is not
 * Unicode at all, so no encoding stores it. Neither has a use in a form, an
 * address or a query, so both are refused, with one message, wherever text
 * enters: the server's hook (`server/plugins/text-hygiene.ts`) for path,
 * query and body, and the form fields (`lead-fields.ts`), so a visitor and the
 * server say the same thing. Zod-free: the service worker may import it.
 */

export const INVALID_TEXT_MESSAGE = 'Недопустимые символы в поле';

/** True when `value` holds U+0000 or a surrogate without its pair. */
export function hasInvalidText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return true;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate followed by a low one is one character (an emoji): step over the pair.
    const next = value.charCodeAt(index + 1);
    if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
    else return true;
  }
  return false;
}

interface Step {
  value: unknown;
  key?: PropertyKey;
  parent?: Step;
}

const pathOf = (step: Step | undefined): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = step; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
};

/**
 * Where the first invalid text sits in a parsed value (a string, or a key or
 * string anywhere inside arrays and objects): its path, `[]` for the value
 * itself, or null when all is clean. A bad key is reported at its parent, so
 * the answer never repeats it. Iterative, with paths linked rather than
 * copied: a JSON body may nest far deeper than the call stack.
 */
export function findInvalidText(value: unknown): PropertyKey[] | null {
  const pending: Step[] = [{ value }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasInvalidText(current)) return pathOf(step);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // Raw bytes (a lots file posted to the admin import) are not text here: their reader checks the cells.
    if (ArrayBuffer.isView(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((each, index) => [index, each] as const)
      : Object.entries(current);
    // Reversed onto the stack, so the first field of the input is reported first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, each] = entries[index]!;
      if (typeof key === 'string' && hasInvalidText(key)) return pathOf(step);
      pending.push({ value: each, key, parent: step });
    }
  }
  return null;
}
