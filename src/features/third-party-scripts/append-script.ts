/**
 * Loads an external script with an element our bundle creates: the CSP lets
 * the configured hosts through, and no inline script is ever needed.
 */

const appended = new Map<string, HTMLScriptElement>();

/** Appends `<script async src>` once per address; a failed load is reported and may be tried again later. */
export function appendScript(src: string): HTMLScriptElement {
  const existing = appended.get(src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Spec §8: third-party failures are only logged, the visitor sees nothing.
  script.onerror = () => {
    appended.delete(src);
    script.remove();
    console.warn(`third-party script failed to load: ${src}`);
  };
  appended.set(src, script);
  document.head.append(script);
  return script;
}

/** Test seam: forget the appended scripts. */
export function resetAppendedScripts(): void {
  appended.clear();
}
