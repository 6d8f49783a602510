/**
 * A list below the fold drawn a few items per frame (decision 022).
 *
 * `FirstThenRest` moves the rest of a list out of the first commit, but the
 * background render that mounts it still commits every item at once, and the
 * layout after that commit is one task: for the twelve mortgage programmes,
 * ~600 boxes and 120–200 ms at 4× CPU on a phone. Here each step waits for
 * the frame that draws the one before it (an animation frame, then a task),
 * so the work comes in several short tasks instead of one long one.
 *
 * On the server and while the browser hydrates its page (`useEagerMount`,
 * issue 31) every item is drawn at once, as in the server's HTML.
 */
import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useEagerMount } from '@/lib/render/render-env';

export interface StepwiseListProps<T> {
  items: readonly T[];
  /** Items in the first commit. */
  first: number;
  /** Items added in each following frame. */
  step: number;
  /** Draws one item (with its key); `index` counts from the start of `items`. */
  children: (item: T, index: number) => ReactNode;
}

export function StepwiseList<T>({ items, first, step, children }: StepwiseListProps<T>) {
  const shown = useStepwiseCount(items.length, first, step);
  return <>{items.slice(0, shown).map((item, index) => children(item, index))}</>;
}

/**
 * How many of `total` items to draw: `first`, then `step` more after each drawn frame; it never shrinks.
 * All of them from the start when the tree mounts eagerly (server, hydration).
 */
function useStepwiseCount(total: number, first: number, step: number): number {
  const eager = useEagerMount();
  const [limit, setLimit] = useState(eager ? Math.max(total, first) : first);
  useEffect(() => {
    if (limit >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the step in 5 ms slices; only its commit is one task.
      timer = setTimeout(() => startTransition(() => setLimit((current) => current + step)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [limit, total, step]);
  return Math.min(limit, total);
}

/**
 * Mounts its children one drawn frame after itself. Inside `MountLater`, it
 * splits a below-the-fold commit in two: what comes first, then this part.
 */
export function MountNextFrame({ children }: { children: ReactNode }) {
  return useStepwiseCount(1, 0, 1) > 0 ? children : null;
}

/** A section of a page by its key; `false`, `null` or `undefined` while it has nothing to show. */
export type PageSection = readonly [key: string, content: ReactNode];

/**
 * A page's sections below the fold, one per drawn frame, in order (all at
 * once when `whole`: a visitor sent to one of them). An empty
 * section keeps its place, so one whose data answers later (on the project
 * page, the lots or the construction progress) appears where it belongs
 * without drawing the others again.
 */
export function StepwiseSections({ sections, whole = false }: { sections: readonly PageSection[]; whole?: boolean }) {
  return (
    <StepwiseList items={sections} first={whole ? sections.length : 1} step={1}>
      {([key, content]) => <Fragment key={key}>{content}</Fragment>}
    </StepwiseList>
  );
}
