/**
 * Lazy lead forms: react-hook-form, the resolver and the form kit are needed
 * only once a visitor opens a form or reaches a page with the newsletter, so
 * they stay out of the start-up bundle. While a modal form's chunk loads, its
 * panel shows the registry's heading already — the dialog is labelled by it —
 * and a quiet «Загружаем форму…»; a failed chunk load reloads the page like
 * any screen (spec §4).
 *
 * None is drawn on the server (issue 31): forms are interactive and kept out
 * of the first load (decision 015). The server and the hydrating browser draw
 * what the form shows while it loads, and the form loads after hydration.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { ClientOnly } from '@/lib/render/client-only';
import type { ModalFormProps, ModalPlacement } from '@/entities/modal/modal-slice';
import type { LeadStatusProps } from '@/entities/lead/lead-status';
import { FormIntro } from '@/ui/form/form-intro';
import type { ModalComponentProps, ModalEntry } from '@/features/modal-host/modal-types';

const LazyNewsletterForm = lazy(
  importWithReload(() => import('@/features/newsletter/newsletter-form').then((m) => ({ default: m.NewsletterForm }))),
);
// Its own small chunk: the page forms (tenders, vacancies…) open it without the modal forms' chunks.
const LazyLeadStatus = lazy(
  importWithReload(() =>
    import('@/entities/lead/lead-status').then(({ LeadStatus }) => ({
      default: ({ titleId, onClose, props }: ModalComponentProps<LeadStatusProps>) => (
        <LeadStatus titleId={titleId} onClose={onClose} {...props} />
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

/** A panel's own props: what the opener passes with `modalOpened` (the host gives the heading and its id). */
type PanelProps<P extends ModalFormProps> = Omit<P, keyof ModalFormProps>;

export interface ModalFormRow<P extends ModalFormProps> {
  /** The dialog's heading: the panel draws it, and so does the panel's loading state. */
  title: string;
  placement: ModalPlacement;
  /** The panel's module, in a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
}

/** A registry entry for a lead form in a dialog: its panel loads on first open, its heading is there at once. */
export function modalForm<P extends ModalFormProps>({
  title,
  placement,
  load,
}: ModalFormRow<P>): ModalEntry<PanelProps<P>> & { title: string } {
  const Panel = lazy(importWithReload(() => load().then((component) => ({ default: component }))));
  function ModalForm({ titleId, props }: ModalComponentProps<PanelProps<P>>) {
    // The panel's props are its own plus the heading: `Omit` and back, which TypeScript cannot see through.
    const panelProps = { ...props, titleId, title } as unknown as P;
    return (
      <LazyForm fallback={<Loading titleId={titleId} title={title} />}>
        <Panel {...panelProps} />
      </LazyForm>
    );
  }
  return { placement, title, Component: ModalForm };
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
export function LeadStatusPanel(props: ModalComponentProps<LeadStatusProps>) {
  return (
    <LazyForm fallback={null}>
      <LazyLeadStatus {...props} />
    </LazyForm>
  );
}
