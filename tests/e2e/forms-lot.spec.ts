/**
 * The forms of a lot page end to end (issue 5): «Забронировать» with its
 * messages (the email is optional but checked when given) and a booking
 * stored for this lot; «Заказать звонок» and «Записаться на встречу с
 * менеджером» from the same page carry the lot and its project along.
 * The lot comes from the public API of the seeded server.
 */
import { type Page } from '@playwright/test';
import { test as base, expect } from './helpers/hydrated-page.ts';
import type { LotDetail, LotList } from '../../src/schemas/lots.ts';
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

const test = base.extend<object, { lot: LotDetail }>({
  lot: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const list = (await (
        await request.get('/api/apartments/?property_type=flat&status=free&page_size=1')
      ).json()) as LotList;
      const id = list.results[0]?.id;
      if (!id) throw new Error('the seeded catalogue has no free flat');
      const detail = (await (await request.get(`/api/apartments/${id}/`)).json()) as LotDetail;
      await request.dispose();
      await use(detail);
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** Opens the lot page and one of its calls to action; answers the dialog it opened. */
async function openFromLot(page: Page, lot: LotDetail, button: string, dialogName = button) {
  await page.goto(`/lots/${lot.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
  await page.getByRole('region', { name: 'Цена и покупка' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByRole('form', { name: dialogName })).toBeVisible();
  return dialog;
}

test('booking: messages of spec §5, the optional email checked only when given, the button blocked while invalid', async ({
  page,
  lot,
}) => {
  const dialog = await openFromLot(page, lot, 'Забронировать');
  const name = textbox(dialog, 'Имя');
  const phone = textbox(dialog, 'Телефон');
  const email = textbox(dialog, 'Электронная почта');
  const consent = consentBox(dialog);
  const submit = dialog.getByRole('button', { name: 'Забронировать', exact: true });
  await expect(submit).toBeDisabled();

  await touch(name);
  await expectMessage(name, MSG.required);
  await touch(phone);
  await expectMessage(phone, MSG.required);
  await touch(email);
  await expectNoError(email);
  await expect(email).toHaveAccessibleDescription('Необязательно: пришлём условия бронирования');

  await enter(name, 'Мария7');
  await expectMessage(name, MSG.name);
  await enter(name, 'Maria Мария');
  await expectMessage(name, MSG.oneLayout);
  await enter(phone, '8 916 12');
  await expectMessage(phone, MSG.format);
  await enter(email, 'maria@');
  await expectMessage(email, MSG.format);
  await withdrawConsent(consent);
  await expectMessage(consent, MSG.consent);

  await enter(name, 'Мария');
  await enter(phone, '89165550011');
  await consent.check();
  await expect(submit).toBeDisabled();
  await enter(email, '');
  await expectNoError(email);
  await expect(submit).toBeEnabled();
});

test('a booking is stored (201) for this lot and the status modal opens', async ({ page, lot }) => {
  const dialog = await openFromLot(page, lot, 'Забронировать');
  await expect(dialog.getByText(`№ ${lot.number}`)).toBeVisible();
  await enter(textbox(dialog, 'Имя'), 'Мария');
  await enter(textbox(dialog, 'Телефон'), '89165550011');
  await enter(textbox(dialog, 'Электронная почта'), 'maria@example.ru');
  await consentBox(dialog).check();

  const { lead } = await submitAccepted(
    page,
    dialog.getByRole('button', { name: 'Забронировать', exact: true }),
    'lot_booking',
  );
  expect(lead).toMatchObject({
    lot: lot.id,
    name: 'Мария',
    phone: '+7 (916) 555-00-11',
    email: 'maria@example.ru',
    consent: true,
  });
  expect(lead.site).toMatch(new RegExp(`/lots/${lot.id}$`));
  const status = statusDialog(page, 'Заявка на бронирование принята');
  await expect(status).toBeVisible();
  await expect(status).toContainText('подтвердит бронь');
  await expect(dialog).toBeHidden();
});

test('«Заказать звонок» on the lot page sends the lot along', async ({ page, lot }) => {
  const dialog = await openFromLot(page, lot, 'Заказать звонок');
  await enter(textbox(dialog, 'Имя'), 'Сергей');
  await enter(textbox(dialog, 'Телефон'), '89257778899');
  await consentBox(dialog).check();
  const { lead } = await submitAccepted(page, dialog.getByRole('button', { name: 'Перезвоните мне' }), 'callback');
  expect(lead).toMatchObject({ lot: lot.id, name: 'Сергей', phone: '+7 (925) 777-88-99' });
  expect(lead).not.toHaveProperty('comment');
  await expect(statusDialog(page, 'Заявка принята')).toBeVisible();
});

test('«Записаться на встречу с менеджером» on the lot page sends the project along', async ({ page, lot }) => {
  const dialog = await openFromLot(page, lot, 'Записаться на встречу с менеджером');
  await expect(dialog.getByText(lot.project.name, { exact: true })).toBeVisible();
  await enter(textbox(dialog, 'Имя'), 'Сергей');
  await enter(textbox(dialog, 'Телефон'), '89257778899');
  await enter(textbox(dialog, 'Дата'), moscowDate(5));
  await pickOption(dialog, 'Время', '18:30');
  await consentBox(dialog).check();
  const { lead } = await submitAccepted(page, dialog.getByRole('button', { name: 'Записаться', exact: true }), 'visit');
  expect(lead).toMatchObject({ project: lot.project.id, date: moscowDate(5), time: '18:30' });
  await expect(statusDialog(page, 'Заявка на встречу принята')).toBeVisible();
});
