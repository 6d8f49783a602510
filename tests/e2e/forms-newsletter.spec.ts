/**
 * The footer newsletter form end to end (issue 5; spec §4, §5, §7, §8): the
 * §5 messages (a first name alone is not «Имя и фамилия»), the button blocked while the form is invalid, a subscription
 * stored by the server (201) with the status modal and the
 * 'submit-footer-form' event, a second subscription with the same address
 * (400 «This email is already use») shown as success, and a lost connection
 * that keeps the values and reuses the idempotency key.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import {
  MSG,
  acceptCookies,
  closeStatus,
  consentBox,
  cutLeadConnection,
  enter,
  expectMessage,
  expectNoError,
  expectOneLead,
  nextLeadAnswer,
  statusDialog,
  submitAccepted,
  textbox,
  touch,
  uniqueEmail,
  withdrawConsent,
} from './helpers/forms.ts';

const SUBSCRIBED = 'Вы подписаны на рассылку';
const ALREADY = 'Вы уже подписаны';
const FULL_NAME = 'Укажите имя и фамилию';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The newsletter block of the footer on /news (a newsletter route of spec §2). */
async function openNewsletter(page: Page) {
  await page.goto('/news');
  const region = page.getByRole('contentinfo').getByRole('region', { name: 'Подписка на новости' });
  const form = region.getByRole('form', { name: 'Подписка на новости' });
  await expect(form).toBeVisible();
  return {
    form,
    name: textbox(form, 'Имя и фамилия'),
    email: textbox(form, 'Электронная почта'),
    consent: consentBox(form),
    submit: form.getByRole('button', { name: 'Подписаться' }),
  };
}

/** Counts 'submit-footer-form' events on the window from now on. */
async function countFooterFormEvents(page: Page) {
  await page.evaluate(() => {
    const counter = window as unknown as { footerFormEvents: number };
    counter.footerFormEvents = 0;
    window.addEventListener('submit-footer-form', () => (counter.footerFormEvents += 1));
  });
  return () => page.evaluate(() => (window as unknown as { footerFormEvents: number }).footerFormEvents);
}

test('messages of spec §5 and the button blocked until the form is valid', async ({ page }) => {
  const { form, name, email, consent, submit } = await openNewsletter(page);
  await expect(submit).toBeDisabled();
  await expect(
    form.getByText('Заполните обязательные поля и подтвердите согласие, чтобы отправить заявку'),
  ).toBeVisible();

  await touch(name);
  await expectMessage(name, MSG.required);
  await touch(email);
  await expectMessage(email, MSG.required);

  await enter(name, 'Иван2');
  await expectMessage(name, MSG.name);
  await enter(name, 'Ivan Иванов');
  await expectMessage(name, MSG.oneLayout);
  // «Имя и фамилия» is a full name (spec §5): a first name alone stays invalid until the surname comes.
  await enter(name, 'Иван');
  await expectMessage(name, FULL_NAME);
  await name.press('End');
  await name.pressSequentially(' Петров');
  await expectNoError(name);
  await enter(email, 'ivan@mail');
  await expectMessage(email, MSG.format);
  await enter(email, 'ivan mail.ru');
  await expectMessage(email, MSG.format);

  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);

  // Fixing everything but one field keeps the button blocked.
  await enter(name, 'Иван Петров');
  await expectNoError(name);
  await consent.check();
  await expectNoError(consent);
  await expect(submit).toBeDisabled();
  await enter(email, uniqueEmail());
  await expectNoError(email);
  await expect(submit).toBeEnabled();
  // Clearing a field blocks it again, with the required message.
  await enter(name, '');
  await expectMessage(name, MSG.required);
  await expect(submit).toBeDisabled();
});

test('a subscription is stored, shows the status modal, clears the form and fires submit-footer-form', async ({
  page,
}) => {
  const { name, email, consent, submit } = await openNewsletter(page);
  const footerFormEvents = await countFooterFormEvents(page);
  const address = uniqueEmail('news');
  await enter(name, 'Анна Смирнова');
  await enter(email, address);
  await consent.check();

  const { lead } = await submitAccepted(page, submit, 'mailing');
  expect(lead).toMatchObject({
    name: 'Анна Смирнова',
    email: address,
    consent: true,
    yandex_token: 'dev-captcha-token',
  });
  expect(lead.site).toMatch(/\/news$/);

  const status = statusDialog(page, SUBSCRIBED);
  await expect(status).toBeVisible();
  await expect(status).toContainText('Будем присылать новости');
  await expect.poll(footerFormEvents).toBe(1);
  await closeStatus(page, SUBSCRIBED);
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(consent).not.toBeChecked();
  await expect(submit).toBeDisabled();
});

test('the same address again: the server says «already used», the form shows success and clears', async ({ page }) => {
  const { name, email, consent, submit } = await openNewsletter(page);
  const address = uniqueEmail('twice');
  await enter(name, 'Пётр Смирнов');
  await enter(email, address);
  await consent.check();
  await submitAccepted(page, submit, 'mailing');
  await closeStatus(page, SUBSCRIBED);

  await enter(name, 'Пётр Иванов');
  // The address is compared without regard to case.
  await enter(email, address.toUpperCase());
  await consent.check();
  const answer = nextLeadAnswer(page);
  await submit.click();
  const { status, body } = await answer;
  expect(status).toBe(400);
  expect(body.message).toBe('This email is already use');

  const already = statusDialog(page, ALREADY);
  await expect(already).toBeVisible();
  await expect(already).toContainText('Этот адрес уже получает нашу рассылку');
  await closeStatus(page, ALREADY);
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(consent).not.toBeChecked();
});

test('no connection: the error modal, the values stay, and the next try reuses the key (one lead)', async ({
  page,
}) => {
  const { name, email, consent, submit } = await openNewsletter(page);
  const footerFormEvents = await countFooterFormEvents(page);
  const address = uniqueEmail('offline');
  await enter(name, 'Ольга Котова');
  await enter(email, address);
  await consent.check();

  const connection = await cutLeadConnection(page);
  await submit.click();
  const failed = statusDialog(page, 'Не удалось отправить заявку');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(MSG.network);
  // The first try and both automatic retries, all with one key.
  expect(connection.aborted).toHaveLength(3);
  expect(new Set(connection.aborted.map((lead) => lead.idempotency_key)).size).toBe(1);
  await closeStatus(page, 'Не удалось отправить заявку', 'Вернуться к форме');
  await expect(name).toHaveValue('Ольга Котова');
  await expect(email).toHaveValue(address);
  await expect(consent).toBeChecked();
  expect(await footerFormEvents()).toBe(0);

  await connection.restore();
  const { lead, body } = await submitAccepted(page, submit, 'mailing');
  expect(lead.idempotency_key).toBe(connection.aborted[0]!.idempotency_key);
  await expect(statusDialog(page, SUBSCRIBED)).toBeVisible();
  await expect.poll(footerFormEvents).toBe(1);
  await expectOneLead(page, lead, body.id!);
});
