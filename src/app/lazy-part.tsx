/**
 * A part of the shell in a chunk of its own (decision 015) that draws nothing
 * while the chunk loads; a failed load reloads the page (spec §4).
 *
 * On the server (issue 31) a part is either rendered (`ssr: true`: content a
 * reader or a crawler needs; the hydrating browser keeps the server's HTML
 * until the chunk arrives, React's Suspense hydration) or left out
 * (`ssr: false`: interactive or visitor-specific parts; the server and the
 * hydration draw nothing, and the part loads and mounts right after
 * hydration). In a tree the browser renders by itself both load at once.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { ClientOnly } from '@/lib/render/client-only';

export interface LazyPartOptions {
  /** Drawn on the server too; false: only in the browser, after hydration. */
  ssr: boolean;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { ssr }: LazyPartOptions) {
  const Lazy = lazy(importWithReload(() => load().then((component) => ({ default: component }))));
  function LazyPart(props: P) {
    const part = (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
    return ssr ? part : <ClientOnly>{part}</ClientOnly>;
  }
  // A server-drawn part whose chunk has not arrived yet is still the server's HTML, waiting to be
  // hydrated. Reached by a render of its parent (the layout drawing a new favourites count), React
  // would give that HTML up and draw the fallback, nothing, until the chunk came: memo stops the
  // render there while the props are the same.
  return ssr ? memo(LazyPart) : LazyPart;
}
