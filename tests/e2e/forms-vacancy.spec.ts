/**
 * The CV form of /vacancies end to end (issue 5; spec §5, §9): «Откликнуться»
 * in the list picks the vacancy in the form, the §5 messages, the CV uploaded
 * at once through `POST /api/uploads/` (a real PDF accepted, a text file named
 * .pdf refused by the server with its Russian message), and a response stored
 * (201) with the uploaded CV attached.
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
  touch,
  uniqueEmail,
  withdrawConsent,
} from './helpers/forms.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function openVacancies(page: Page) {
  await page.goto('/vacancies');
  const list = page.getByRole('region', { name: 'Открытые вакансии' });
  const form = page.getByRole('form', { name: 'Откликнуться на вакансию' });
  await expect(form).toBeVisible();
  return {
    list,
    form,
    vacancy: form.getByRole('combobox', { name: 'Вакансия', exact: true }),
    name: textbox(form, 'Имя и фамилия'),
    phone: textbox(form, 'Телефон'),
    email: textbox(form, 'Электронная почта'),
    city: textbox(form, 'Город'),
    cv: form.getByLabel(/^Резюме/),
    consent: consentBox(form),
    submit: form.getByRole('button', { name: 'Откликнуться', exact: true }),
  };
}

test('messages of spec §5 for every field; the button waits for a valid form', async ({ page }) => {
  const { vacancy, name, phone, email, city, cv, consent, submit } = await openVacancies(page);
  await expect(submit).toBeDisabled();
  for (const field of [vacancy, name, phone, email]) {
    await touch(field);
    await expectMessage(field, MSG.required);
  }
  await touch(cv);
  await expectMessage(cv, 'Прикрепите резюме');
  await touch(city);
  await expectNoError(city);

  await enter(name, 'Иван 2');
  await expectMessage(name, MSG.name);
  await enter(name, 'Ivan Иванов');
  await expectMessage(name, MSG.oneLayout);
  await enter(phone, '8903');
  await expectMessage(phone, MSG.format);
  await enter(email, 'ivan@@mail.ru');
  await expectMessage(email, MSG.format);
  await enter(city, 'Москва1');
  await expectMessage(city, 'Пожалуйста, используйте только буквы');
  await enter(city, 'Moscow Москва');
  await expectMessage(city, MSG.oneLayout);
  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);
  await expect(submit).toBeDisabled();
});

test('«Откликнуться» in the list picks the vacancy in the form', async ({ page }) => {
  const { list, vacancy } = await openVacancies(page);
  const second = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .nth(1);
  const title = (await second.getByRole('heading', { level: 3 }).textContent())!.trim();
  await second.getByRole('button', { name: 'Откликнуться' }).click();
  await expect(vacancy).toHaveText(title);
  await expect(vacancy).toBeFocused();
  await expectNoError(vacancy);
});

test('a text file named .pdf is refused by the server; a real PDF is accepted and the response is stored with it', async ({
  page,
}) => {
  const { list, form, name, phone, email, city, cv, consent, submit } = await openVacancies(page);
  await list.getByRole('button', { name: 'Откликнуться' }).first().click();
  await enter(name, 'Иван Петров');
  await enter(phone, '89031234567');
  await enter(email, uniqueEmail('cv'));
  await enter(city, 'Санкт-Петербург');
  await consent.check();
  await expect(submit).toBeDisabled();

  const [refused] = await chooseFiles(page, cv, [
    { name: 'резюме.pdf', mimeType: 'application/pdf', buffer: fakePdf() },
  ]);
  expect(refused!.status).toBe(400);
  expect(refused!.body.errors?.file?.error_msg).toBe(UPLOAD_TYPE_MESSAGE);
  await expectMessage(cv, UPLOAD_TYPE_MESSAGE);
  await expect(form.getByRole('list', { name: 'Прикреплённый файл' })).toHaveCount(0);
  await expect(submit).toBeDisabled();

  const pdf = minimalPdf();
  const [accepted] = await chooseFiles(page, cv, [
    { name: 'Резюме Петрова.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  expect(accepted!.status).toBe(201);
  expect(accepted!.body).toMatchObject({
    name: 'Резюме Петрова.pdf',
    size: pdf.length,
    content_type: 'application/pdf',
  });
  const attached = form.getByRole('list', { name: 'Прикреплённый файл' });
  await expect(attached.getByRole('listitem')).toHaveCount(1);
  await expect(attached).toContainText('Резюме Петрова.pdf');
  await expect(attached.getByRole('button', { name: 'Удалить файл Резюме Петрова.pdf' })).toBeVisible();
  await expectNoError(cv);

  const { lead } = await submitAccepted(page, submit, 'vacancy');
  expect(lead).toMatchObject({
    name: 'Иван Петров',
    phone: '+7 (903) 123-45-67',
    city: 'Санкт-Петербург',
    cv: accepted!.body.id,
  });
  expect(lead.vacancy).toEqual(expect.any(Number));
  expect(lead).not.toHaveProperty('comment');
  const status = statusDialog(page, 'Отклик отправлен');
  await expect(status).toBeVisible();
  await expect(status).toContainText('Мы прочитаем резюме');
  await status.getByRole('button', { name: 'Хорошо' }).click();
  // The form starts over: no file listed, nothing typed.
  await expect(name).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Прикреплённый файл' })).toHaveCount(0);
});
