/**
 * The page forms (tenders, vacancies, partnership, anti-corruption) sit under
 * the page's content, so react-hook-form, zod and the form kit are not part of
 * the screen's first load (decision 015): a form's chunk loads when its place
 * comes near the viewport or once the browser is idle after `load`, whichever
 * is first. Until then a quiet «Загружаем форму…» holds the place; the form's
 * heading is the screen's own, so the section is labelled from the start. A
 * failed chunk load reloads the page like any screen (spec §4).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { afterLoad } from '@/lib/idle-prefetch';

/** How far below the viewport a form starts loading: a scroll rarely outruns it. */
const NEAR_VIEWPORT_MARGIN = '800px 0px';
/** Upper bound of the idle wait after `load`. */
const IDLE_TIMEOUT_MS = 2000;

/** Starts once: near the viewport, or at the first idle moment after load (never skipped: the form is the page's). */
function useWanted(place: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    let cancelIdle: () => void = () => undefined;
    const cancelLoad = afterLoad(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(want, 0);
        cancelIdle = () => window.clearTimeout(timer);
      }
    });
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: NEAR_VIEWPORT_MARGIN })
        : null;
    if (place.current) observer?.observe(place.current);
    return () => {
      cancelLoad();
      cancelIdle();
      observer?.disconnect();
    };
  }, [wanted, place]);
  return wanted;
}

function Loading() {
  return <p role="status">Загружаем форму…</p>;
}

function Deferred({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const wanted = useWanted(place);
  if (!wanted) {
    return (
      <div ref={place}>
        <Loading />
      </div>
    );
  }
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

const LazyTenderForm = lazy(importWithReload(() => import('@/features/tender-form/tender-form').then((m) => ({ default: m.TenderForm }))));
const LazyVacancyForm = lazy(importWithReload(() => import('@/features/vacancy-form/vacancy-form').then((m) => ({ default: m.VacancyForm }))));
const LazyPartnershipForm = lazy(
  importWithReload(() => import('@/features/partnership-form/partnership-form').then((m) => ({ default: m.PartnershipForm }))),
);
const LazyAntiCorruptionForm = lazy(
  importWithReload(() => import('@/features/anti-corruption-form/anti-corruption-form').then((m) => ({ default: m.AntiCorruptionForm }))),
);

export const TenderForm = (props: ComponentProps<typeof LazyTenderForm>) => (
  <Deferred>
    <LazyTenderForm {...props} />
  </Deferred>
);
export const VacancyForm = (props: ComponentProps<typeof LazyVacancyForm>) => (
  <Deferred>
    <LazyVacancyForm {...props} />
  </Deferred>
);
export const PartnershipForm = (props: ComponentProps<typeof LazyPartnershipForm>) => (
  <Deferred>
    <LazyPartnershipForm {...props} />
  </Deferred>
);
export const AntiCorruptionForm = (props: ComponentProps<typeof LazyAntiCorruptionForm>) => (
  <Deferred>
    <LazyAntiCorruptionForm {...props} />
  </Deferred>
);
