import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '@/entities/site/site-testing';
import { bestProgramOffer, calculateMortgage } from '@/lib/mortgage';
import type { MortgageProgram } from '@/schemas/purchase';
import { MortgageSection } from './mortgage-section';

const program = (id: number, over: Partial<MortgageProgram>): MortgageProgram => ({
  id,
  kind: 'standard',
  kind_name: 'Стандартная ипотека',
  bank: { name: 'Городской банк', logo: null },
  name: `Программа ${id}`,
  rate: 20,
  min_down_payment_percent: 20,
  max_term_years: 30,
  max_amount: 100_000_000,
  description: '',
  project_id: null,
  ...over,
});
const PROGRAMS = [
  program(1, { kind: 'family', kind_name: 'Семейная ипотека', name: 'Семейная', rate: 6, max_amount: 12_000_000 }),
  program(2, { name: 'Стандартная', rate: 12 }),
  // Lends only in project 7: a lot there may get it.
  program(3, {
    kind: 'subsidized',
    kind_name: 'Ипотека с субсидией',
    name: 'Субсидия в проекте 7',
    rate: 3,
    min_down_payment_percent: 30,
    max_term_years: 25,
    project_id: 7,
  }),
];

/** Answers the mortgage calls; `fail` makes the programme list fail until cleared. */
function stubApi(state: { fail: boolean }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/mortgage/facets/') {
      return json({
        facets: {
          kind: [{ value: 'family', label: 'Семейная ипотека', count: 1 }],
          bank: [{ value: 'Городской банк', label: 'Городской банк', count: 2 }],
        },
      });
    }
    if (state.fail) return json({ status: 500, message: 'Ошибка' }, 500);
    const kind = url.searchParams.get('kind');
    const project = url.searchParams.get('project');
    const results = PROGRAMS.filter(
      (item) => (!kind || item.kind === kind) && (item.project_id === null || String(item.project_id) === project),
    );
    return json({ count: results.length, results });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paymentText = () => screen.getByTestId('mortgage-payment').textContent?.replace(/\s/g, ' ');
const rub = (value: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(value).replace(/\s/g, ' ')} ₽`;

describe('MortgageSection', () => {
  it('recomputes the payment from the thousands input and the slider keys', async () => {
    stubApi({ fail: false });
    renderShell(<MortgageSection />, { path: '/purchase/mortgage' });
    const price = screen.getByRole('textbox', { name: 'Стоимость недвижимости' });
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '10000000' } });
    fireEvent.blur(price);
    // 20 % down stays 20 %: 8 млн ₽ at 7,9 % for 360 months.
    expect(paymentText()).toBe(
      rub(calculateMortgage({ price: 10_000_000, downPayment: 2_000_000, rate: 7.9, months: 360 }).monthlyPayment),
    );
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Срок кредита' }), { key: 'Home' });
    expect(paymentText()).toBe(
      rub(calculateMortgage({ price: 10_000_000, downPayment: 2_000_000, rate: 7.9, months: 12 }).monthlyPayment),
    );
  });

  it('prices each programme, explains a misfit and moves a chosen rate into the calculator', async () => {
    stubApi({ fail: false });
    renderShell(<MortgageSection />, { path: '/purchase/mortgage' });
    const table = await screen.findByRole('table');
    // The rows come a few per frame after the table (StepwiseList).
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(
        1 + PROGRAMS.filter((item) => item.project_id === null).length,
      ),
    );
    const [family, standard] = within(table).getAllByRole('row').slice(1);
    // 15 млн ₽ with 20 % down borrows 12 млн ₽: exactly the family limit.
    expect(family.textContent?.replace(/\s/g, ' ')).toContain('71 946 ₽/мес.');
    // The visitor's own rate does not change a programme's payment; a dearer flat outgrows the family limit.
    const rate = screen.getByRole('textbox', { name: 'Процентная ставка' });
    fireEvent.focus(rate);
    fireEvent.change(rate, { target: { value: '9' } });
    fireEvent.blur(rate);
    expect(family.textContent?.replace(/\s/g, ' ')).toContain('71 946 ₽/мес.');
    const price = screen.getByRole('textbox', { name: 'Стоимость недвижимости' });
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '20000000' } });
    fireEvent.blur(price);
    expect(family.textContent?.replace(/\s/g, ' ')).toContain('Кредит не больше 12,0 млн ₽');
    await act(async () => fireEvent.click(within(standard).getByRole('button', { name: /Рассчитать/ })));
    expect((screen.getByRole('textbox', { name: 'Процентная ставка' }) as HTMLInputElement).value).toBe('12');
  });

  it("starts from the figures of the method's hero: lowest rate and first payment of the programmes", async () => {
    stubApi({ fail: false });
    renderShell(<MortgageSection offers={{ rate_from: 6, down_payment_from: 15, term_months_max: 300 }} />, {
      path: '/purchase/mortgage',
    });
    expect((screen.getByRole('textbox', { name: 'Процентная ставка' }) as HTMLInputElement).value).toBe('6');
    expect(screen.getByText(/^Минимум по программам банков — 15\s%, 2\s250\s000\s₽$/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Срок кредита, месяцев' }) as HTMLInputElement).value).toBe('300');
  });

  it('opened from a lot: its price and the best programme of its project, the payment of bestProgramOffer', async () => {
    const asked = stubApi({ fail: false });
    renderShell(<MortgageSection offers={{ rate_from: 6, down_payment_from: 20, term_months_max: 360 }} />, {
      path: '/purchase/mortgage?price=11370000&project=7&lot=42',
    });
    const offer = bestProgramOffer(
      PROGRAMS.filter((item) => item.project_id === null || item.project_id === 7),
      11_370_000,
    )!;
    expect(offer.program.id).toBe(3);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Процентная ставка' }) as HTMLInputElement).value).toBe('3'),
    );
    expect(
      (screen.getByRole('textbox', { name: 'Стоимость недвижимости' }) as HTMLInputElement).value.replace(/\s/g, ' '),
    ).toBe('11 370 000');
    expect(paymentText()).toBe(rub(offer.result.monthlyPayment));
    expect(screen.getByText(/^Минимум по программе — 30\s%/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'вернуться к нему' }).getAttribute('href')).toBe('/lots/42');
    // The table lists the programmes of the lot's project.
    expect(asked).toContain('/api/mortgage/?project=7');
  });

  it('shows an error with «Повторить» that refetches', async () => {
    const state = { fail: true };
    const asked = stubApi(state);
    renderShell(<MortgageSection />, { path: '/purchase/mortgage' });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    state.fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
    expect(asked.filter((url) => url.startsWith('/api/mortgage/?') || url === '/api/mortgage/').length).toBeGreaterThan(
      1,
    );
  });
});
