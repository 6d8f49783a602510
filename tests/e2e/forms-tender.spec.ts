/**
 * The offer form of /tenders end to end (issue 5; spec §5, §9): «Участвовать»
 * picks the tender and shows its deadline, the §5 messages (the tax id as 10
 * digits), documents uploaded at once through `POST /api/uploads/` (a PDF
 * and a PNG accepted, a text file named .pdf refused by the server with its
 * Russian message, a listed file removable), and an offer stored (201) with
 * exactly the files still listed.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import {
  MSG,
  UPLOAD_TYPE_MESSAGE,
  acceptCookies,
  chooseFiles,
  consentBox,
  enter,
  expectMessage,
  expectNoError,
  fakePdf,
  minimalPdf,
  statusDialog,
  submitAccepted,
  textbox,
  tinyPng,
  touch,
  uniqueEmail,
  withdrawConsent,
} from './helpers/forms.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function openTenders(page: Page) {
  await page.goto('/tenders');
  const form = page.getByRole('form', { name: 'Подать предложение' });
  await expect(form).toBeVisible();
  return {
    list: page.getByRole('region', { name: 'Открытые тендеры' }),
    form,
    tender: form.getByRole('combobox', { name: 'Тендер', exact: true }),
    company: textbox(form, 'Компания'),
    inn: textbox(form, 'ИНН'),
    name: textbox(form, 'Контактное лицо'),
    phone: textbox(form, 'Телефон'),
    email: textbox(form, 'Электронная почта'),
    comment: textbox(form, 'Комментарий'),
    files: form.getByLabel(/^Документы/),
    consent: consentBox(form),
    submit: form.getByRole('button', { name: 'Отправить предложение' }),
  };
}

test('messages of spec §5; the tax id takes digits only; the button waits for a valid form', async ({ page }) => {
  const { tender, company, inn, name, phone, email, comment, files, consent, submit } = await openTenders(page);
  await expect(submit).toBeDisabled();
  for (const field of [tender, company, inn, name, phone, email]) {
    await touch(field);
    await expectMessage(field, MSG.required);
  }
  // Comment and documents are optional.
  for (const field of [comment, files]) {
    await touch(field);
    await expectNoError(field);
  }

  await inn.fill('77-07 08a');
  await expect(inn).toHaveValue('770708');
  await inn.blur();
  await expectMessage(inn, MSG.format);
  await enter(inn, '7707083893');
  await expectNoError(inn);
  await expect(inn).toHaveAccessibleDescription('10 цифр');
  await enter(name, 'Пётр1');
  await expectMessage(name, MSG.name);
  await enter(name, 'Pyotr Пётр');
  await expectMessage(name, MSG.oneLayout);
  await enter(phone, '+7 (916) 12');
  await expectMessage(phone, MSG.format);
  await enter(email, '@stroy.ru');
  await expectMessage(email, MSG.format);
  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);
  await expect(submit).toBeDisabled();
});

test('«Участвовать» picks the tender and shows when offers close', async ({ page }) => {
  const { list, tender } = await openTenders(page);
  const item = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .last();
  const title = (await item.getByRole('heading', { level: 3 }).textContent())!.trim();
  const deadline = (await item.getByText(/^Приём предложений до/).textContent())!.trim();
  await item.getByRole('button', { name: 'Участвовать' }).click();
  await expect(tender).toHaveText(title);
  await expect(tender).toBeFocused();
  await expect(tender).toHaveAccessibleDescription(deadline.replace(/\s+/g, ' '));
});

test('documents: a fake PDF is refused by the server, a PDF and a PNG are attached, one removed; the offer is stored with the rest', async ({
  page,
}) => {
  const { list, form, company, inn, name, phone, email, comment, files, consent, submit } = await openTenders(page);
  await list.getByRole('button', { name: 'Участвовать' }).first().click();
  await enter(company, 'ООО «Камень и Ко»');
  await enter(inn, '7707083893');
  await enter(name, 'Пётр Смирнов');
  await enter(phone, '89165554433');
  await enter(email, uniqueEmail('tender'));
  await enter(comment, 'Срок — 6 месяцев');
  await consent.check();
  await expect(submit).toBeEnabled();

  const [refused] = await chooseFiles(page, files, [
    { name: 'смета.pdf', mimeType: 'application/pdf', buffer: fakePdf() },
  ]);
  expect(refused!.status).toBe(400);
  expect(refused!.body.errors?.file?.error_msg).toBe(UPLOAD_TYPE_MESSAGE);
  await expectMessage(files, UPLOAD_TYPE_MESSAGE);

  const pdf = minimalPdf();
  const png = tinyPng();
  const answers = await chooseFiles(page, files, [
    { name: 'Коммерческое предложение.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'schema.png', mimeType: 'image/png', buffer: png },
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  const byName = new Map(answers.map((answer) => [answer.body.name, answer.body]));
  expect(byName.get('Коммерческое предложение.pdf')).toMatchObject({
    size: pdf.length,
    content_type: 'application/pdf',
  });
  expect(byName.get('schema.png')).toMatchObject({ size: png.length, content_type: 'image/png' });
  const attached = form.getByRole('list', { name: 'Прикреплённые файлы' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  await expectNoError(files);

  await attached.getByRole('button', { name: 'Удалить файл schema.png' }).click();
  await expect(attached.getByRole('listitem')).toHaveCount(1);
  await expect(attached).toContainText('Коммерческое предложение.pdf');

  const { lead } = await submitAccepted(page, submit, 'tender');
  expect(lead).toMatchObject({
    company: 'ООО «Камень и Ко»',
    inn: '7707083893',
    name: 'Пётр Смирнов',
    phone: '+7 (916) 555-44-33',
    comment: 'Срок — 6 месяцев',
    files: [byName.get('Коммерческое предложение.pdf')!.id],
  });
  expect(lead.tender).toEqual(expect.any(Number));
  const status = statusDialog(page, 'Предложение отправлено');
  await expect(status).toBeVisible();
  await expect(status).toContainText('Тендерный комитет рассмотрит документы');
});

test('an offer without documents is accepted too', async ({ page }) => {
  const { form, tender, company, inn, name, phone, email, consent, submit } = await openTenders(page);
  await tender.click();
  await form.getByRole('option').first().click();
  await enter(company, 'ИП Сидоров');
  await enter(inn, '5001234567');
  await enter(name, 'Иван Сидоров');
  await enter(phone, '89990001122');
  await enter(email, uniqueEmail('tender-plain'));
  await consent.check();
  const { lead } = await submitAccepted(page, submit, 'tender');
  expect(lead.files).toEqual([]);
  await expect(statusDialog(page, 'Предложение отправлено')).toBeVisible();
});
