/**
 * Resolves once the browser has painted the page as it stands: the frame
 * callback runs just before a paint, a task queued from it runs after. A
 * hidden page paints nothing, so it resolves at once there.
 */
export function afterFirstPaint(doc: Pick<Document, 'visibilityState'> = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
