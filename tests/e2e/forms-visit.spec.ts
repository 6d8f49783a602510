/**
 * «Записаться на встречу с менеджером» end to end (issue 5; spec §5, §9),
 * opened from the callback panel of the header: required messages, the visit
 * date rules (not in the past, at most 3 weeks ahead, day and month ranges),
 * the time picked from the half-hour slots, the button blocked while invalid
 * and a visit stored by the server (201) with its status modal.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import {
  MSG,
  acceptCookies,
  consentBox,
  enter,
  expectMessage,
  expectNoError,
  moscowDate,
  pickOption,
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

async function openVisit(page: Page) {
  await page.goto('/contacts');
  await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
  await page
    .getByRole('dialog', { name: 'Заказать звонок' })
    .getByRole('button', { name: 'Записаться на встречу с менеджером' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Записаться на встречу с менеджером' });
  const form = dialog.getByRole('form', { name: 'Записаться на встречу с менеджером' });
  await expect(form).toBeVisible();
  return {
    dialog,
    form,
    name: textbox(form, 'Имя'),
    phone: textbox(form, 'Телефон'),
    date: textbox(form, 'Дата'),
    time: form.getByRole('combobox', { name: 'Время', exact: true }),
    consent: consentBox(form),
    submit: form.getByRole('button', { name: 'Записаться', exact: true }),
  };
}

test('required messages, and the button blocked while anything is missing', async ({ page }) => {
  const { form, name, phone, date, time, consent, submit } = await openVisit(page);
  await expect(submit).toBeDisabled();
  for (const field of [name, phone, date, time]) {
    await touch(field);
    await expectMessage(field, MSG.required);
  }
  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);

  await enter(name, 'Ирина');
  await enter(phone, '89031112233');
  await enter(date, moscowDate(3));
  await consent.check();
  await expect(submit).toBeDisabled();
  await pickOption(form, 'Время', '10:30');
  await expectNoError(time);
  await expect(submit).toBeEnabled();
});

test('visit date rules of spec §5: past, beyond 3 weeks, day and month ranges', async ({ page }) => {
  const { form, date, submit } = await openVisit(page);
  const cases: Array<[string, string]> = [
    [moscowDate(-1), MSG.pastDate],
    [moscowDate(22), MSG.threeWeeks],
    [moscowDate(60), MSG.threeWeeks],
    ['32/01/2027', MSG.dayOver31],
    ['15/13/2027', MSG.monthOver12],
  ];
  for (const [value, message] of cases) {
    await test.step(`${value} → ${message}`, async () => {
      await enter(date, value);
      await expect(date).toHaveValue(value);
      await expectMessage(date, message);
    });
  }
  // The mask writes the slashes: digits alone become a date.
  await date.fill('');
  await date.pressSequentially(moscowDate(1).replaceAll('/', ''));
  await expect(date).toHaveValue(moscowDate(1));
  await date.blur();
  await expectNoError(date);
  // Today and the last day of the three weeks are both bookable.
  for (const offset of [0, 21]) {
    await enter(date, moscowDate(offset));
    await expectNoError(date);
  }
  await expect(date).toHaveAccessibleDescription(/^В ближайшие 3\sнедели$/);
  await expect(submit).toBeDisabled();

  // The time list holds the half-hour slots of the working day only.
  const time = form.getByRole('combobox', { name: 'Время', exact: true });
  await time.click();
  const options = page.getByRole('listbox', { name: 'Время' }).getByRole('option');
  await expect(options.first()).toHaveText('09:00');
  await expect(options.last()).toHaveText('20:30');
  await expect(options).toHaveCount(24);
});

test('a visit is stored (201) with its date and time, and the status modal opens', async ({ page }) => {
  const { dialog, form, name, phone, date, consent, submit } = await openVisit(page);
  const day = moscowDate(2);
  await enter(name, 'Ирина Соколова');
  await enter(phone, '+7 903 111 22 33');
  await expect(phone).toHaveValue('+7 (903) 111-22-33');
  await enter(date, day);
  await pickOption(form, 'Время', '12:00');
  await consent.check();

  const { lead } = await submitAccepted(page, submit, 'visit');
  expect(lead).toMatchObject({
    name: 'Ирина Соколова',
    phone: '+7 (903) 111-22-33',
    date: day,
    time: '12:00',
    consent: true,
  });
  // Opened from the header, the visit names no project.
  expect(lead).not.toHaveProperty('project');
  const status = statusDialog(page, 'Заявка на встречу принята');
  await expect(status).toBeVisible();
  await expect(status).toContainText('подтвердить дату и время');
  await expect(dialog).toBeHidden();
});
