import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from '@/schemas/lead-fields';
import { ACCEPTED, stubLeadFetch } from '@/entities/lead/lead-testing';
import { renderShell } from '@/entities/site/site-testing';
import { PartnershipForm, type PartnershipKind } from './partnership-form';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

const SUBMIT: Record<PartnershipKind, string> = {
  brokers: 'Стать партнёром',
  investors: 'Отправить предложение',
  landowners: 'Предложить участок',
};
const submitButton = (kind: PartnershipKind) => screen.getByRole('button', { name: SUBMIT[kind] }) as HTMLButtonElement;

function fillContacts() {
  fireEvent.change(field('Имя'), { target: { value: 'Сергей Волков' } });
  fireEvent.change(field('Телефон'), { target: { value: '89261234567' } });
  fireEvent.change(field('Электронная почта'), { target: { value: 'volkov@kvadrat.ru' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' }));
}

async function submit(kind: PartnershipKind) {
  await waitFor(() => expect(submitButton(kind).getAttribute('aria-disabled')).toBeNull());
  fireEvent.click(submitButton(kind));
}

describe('PartnershipForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks brokers for the agency and checks the tax id by spec §5', async () => {
    renderShell(<PartnershipForm kind="brokers" />, { path: '/partnership/brokers' });
    expect(screen.queryByLabelText('Где находится участок', { exact: false })).toBeNull();
    fireEvent.blur(field('Агентство недвижимости'));
    await waitFor(() => expect(messageOf(field('Агентство недвижимости'))).toBe(FIELD_MESSAGES.required));
    // The mask keeps digits only, at most 10; fewer is «Неверный формат».
    fireEvent.change(field('ИНН компании'), { target: { value: '77-01 abc 23456789' } });
    expect(field('ИНН компании').value).toBe('7701234567');
    fireEvent.change(field('ИНН компании'), { target: { value: '77012' } });
    fireEvent.blur(field('ИНН компании'));
    await waitFor(() => expect(messageOf(field('ИНН компании'))).toBe(FIELD_MESSAGES.format));
    fireEvent.change(field('Имя'), { target: { value: 'Serge Сергей' } });
    fireEvent.blur(field('Имя'));
    await waitFor(() => expect(messageOf(field('Имя'))).toBe(FIELD_MESSAGES.oneLayout));
    await waitFor(() => expect(submitButton('brokers').getAttribute('aria-disabled')).toBe('true'));
  });

  it('sends a brokers lead with the company and tax id; an empty comment stays out', async () => {
    const stub = stubLeadFetch([ACCEPTED('partnership_brokers')]);
    const { store } = renderShell(<PartnershipForm kind="brokers" />, { path: '/partnership/brokers' });
    fillContacts();
    fireEvent.change(field('Агентство недвижимости'), { target: { value: 'Агентство «Квадрат»' } });
    fireEvent.change(field('ИНН компании'), { target: { value: '7701234567' } });
    await submit('brokers');
    await waitFor(() =>
      expect(store.getState().modal.current?.props).toMatchObject({ status: 'success', type: 'partnership_brokers' }),
    );
    const [body] = stub.bodies;
    expect(body).toMatchObject({
      type: 'partnership_brokers',
      name: 'Сергей Волков',
      phone: '+7 (926) 123-45-67',
      email: 'volkov@kvadrat.ru',
      company: 'Агентство «Квадрат»',
      inn: '7701234567',
      consent: true,
      site: `${window.location.host}/partnership/brokers`,
    });
    expect(Object.keys(body!).sort()).toEqual([
      'company',
      'consent',
      'email',
      'idempotency_key',
      'inn',
      'name',
      'phone',
      'site',
      'type',
      'yandex_token',
    ]);
  });

  it('sends an investors lead of its own type, without the optional tax id', async () => {
    const stub = stubLeadFetch([ACCEPTED('partnership_investors')]);
    renderShell(<PartnershipForm kind="investors" />, { path: '/partnership/investors' });
    fillContacts();
    fireEvent.change(field('Компания'), { target: { value: 'ООО «Капитал»' } });
    fireEvent.change(field('Предложение'), { target: { value: 'Пул из 20 квартир' } });
    await submit('investors');
    await waitFor(() => expect(stub.bodies).toHaveLength(1));
    expect(stub.bodies[0]).toMatchObject({
      type: 'partnership_investors',
      company: 'ООО «Капитал»',
      comment: 'Пул из 20 квартир',
    });
    expect(stub.bodies[0]).not.toHaveProperty('inn');
  });

  it('asks landowners where the land is (Cyrillic only) and sends location and area', async () => {
    const stub = stubLeadFetch([ACCEPTED('partnership_landowners')]);
    renderShell(<PartnershipForm kind="landowners" />, { path: '/partnership/landowners' });
    expect(screen.queryByLabelText('ИНН компании', { exact: false })).toBeNull();
    fillContacts();
    fireEvent.change(field('Где находится участок'), { target: { value: 'Moscow, Ленинский район' } });
    fireEvent.blur(field('Где находится участок'));
    await waitFor(() => expect(messageOf(field('Где находится участок'))).toBe(FIELD_MESSAGES.cyrillicOnly));
    fireEvent.change(field('Где находится участок'), { target: { value: 'Москва, Ленинский р-н, уч. 12' } });
    fireEvent.change(field('Площадь участка'), { target: { value: '2,5 га' } });
    await submit('landowners');
    await waitFor(() => expect(stub.bodies).toHaveLength(1));
    expect(stub.bodies[0]).toMatchObject({
      type: 'partnership_landowners',
      location: 'Москва, Ленинский р-н, уч. 12',
      area: '2,5 га',
    });
    // The owning company is optional for land: left empty, it is not sent.
    expect(stub.bodies[0]).not.toHaveProperty('company');
  });

  it('shows a server refusal on its field', async () => {
    stubLeadFetch([
      {
        status: 400,
        body: {
          status: 400,
          message: 'Проверьте поля формы',
          errors: { company: { error_msg: 'Компания не найдена' }, email: {} },
        },
      },
    ]);
    const { store } = renderShell(<PartnershipForm kind="brokers" />);
    fillContacts();
    fireEvent.change(field('Агентство недвижимости'), { target: { value: 'Квадрат' } });
    await submit('brokers');
    await waitFor(() => expect(messageOf(field('Агентство недвижимости'))).toBe('Компания не найдена'));
    expect(messageOf(field('Электронная почта'))).toBe(FIELD_MESSAGES.serverDefault);
    expect(store.getState().modal.current).toBeNull();
  });
});
