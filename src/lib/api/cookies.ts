/** Reads a cookie by name from `document.cookie` (browser only). */
export function readCookie(name: string, source: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
