/**
 * Where the caret belongs after a mask rewrote the value, so editing in the
 * middle of «+7 (999) 123-45-67» does not throw the caret to the end.
 *
 * Masks add decorations («+7 (», spaces, dashes) and drop what overflows at
 * the end. When the masked value has as many meaningful characters or more
 * (a first «9» became «+7 (9»), the count after the caret survives the
 * rewrite; when characters were dropped (an eleventh digit), the count before
 * it does.
 */
const MEANINGFUL = /[0-9A-Za-zА-ЯЁа-яё]/;
const count = (text: string) => [...text].filter((char) => MEANINGFUL.test(char)).length;

export function caretAfterMask(raw: string, caret: number, masked: string): number {
  if (count(masked) >= count(raw)) {
    let after = count(raw.slice(caret));
    let position = masked.length;
    while (position > 0 && after > 0) {
      position -= 1;
      if (MEANINGFUL.test(masked[position]!)) after -= 1;
    }
    return position;
  }
  let before = count(raw.slice(0, caret));
  let position = 0;
  while (position < masked.length && before > 0) {
    if (MEANINGFUL.test(masked[position]!)) before -= 1;
    position += 1;
  }
  return position;
}
