import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VacancyItem } from '@/schemas/company';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { LEAD_MESSAGES as SERVER_MESSAGES } from '@/schemas/leads';
import { ACCEPTED, stubLeadFetch, type OtherRoutes } from '@/entities/lead/lead-testing';
import { renderShell } from '@/entities/site/site-testing';
import type { PickRequest } from '@/ui/form/reveal-field';
import { VacancyForm } from './vacancy-form';

const NBSP = '\u00a0';
const CV_ID = '9b2f1c1e-3a7d-4c55-8f0e-2d6b7a1c4e90';
const VACANCIES: VacancyItem[] = [
  {
    id: 5,
    slug: 'marketolog',
    title: 'Маркетолог',
    department: 'Маркетинг',
    city: 'Москва',
    salary_from: 180_000,
    salary_to: 260_000,
    experience: 'От 3 лет',
    schedule: 'Гибрид',
  },
  {
    id: 3,
    slug: 'arhitektor',
    title: 'Архитектор',
    department: 'Проектирование',
    city: 'Москва',
    salary_from: 200_000,
    salary_to: null,
    experience: 'От 3 лет',
    schedule: 'Полный день',
  },
];

interface UploadSeen {
  name: string;
  contentType: string | null;
}

/** An uploads endpoint answering from `answer`. */
function routes(
  seen: UploadSeen[],
  answer: (file: File) => { status: number; body?: unknown } = (file) => ({
    status: 201,
    body: { id: CV_ID, name: file.name, size: file.size, content_type: 'application/pdf' },
  }),
): OtherRoutes {
  return {
    '/api/uploads/': async (request) => {
      const file = (await request.clone().formData()).get('file') as File;
      seen.push({ name: file.name, contentType: request.headers.get('content-type') });
      return answer(file);
    },
  };
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
/** The form's own button (the page list has «Откликнуться» buttons too). */
const formSubmit = () =>
  within(document.querySelector('form')!).getByRole('button', { name: 'Откликнуться' }) as HTMLButtonElement;
// Latin names: happy-dom's multipart encoder garbles others (the server reads UTF-8 names, tests/api/uploads.test.ts).
const cv = (name = 'ivanova-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 cv'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function fill() {
  fireEvent.change(field('Имя и фамилия'), { target: { value: 'Мария Иванова' } });
  fireEvent.change(field('Телефон'), { target: { value: '+79035556677' } });
  fireEvent.change(field('Электронная почта'), { target: { value: 'maria@example.ru' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' }));
}

/** The form as /vacancies shows it: titled by its heading, with an «Откликнуться» button per vacancy as the page list has. */
function CvForm() {
  const [pick, setPick] = useState<PickRequest | null>(null);
  return (
    <>
      {VACANCIES.map((vacancy) => (
        <button
          key={vacancy.id}
          type="button"
          onClick={() => setPick((previous) => ({ id: vacancy.id, nonce: (previous?.nonce ?? 0) + 1 }))}
        >
          Откликнуться: {vacancy.title}
        </button>
      ))}
      <h2 id="cv-title">Откликнуться на вакансию</h2>
      <VacancyForm vacancies={VACANCIES} pick={pick} labelledBy="cv-title" />
    </>
  );
}

describe('VacancyForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('«Откликнуться» picks its vacancy in the form and focuses the choice', async () => {
    stubLeadFetch([], { routes: routes([]) });
    renderShell(<CvForm />, { path: '/vacancies' });
    await screen.findByRole('form', { name: 'Откликнуться на вакансию' });
    fireEvent.click(screen.getByRole('button', { name: 'Откликнуться: Архитектор' }));
    const combo = screen.getByRole('combobox', { name: /Вакансия/ });
    await waitFor(() => expect(combo.textContent).toContain('Архитектор'));
    expect(document.activeElement).toBe(combo);
  });

  it('uploads the CV at once (multipart) and sends its id with the vacancy', async () => {
    const seen: UploadSeen[] = [];
    const stub = stubLeadFetch([ACCEPTED('vacancy')], { routes: routes(seen) });
    const { store } = renderShell(<CvForm />, { path: '/vacancies' });
    await screen.findByRole('form', { name: 'Откликнуться на вакансию' });
    fireEvent.click(screen.getByRole('combobox', { name: /Вакансия/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Маркетолог' }));
    fill();
    fireEvent.change(field('Резюме'), { target: { files: [cv()] } });
    expect(screen.getByText('Загружается…')).toBeTruthy();
    await screen.findByRole('button', { name: 'Удалить файл ivanova-cv.pdf' });
    expect(seen).toEqual([
      { name: 'ivanova-cv.pdf', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) },
    ]);
    expect(screen.getByText('11 Б')).toBeTruthy();

    await waitFor(() => expect(formSubmit().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(formSubmit());
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'vacancy' }),
    );
    expect(stub.calls.filter((path) => path.startsWith('/api/'))).toEqual(['/api/uploads/', '/api/request/']);
    expect(stub.bodies[0]).toMatchObject({
      type: 'vacancy',
      vacancy: 5,
      name: 'Мария Иванова',
      phone: '+7 (903) 555-66-77',
      email: 'maria@example.ru',
      cv: CV_ID,
      consent: true,
    });
    expect(stub.bodies[0]).not.toHaveProperty('city');
    expect(stub.bodies[0]).not.toHaveProperty('comment');
    // The sent form starts over: the CV is gone with it.
    expect(screen.queryByText('ivanova-cv.pdf')).toBeNull();
  });

  it('asks for a CV, refuses a wrong type or size before uploading and shows the server refusal', async () => {
    const seen: UploadSeen[] = [];
    const tooBig = `Файл больше 10${NBSP}МБ`;
    stubLeadFetch([], {
      routes: routes(seen, () => ({
        status: 413,
        body: { status: 413, message: tooBig, errors: { file: { error_msg: tooBig } } },
      })),
    });
    renderShell(<CvForm />, { path: '/vacancies' });
    await screen.findByRole('form', { name: 'Откликнуться на вакансию' });
    const input = field('Резюме');
    fireEvent.focus(input);
    fireEvent.blur(input);
    await waitFor(() => expect(messageOf(input)).toBe('Прикрепите резюме'));
    fireEvent.change(input, { target: { files: [cv('photo.gif')] } });
    await waitFor(() =>
      expect(messageOf(input)).toBe(
        'Недопустимый тип файла. Подойдут: pdf, png, jpg, jpeg, tiff, xls, xlsx, doc, docx, ppt, pptx',
      ),
    );
    fireEvent.change(input, { target: { files: [cv('big.pdf', 11 * 1024 * 1024)] } });
    await waitFor(() => expect(messageOf(input)).toBe(tooBig));
    expect(seen).toEqual([]);
    // The server has the last word (a proxy limit, a content check): its message lands on the field too.
    fireEvent.change(input, { target: { files: [cv('scan.pdf')] } });
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(messageOf(field('Резюме'))).toBe(tooBig));
    expect(screen.queryByText('scan.pdf')).toBeNull();
  });

  it('shows a refused CV from the lead answer on the CV field', async () => {
    stubLeadFetch(
      [
        {
          status: 400,
          body: {
            status: 400,
            message: 'Проверьте поля формы',
            errors: { cv: { error_msg: SERVER_MESSAGES.fileUnknown } },
          },
        },
      ],
      { routes: routes([]) },
    );
    renderShell(<VacancyForm vacancy={{ id: 3, title: 'Архитектор' }} />, { path: '/vacancies' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Архитектор')).toBeTruthy();
    fill();
    fireEvent.change(field('Резюме'), { target: { files: [cv()] } });
    await screen.findByRole('button', { name: 'Удалить файл ivanova-cv.pdf' });
    await waitFor(() => expect(formSubmit().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(formSubmit());
    await waitFor(() => expect(messageOf(field('Резюме'))).toBe(SERVER_MESSAGES.fileUnknown));
  });

  it('checks the optional city by the letters rule of spec §5', async () => {
    renderShell(<VacancyForm vacancy={{ id: 3, title: 'Архитектор' }} />);
    fireEvent.change(field('Город'), { target: { value: 'Москва 2' } });
    fireEvent.blur(field('Город'));
    await waitFor(() => expect(messageOf(field('Город'))).toBe(FIELD_MESSAGES.lettersOnly));
  });
});
