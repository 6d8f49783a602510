/**
 * «Заказать звонок» from the header end to end (issue 5; spec §1, §5): the
 * §5 messages, the phone mask (8 → +7, a lone «+7» cleared on blur), the
 * button blocked while invalid, a lead stored by the server (201) with the
 * status modal, and a lost connection that keeps every value and sends the
 * same idempotency key again, so the lead is made once.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import {
  MSG,
  acceptCookies,
  consentBox,
  cutLeadConnection,
  enter,
  expectMessage,
  expectNoError,
  expectOneLead,
  statusDialog,
  submitAccepted,
  textbox,
  touch,
  withdrawConsent,
} from './helpers/forms.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function openCallback(page: Page) {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  const form = dialog.getByRole('form', { name: 'Заказать звонок' });
  await expect(form).toBeVisible();
  return {
    dialog,
    name: textbox(form, 'Имя'),
    phone: textbox(form, 'Телефон'),
    comment: textbox(form, 'Комментарий'),
    consent: consentBox(form),
    submit: form.getByRole('button', { name: 'Перезвоните мне' }),
  };
}

test('required and format messages of spec §5; the button waits for a valid form', async ({ page }) => {
  const { name, phone, comment, consent, submit } = await openCallback(page);
  await expect(submit).toBeDisabled();

  await touch(name);
  await expectMessage(name, MSG.required);
  await touch(phone);
  await expectMessage(phone, MSG.required);
  // The comment is optional: leaving it empty says nothing.
  await touch(comment);
  await expectNoError(comment);

  await enter(name, 'Олег1');
  await expectMessage(name, MSG.name);
  await enter(name, 'Oleg Олег');
  await expectMessage(name, MSG.oneLayout);
  await enter(phone, '8916123');
  await expect(phone).toHaveValue('+7 (916) 123');
  await expectMessage(phone, MSG.format);
  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);
  await expect(submit).toBeDisabled();

  await enter(name, 'Олег');
  await enter(phone, '89161234567');
  await consent.check();
  for (const field of [name, phone, consent]) await expectNoError(field);
  await expect(submit).toBeEnabled();
});

test('the phone mask: 8 becomes +7 while typing, a lone +7 is cleared on blur', async ({ page }) => {
  const { phone } = await openCallback(page);
  await phone.click();
  await phone.pressSequentially('8999');
  await expect(phone).toHaveValue('+7 (999');
  await phone.pressSequentially('1234567');
  await expect(phone).toHaveValue('+7 (999) 123-45-67');
  // More digits than a number has are dropped.
  await phone.pressSequentially('89');
  await expect(phone).toHaveValue('+7 (999) 123-45-67');
  await phone.blur();
  await expectNoError(phone);

  await phone.fill('');
  await phone.pressSequentially('+7');
  await expect(phone).toHaveValue('+7');
  await phone.blur();
  await expect(phone).toHaveValue('');
  await expectMessage(phone, MSG.required);
});

test('a callback is stored (201) and the status modal replaces the panel', async ({ page }) => {
  const { dialog, name, phone, comment, consent, submit } = await openCallback(page);
  await enter(name, 'Анна-Мария');
  await enter(phone, '89161234567');
  await enter(comment, 'После 18:00');
  await consent.check();

  const { lead } = await submitAccepted(page, submit, 'callback');
  expect(lead).toMatchObject({
    name: 'Анна-Мария',
    phone: '+7 (916) 123-45-67',
    comment: 'После 18:00',
    consent: true,
  });
  expect(lead).not.toHaveProperty('lot');
  expect(lead.site).toMatch(/\/about$/);

  const status = statusDialog(page, 'Заявка принята');
  await expect(status).toBeVisible();
  await expect(status).toContainText('Менеджер перезвонит вам');
  await expect(dialog).toBeHidden();
  await status.getByRole('button', { name: 'Хорошо' }).click();
  await expect(status).toBeHidden();
  // Opened again, the form is empty.
  const again = await openCallback(page);
  await expect(again.name).toHaveValue('');
  await expect(again.phone).toHaveValue('');
});

test('no connection: the message under the form, every value kept, the retry makes one lead with the same key', async ({
  page,
}) => {
  const { dialog, name, phone, comment, consent, submit } = await openCallback(page);
  await enter(name, 'Олег');
  await enter(phone, '89167654321');
  await enter(comment, 'Про паркинг');
  await consent.check();

  const connection = await cutLeadConnection(page);
  await submit.click();
  await expect(dialog.getByText(MSG.network)).toBeVisible();
  expect(connection.aborted).toHaveLength(3);
  expect(new Set(connection.aborted.map((lead) => lead.idempotency_key)).size).toBe(1);
  await expect(name).toHaveValue('Олег');
  await expect(phone).toHaveValue('+7 (916) 765-43-21');
  await expect(comment).toHaveValue('Про паркинг');
  await expect(consent).toBeChecked();
  await expect(dialog).toBeVisible();

  await connection.restore();
  const { lead, body } = await submitAccepted(page, submit, 'callback');
  expect(lead.idempotency_key).toBe(connection.aborted[0]!.idempotency_key);
  await expect(statusDialog(page, 'Заявка принята')).toBeVisible();
  await expectOneLead(page, lead, body.id!);
});
