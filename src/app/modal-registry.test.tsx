/**
 * The modal registry as the visitor meets it: every lead form row loads a
 * panel that draws the row's heading (the one its loading state shows) over
 * a form named by it, and `modalOpened` takes only registered names with
 * their props (checked by `tsc -b`, the `@ts-expect-error` lines below).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { modalOpened } from '@/entities/modal/modal-slice';
import { renderShell } from '@/entities/site/site-testing';
import type { ModalPropsOf } from '@/features/modal-host/modal-types';
import { MODAL_REGISTRY } from './modal-registry';

type Registered = ModalPropsOf<typeof MODAL_REGISTRY>;
type FormName = {
  [N in keyof typeof MODAL_REGISTRY]: (typeof MODAL_REGISTRY)[N] extends { title: string } ? N : never;
}[keyof typeof MODAL_REGISTRY];

/** What an opener passes to each form: a new row cannot be left out. */
const OPENED_WITH: { [N in FormName]: Registered[N] } = {
  callback: { lotId: 148, lotTitle: 'Лот № 148' },
  visit: { projectId: 3, projectName: 'Остоженка 12' },
  'lot-booking': { lotId: 148, lotTitle: 'Лот № 148' },
};
const FORMS = Object.keys(OPENED_WITH) as FormName[];

describe('MODAL_REGISTRY', () => {
  afterEach(cleanup);

  it('lists every lead form row (a row without a title is not a form)', () => {
    const withTitle = Object.entries(MODAL_REGISTRY).filter(([, entry]) => 'title' in entry);
    expect(withTitle.map(([name]) => name).sort()).toEqual([...FORMS].sort());
  });

  it.each(FORMS)('%s: the heading shows while loading, then the panel draws it over its form', async (name) => {
    const entry = MODAL_REGISTRY[name];
    const Dialog = entry.Component as React.ComponentType<{ titleId: string; props: object; onClose(): void }>;
    renderShell(<Dialog titleId="dialog-title" props={OPENED_WITH[name]} onClose={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe(entry.title);
    expect(screen.getByRole('status').textContent).toBe('Загружаем форму…');
    // A cold import of the panel and the form kit can take a few seconds on a busy machine.
    const form = await waitFor(() => screen.getByRole('form', { name: entry.title }), { timeout: 10_000 });
    expect(form).toBeTruthy();
    const heading = screen.getByRole('heading', { name: entry.title });
    expect(heading.id).toBe('dialog-title');
    expect(screen.queryByText('Загружаем форму…')).toBeNull();
  });

  it('opens a registered dialog with its props, as they are', () => {
    expect(modalOpened({ name: 'visit', props: { projectId: 3 } }).payload).toEqual({
      name: 'visit',
      props: { projectId: 3 },
    });
    // @ts-expect-error -- an unregistered name does not compile
    modalOpened({ name: 'no-such-dialog' });
    // @ts-expect-error -- nor does a prop of the wrong type
    modalOpened({ name: 'lot-booking', props: { lotId: '148' } });
    // @ts-expect-error -- nor the status dialog without its status
    modalOpened({ name: 'lead-status' });
  });
});
