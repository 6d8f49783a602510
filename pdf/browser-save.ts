/**
 * Hands a built PDF to the browser as a download. A blob URL on an
 * `<a download>` works offline and in every current browser; the URL is
 * revoked later, not at once: some browsers read it after `click()` returns.
 */
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
