import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OpenTender } from '@/schemas/company';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { LEAD_MESSAGES as SERVER_MESSAGES } from '@/schemas/leads';
import { ACCEPTED, stubLeadFetch, type OtherRoutes } from '@/entities/lead/lead-testing';
import { renderShell } from '@/entities/site/site-testing';
import type { PickRequest } from '@/ui/form/reveal-field';
import { TenderForm, UPLOADING_HINT } from './tender-form';

const TENDERS: OpenTender[] = [
  {
    id: 2,
    slug: 'lifty',
    title: 'Поставка и монтаж лифтов',
    category: 'Инженерное оборудование',
    project: 'Пресня',
    description: 'Скоростные лифты.',
    deadline: '2031-03-10T12:00:00.000Z',
  },
  {
    id: 1,
    slug: 'fasad',
    title: 'Монтаж фасада из натурального камня',
    category: 'Фасадные работы',
    project: null,
    description: 'Навесной фасад.',
    deadline: '2031-04-01T12:00:00.000Z',
  },
];
const fileId = (n: number) => `7c9e6679-7425-40de-944b-e07fc1f90a${String(n).padStart(2, '0')}`;

/** An uploads endpoint that numbers the files it receives. */
function routes(uploads: string[]): OtherRoutes {
  return {
    '/api/uploads/': async (request) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(file.name);
      return {
        status: 201,
        body: { id: fileId(uploads.length), name: file.name, size: file.size, content_type: 'application/pdf' },
      };
    },
  };
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submitButton = () => screen.getByRole('button', { name: 'Отправить предложение' }) as HTMLButtonElement;
const combo = () => screen.getByRole('combobox', { name: /Тендер/ });

function fill() {
  fireEvent.change(field('Компания'), { target: { value: 'ООО «Фасад-Строй»' } });
  fireEvent.change(field('ИНН'), { target: { value: '7701234567' } });
  fireEvent.change(field('Контактное лицо'), { target: { value: 'Андрей' } });
  fireEvent.change(field('Телефон'), { target: { value: '9161234567' } });
  fireEvent.change(field('Электронная почта'), { target: { value: 'tender@fasad.ru' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' }));
}

// Latin names: happy-dom's multipart encoder garbles others (the server reads UTF-8 names, tests/api/uploads.test.ts).
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The form as /tenders shows it: titled by its heading, with a «Участвовать» button per tender as the page list has. */
function OfferForm() {
  const [pick, setPick] = useState<PickRequest | null>(null);
  return (
    <>
      {TENDERS.map((tender) => (
        <button
          key={tender.id}
          type="button"
          onClick={() => setPick((previous) => ({ id: tender.id, nonce: (previous?.nonce ?? 0) + 1 }))}
        >
          Участвовать: {tender.title}
        </button>
      ))}
      <h2 id="offer-title">Подать предложение</h2>
      <TenderForm tenders={TENDERS} pick={pick} labelledBy="offer-title" />
    </>
  );
}

describe('TenderForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('«Участвовать» picks its tender in the form, focuses the choice and says when offers close', async () => {
    stubLeadFetch([], { routes: routes([]) });
    renderShell(<OfferForm />, { path: '/tenders' });
    await screen.findByRole('form', { name: 'Подать предложение' });
    fireEvent.click(screen.getByRole('button', { name: 'Участвовать: Монтаж фасада из натурального камня' }));
    await waitFor(() => expect(combo().textContent).toContain('Монтаж фасада из натурального камня'));
    expect(document.activeElement).toBe(combo());
    expect(messageOf(combo())?.replaceAll('\u00a0', ' ')).toBe('Приём предложений до 1 апреля 2031');
    // A second pick of another tender moves the choice again.
    fireEvent.click(screen.getByRole('button', { name: 'Участвовать: Поставка и монтаж лифтов' }));
    await waitFor(() => expect(combo().textContent).toContain('Поставка и монтаж лифтов'));
  });

  it('asks for a tender and a 10-digit tax id in the words of spec §5', async () => {
    stubLeadFetch([], { routes: routes([]) });
    renderShell(<OfferForm />, { path: '/tenders' });
    await screen.findByRole('form', { name: 'Подать предложение' });
    fireEvent.focus(combo());
    fireEvent.blur(combo());
    await waitFor(() => expect(messageOf(combo())).toBe(FIELD_MESSAGES.required));
    fireEvent.change(field('ИНН'), { target: { value: '770123456' } });
    fireEvent.blur(field('ИНН'));
    await waitFor(() => expect(messageOf(field('ИНН'))).toBe(FIELD_MESSAGES.format));
    fireEvent.blur(field('Компания'));
    await waitFor(() => expect(messageOf(field('Компания'))).toBe(FIELD_MESSAGES.required));
  });

  it('uploads the documents first and sends the offer with their ids', async () => {
    const uploads: string[] = [];
    const stub = stubLeadFetch([ACCEPTED('tender')], { routes: routes(uploads) });
    const { store } = renderShell(<OfferForm />, { path: '/tenders' });
    await screen.findByRole('form', { name: 'Подать предложение' });
    fireEvent.click(combo());
    fireEvent.click(screen.getByRole('option', { name: 'Поставка и монтаж лифтов' }));
    fill();
    fireEvent.change(field('Документы'), { target: { files: [pdf('offer.pdf'), pdf('estimate.pdf')] } });
    // While the files go up the offer waits for them.
    expect(screen.getByText(UPLOADING_HINT)).toBeTruthy();
    await screen.findByRole('button', { name: 'Удалить файл estimate.pdf' });
    await screen.findByRole('button', { name: 'Удалить файл offer.pdf' });
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'tender' }),
    );
    expect(uploads.sort()).toEqual(['estimate.pdf', 'offer.pdf']);
    expect(stub.bodies[0]).toMatchObject({
      type: 'tender',
      tender: 2,
      company: 'ООО «Фасад-Строй»',
      inn: '7701234567',
      name: 'Андрей',
      phone: '+7 (916) 123-45-67',
      email: 'tender@fasad.ru',
      consent: true,
      site: `${window.location.host}/tenders`,
    });
    expect([...(stub.bodies[0]!.files as string[])].sort()).toEqual([fileId(1), fileId(2)]);
    expect(stub.bodies[0]).not.toHaveProperty('comment');
  });

  it('shows server refusals on the tax id and the files', async () => {
    stubLeadFetch(
      [
        {
          status: 400,
          body: {
            status: 400,
            message: 'Проверьте поля формы',
            errors: { inn: { error_msg: 'ИНН не найден в ЕГРЮЛ' }, files: { error_msg: SERVER_MESSAGES.fileUnknown } },
          },
        },
      ],
      { routes: routes([]) },
    );
    renderShell(<OfferForm />, { path: '/tenders' });
    await screen.findByRole('form', { name: 'Подать предложение' });
    fireEvent.click(screen.getByRole('button', { name: 'Участвовать: Поставка и монтаж лифтов' }));
    fill();
    fireEvent.change(field('Документы'), { target: { files: [pdf('offer.pdf')] } });
    await screen.findByRole('button', { name: 'Удалить файл offer.pdf' });
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(submitButton());
    await waitFor(() => expect(messageOf(field('ИНН'))).toBe('ИНН не найден в ЕГРЮЛ'));
    expect(messageOf(field('Документы'))).toBe(SERVER_MESSAGES.fileUnknown);
  });
});
