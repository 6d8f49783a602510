/**
 * Lazy wrappers of the lead forms (see lead-forms.ts). While the chunk
 * loads, a panel shows its heading already — the dialog is labelled by it —
 * and a quiet «Загружаем форму…»; a failed chunk load reloads the page like
 * any screen (spec §4).
 *
 * None is drawn on the server (issue 31): forms are interactive and kept out
 * of the first load (decision 015). The server and the hydrating browser draw
 * what the form shows while it loads, and the form loads after hydration.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { ClientOnly } from '@/lib/render/client-only';
import { FormIntro } from '@/ui/form/form-intro';
import type { ModalComponentProps } from '@/features/modal-host/modal-types';

const forms = importWithReload(() => import('./lead-forms'));

const LazyCallbackPanel = lazy(() => forms().then((module) => ({ default: module.CallbackPanel })));
const LazyVisitPanel = lazy(() => forms().then((module) => ({ default: module.VisitPanel })));
const LazyLotBookingPanel = lazy(() => forms().then((module) => ({ default: module.LotBookingPanel })));
const LazyNewsletterForm = lazy(() => forms().then((module) => ({ default: module.NewsletterForm })));
// Its own small chunk: the page forms (tenders, vacancies…) open it without the modal forms' chunk.
const LazyLeadStatus = lazy(
  importWithReload(() =>
    import('@/entities/lead/lead-status').then(({ LeadStatus, leadStatusProps }) => ({
      default: ({ titleId, onClose, props }: ModalComponentProps) => (
        <LeadStatus titleId={titleId} onClose={onClose} {...leadStatusProps(props)} />
      ),
    })),
  ),
);

function Loading({ titleId, title }: { titleId: string; title: string }) {
  return (
    <div>
      <FormIntro titleId={titleId} title={title} />
      <p role="status">Загружаем форму…</p>
    </div>
  );
}

/** A lazy form: `fallback` on the server, during hydration and while its chunk loads. */
function LazyForm({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ClientOnly fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ClientOnly>
  );
}

export function CallbackPanel(props: ComponentProps<typeof LazyCallbackPanel>) {
  return (
    <LazyForm fallback={<Loading titleId={props.titleId} title="Заказать звонок" />}>
      <LazyCallbackPanel {...props} />
    </LazyForm>
  );
}

export function VisitPanel(props: ComponentProps<typeof LazyVisitPanel>) {
  return (
    <LazyForm fallback={<Loading titleId={props.titleId} title="Записаться на встречу с менеджером" />}>
      <LazyVisitPanel {...props} />
    </LazyForm>
  );
}

export function LotBookingPanel(props: ComponentProps<typeof LazyLotBookingPanel>) {
  return (
    <LazyForm fallback={<Loading titleId={props.titleId} title="Забронировать" />}>
      <LazyLotBookingPanel {...props} />
    </LazyForm>
  );
}

/** Nothing in its place while loading: it is the last block of the page, so nothing below shifts. */
export function NewsletterForm() {
  return (
    <LazyForm fallback={null}>
      <LazyNewsletterForm />
    </LazyForm>
  );
}

/** The outcome dialog opens right after a submit, when its chunk is usually cached: nothing to show meanwhile. */
export function LeadStatusPanel(props: ModalComponentProps) {
  return (
    <LazyForm fallback={null}>
      <LazyLeadStatus {...props} />
    </LazyForm>
  );
}
