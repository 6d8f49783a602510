/**
 * Lead forms as the end-to-end specs see them (issue 5): fields found by
 * their labels, messages read as the field's accessible description (the
 * error line under a field is tied to it by aria-describedby), the answer of
 * `POST /api/request/` caught on its way back, and the spec §5 texts written
 * out here word for word, not imported: the app must say exactly these.
 */
import { expect, type Locator, type Page, type Request, type Response, type Route } from '@playwright/test';

/** Spec §5 messages (the consent one is the app's own: the spec names only the checkbox text). */
export const MSG = {
  required: 'Пожалуйста, заполните это поле',
  format: 'Неверный формат',
  name: 'Имя может содержать только буквы',
  oneLayout: 'Пожалуйста, используйте только одну языковую раскладку',
  consent: 'Подтвердите согласие на обработку персональных данных',
  pastDate: 'Дата должна быть позже текущей',
  threeWeeks: 'Записаться можно только на 3 недели вперёд',
  dayOver31: 'День не может быть больше 31',
  monthOver12: 'Месяц не может быть больше 12',
  network: 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
} as const;

const CONSENT_LABEL = 'Я даю свое согласие на обработку персональных данных';

/** A lead as the browser posts it (the fields the specs look at). */
export interface PostedLead {
  type: string;
  idempotency_key: string;
  site: string;
  yandex_token: string;
  [field: string]: unknown;
}

export interface LeadAnswer {
  status: number;
  body: {
    id?: number;
    type?: string;
    duplicate?: boolean;
    message?: string;
    errors?: Record<string, { error_msg: string }>;
  };
  lead: PostedLead;
}

/** A text input (text, email, tel) by its label; the required asterisk is hidden from the name. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const consentBox = (scope: Page | Locator) => scope.getByRole('checkbox', { name: CONSENT_LABEL });

/** Focus and leave a field, as a visitor tabbing through: the form validates a touched field. */
export async function touch(field: Locator) {
  await field.focus();
  await field.blur();
}

/** Types a value into a field and leaves it. */
export async function enter(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** Ticks the consent, changes one's mind and moves on: the consent message must appear. */
export async function withdrawConsent(consent: Locator) {
  await consent.check();
  await consent.uncheck();
  await consent.blur();
}

/** The field shows exactly this message under it and is marked invalid. */
export async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** The field shows no error (a hint may stay). */
export async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The 2 s cookie notice must not cover what a test clicks (the legacy flag the app migrates). */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
}

const isLeadPost = (request: Request) =>
  new URL(request.url()).pathname === '/api/request/' && request.method() === 'POST';

/** Starts waiting for the next answer of `POST /api/request/`; await the result after clicking submit. */
export function nextLeadAnswer(page: Page): Promise<LeadAnswer> {
  return page
    .waitForResponse((response: Response) => isLeadPost(response.request()))
    .then(async (response) => ({
      status: response.status(),
      body: (await response.json()) as LeadAnswer['body'],
      lead: response.request().postDataJSON() as PostedLead,
    }));
}

/** Clicks submit and answers the server's reply, which must be 201 with a new lead of `type`. */
export async function submitAccepted(page: Page, submit: Locator, type: string): Promise<LeadAnswer> {
  const answer = nextLeadAnswer(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  const result = await answer;
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  expect(result.body).toMatchObject({ type, duplicate: false });
  expect(result.body.id).toEqual(expect.any(Number));
  expect(result.lead.type).toBe(type);
  expect(result.lead.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  return result;
}

/**
 * Sends the same lead once more from the page's session (its CSRF cookie
 * echoed in the header, as the app does): the server must answer with the
 * stored lead, so the key made exactly one.
 */
export async function expectOneLead(page: Page, lead: PostedLead, id: number) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(csrf, 'the page holds a CSRF cookie').toBeTruthy();
  const replay = await page.request.post('/api/request/', { data: lead, headers: { 'X-CSRFToken': csrf! } });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({ id, type: lead.type, duplicate: true });
}

/**
 * Cuts `POST /api/request/` off (no connection): every attempt is aborted and
 * its body kept. `restore()` lets requests through again.
 */
export async function cutLeadConnection(page: Page) {
  const aborted: PostedLead[] = [];
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    aborted.push(route.request().postDataJSON() as PostedLead);
    await route.abort('internetdisconnected');
  };
  await page.route('**/api/request/', handler);
  return { aborted, restore: () => page.unroute('**/api/request/', handler) };
}

/** The status modal after a lead (a centred dialog named by its title). */
export const statusDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Closes the status modal with its button. */
export async function closeStatus(page: Page, title: string, button = 'Хорошо') {
  const dialog = statusDialog(page, title);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** A name and an email nobody used before (the newsletter refuses a second subscription). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ru`;
}

/** A calendar day in Moscow (the office judges dates there), `offset` days from today, as dd/mm/yyyy. */
export function moscowDate(offset: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + offset));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** Picks an option of a kit Select (a combobox `div` with a listbox). */
export async function pickOption(scope: Page | Locator, combobox: string, option: string) {
  const box = scope.getByRole('combobox', { name: combobox, exact: true });
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toContainText(option);
}

/** A minimal valid PDF (one empty page) with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A text file dressed up as a PDF: the server judges by content and must refuse it. */
export const fakePdf = () => Buffer.from('Это не PDF, а обычный текст с расширением .pdf\n', 'utf8');

/** A 1×1 PNG. */
export const tinyPng = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** What `POST /api/uploads/` answers for a file whose content is not what its name says (spec §9 types). */
export const UPLOAD_TYPE_MESSAGE =
  'Недопустимый тип файла. Подойдут: pdf, png, jpg, jpeg, tiff, xls, xlsx, doc, docx, ppt, pptx';

interface UploadAnswer {
  status: number;
  body: {
    id?: string;
    name?: string;
    size?: number;
    content_type?: string;
    message?: string;
    errors?: Record<string, { error_msg: string }>;
  };
}

/** Chooses files in a file field and answers the server's replies, one per file, in the order they came back. */
export async function chooseFiles(
  page: Page,
  input: Locator,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  const answers: UploadAnswer[] = [];
  const all = new Promise<void>((resolve) => {
    const listener = async (response: Response) => {
      if (new URL(response.url()).pathname !== '/api/uploads/' || response.request().method() !== 'POST') return;
      answers.push({ status: response.status(), body: (await response.json()) as UploadAnswer['body'] });
      if (answers.length === files.length) {
        page.off('response', listener);
        resolve();
      }
    };
    page.on('response', listener);
  });
  await input.setInputFiles(files);
  await all;
  return answers;
}
