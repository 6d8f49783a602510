/**
 * Brings a form field into view and gives it focus: a «Участвовать» button in
 * a list above the form picks the item in the form's select and takes the
 * visitor there. Smooth unless the visitor asked for reduced motion; the focus
 * itself does not scroll again.
 */
export function revealField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

/** «Pick this item in the form»: a new `nonce` repeats the reveal even for the same item. */
export interface PickRequest {
  id: number;
  nonce: number;
}
