/**
 * The partnership forms of /partnership/brokers|investors|landowners and the
 * anti-corruption report end to end (issue 5; spec §2, §5): the §5 messages
 * of each kind's own fields, a lead stored (201) per kind with only the fields
 * of its contract, and an anonymous report (message and consent only).
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

async function openForm(page: Page, path: string, title: string) {
  await page.goto(path);
  const form = page.getByRole('main').getByRole('form', { name: title });
  await expect(form).toBeVisible();
  return form;
}

const KINDS = [
  {
    kind: 'brokers',
    company: 'Агентство недвижимости',
    submit: 'Стать партнёром',
    text: 'Менеджер по работе с агентствами',
  },
  { kind: 'investors', company: 'Компания', submit: 'Отправить предложение', text: 'Отдел по работе с инвесторами' },
] as const;

for (const { kind, company, submit, text } of KINDS) {
  test(`/partnership/${kind}: messages of spec §5, the optional tax id checked when given, a lead stored`, async ({
    page,
  }) => {
    const form = await openForm(page, `/partnership/${kind}`, 'Оставить заявку');
    const fields = {
      name: textbox(form, 'Имя'),
      phone: textbox(form, 'Телефон'),
      email: textbox(form, 'Электронная почта'),
    };
    const companyField = textbox(form, company);
    const inn = textbox(form, 'ИНН компании');
    const button = form.getByRole('button', { name: submit });
    await expect(button).toBeDisabled();
    for (const field of [...Object.values(fields), companyField]) {
      await touch(field);
      await expectMessage(field, MSG.required);
    }
    await touch(inn);
    await expectNoError(inn);
    await enter(inn, '12345');
    await expectMessage(inn, MSG.format);
    await enter(fields.name, 'Anna Анна');
    await expectMessage(fields.name, MSG.oneLayout);
    await enter(fields.name, 'Анна 2');
    await expectMessage(fields.name, MSG.name);
    await enter(fields.phone, '8999');
    await expectMessage(fields.phone, MSG.format);
    await enter(fields.email, 'anna@agency');
    await expectMessage(fields.email, MSG.format);
    await withdrawConsent(consentBox(form));
    await expectMessage(consentBox(form), MSG.consent);

    await enter(fields.name, 'Анна Волкова');
    await enter(fields.phone, '89998887766');
    const email = uniqueEmail(kind);
    await enter(fields.email, email);
    await enter(companyField, 'ООО «Дом»');
    await consentBox(form).check();
    await expect(button).toBeDisabled();
    await enter(inn, '7701234567');
    const { lead } = await submitAccepted(page, button, `partnership_${kind}`);
    expect(lead).toMatchObject({
      name: 'Анна Волкова',
      phone: '+7 (999) 888-77-66',
      email,
      company: 'ООО «Дом»',
      inn: '7701234567',
      consent: true,
    });
    expect(lead).not.toHaveProperty('comment');
    expect(lead).not.toHaveProperty('location');
    const status = statusDialog(page, 'Заявка принята');
    await expect(status).toBeVisible();
    await expect(status).toContainText(text);
  });
}

test('/partnership/landowners: the location in Cyrillic, company and area optional, a lead stored', async ({
  page,
}) => {
  const form = await openForm(page, '/partnership/landowners', 'Оставить заявку');
  const location = textbox(form, 'Где находится участок');
  const owner = textbox(form, 'Компания-владелец');
  const area = textbox(form, 'Площадь участка');
  const button = form.getByRole('button', { name: 'Предложить участок' });
  await touch(location);
  await expectMessage(location, MSG.required);
  for (const field of [owner, area]) {
    await touch(field);
    await expectNoError(field);
  }
  await enter(location, 'Moscow region, Истра');
  await expectMessage(location, 'Используйте только кириллицу');
  await enter(location, 'Московская обл., Истринский р-н, 50:08:0000000:1');
  await expectNoError(location);

  await enter(textbox(form, 'Имя'), 'Олег');
  await enter(textbox(form, 'Телефон'), '89031110000');
  await enter(textbox(form, 'Электронная почта'), uniqueEmail('land'));
  await enter(area, '2,5 га');
  await enter(textbox(form, 'Комментарий'), 'ИЖС');
  await consentBox(form).check();
  const { lead } = await submitAccepted(page, button, 'partnership_landowners');
  expect(lead).toMatchObject({
    location: 'Московская обл., Истринский р-н, 50:08:0000000:1',
    area: '2,5 га',
    comment: 'ИЖС',
  });
  // An empty optional company is not sent, nor the tax id the kind does not have.
  expect(lead).not.toHaveProperty('company');
  expect(lead).not.toHaveProperty('inn');
  await expect(statusDialog(page, 'Заявка принята')).toContainText('Мы изучим участок');
});

test('/anti-corruption: the message is required, contacts are checked only when given, an anonymous report is stored', async ({
  page,
}) => {
  const form = await openForm(page, '/anti-corruption', 'Сообщить о нарушении');
  const message = textbox(form, 'Сообщение');
  const name = textbox(form, 'Имя');
  const phone = textbox(form, 'Телефон');
  const email = textbox(form, 'Электронная почта');
  const button = form.getByRole('button', { name: 'Отправить сообщение' });
  await expect(button).toBeDisabled();
  await expect(form.getByText('Напишите сообщение и подтвердите согласие, чтобы отправить его')).toBeVisible();
  await touch(message);
  await expectMessage(message, MSG.required);
  for (const field of [name, phone, email]) {
    await touch(field);
    await expectNoError(field);
  }
  await enter(name, 'Иван1');
  await expectMessage(name, MSG.name);
  await enter(phone, '8916');
  await expectMessage(phone, MSG.format);
  await enter(email, 'ivan@');
  await expectMessage(email, MSG.format);
  // Emptied again, the optional contacts say nothing; a lone «+7» is cleared.
  await enter(name, '');
  await enter(email, '');
  await phone.fill('+7');
  await phone.blur();
  await expect(phone).toHaveValue('');
  for (const field of [name, phone, email]) await expectNoError(field);

  await enter(message, 'Прораб на объекте просил деньги за подписание акта.');
  await consentBox(form).check();
  const { lead } = await submitAccepted(page, button, 'anti_corruption');
  expect(lead).toMatchObject({ message: 'Прораб на объекте просил деньги за подписание акта.', consent: true });
  for (const contact of ['name', 'phone', 'email']) expect(lead).not.toHaveProperty(contact);
  const status = statusDialog(page, 'Сообщение отправлено');
  await expect(status).toBeVisible();
  await expect(status).toContainText('службы комплаенса');
});
