/**
 * The page forms (tenders, vacancies, partnership, anti-corruption) sit under
 * the page's content, so react-hook-form, zod and the form kit are not part of
 * the screen's first load (decision 015): a form's chunk loads when its place
 * comes near the viewport or once the browser is idle after `load`, whichever
 * is first. Until then a quiet «Загружаем форму…» holds the place; the form's
 * heading is the screen's own, so the section is labelled from the start. A
 * failed chunk load reloads the page like any screen (spec §4).
 */
import { lazy, type ComponentProps, type ReactNode } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { Deferred as DeferredPart } from '@/ui/deferred/deferred';

function Loading() {
  return <p role="status">Загружаем форму…</p>;
}

function Deferred({ children }: { children: ReactNode }) {
  return <DeferredPart placeholder={<Loading />}>{children}</DeferredPart>;
}

const LazyTenderForm = lazy(
  importWithReload(() => import('@/features/tender-form/tender-form').then((m) => ({ default: m.TenderForm }))),
);
const LazyVacancyForm = lazy(
  importWithReload(() => import('@/features/vacancy-form/vacancy-form').then((m) => ({ default: m.VacancyForm }))),
);
const LazyPartnershipForm = lazy(
  importWithReload(() =>
    import('@/features/partnership-form/partnership-form').then((m) => ({ default: m.PartnershipForm })),
  ),
);
const LazyAntiCorruptionForm = lazy(
  importWithReload(() =>
    import('@/features/anti-corruption-form/anti-corruption-form').then((m) => ({ default: m.AntiCorruptionForm })),
  ),
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
