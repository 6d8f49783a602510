import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commercialSelectionSchema,
  commercialSpecsSchema,
  installmentListSchema,
  installmentSpecsSchema,
  MORTGAGE_KINDS,
  mortgageListSchema,
  mortgageSpecsSchema,
  purchaseDetailSchema,
  purchaseFacetsSchema,
  purchaseListSchema,
  purchaseSpecsSchema,
} from '../../src/schemas/purchase.ts';
import { lotDetailSchema, lotListSchema } from '../../src/schemas/lots.ts';
import { bestProgramOffer } from '../../src/lib/mortgage.ts';
import { mortgagePrograms } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const ok = <T>(url: string, schema: { parse(value: unknown): T }) => expectOk(ctx.app, url, schema);
const fails = (url: string, status: number) => expectError(ctx.app, url, status);
const rates = (list: { results: Array<{ rate: number }> }) => list.results.map((item) => item.rate);

describe('purchase methods', () => {
  it('lists the published methods in menu order, mortgage first', async () => {
    const list = await ok('/api/purchase/', purchaseListSchema);
    expect(list.count).toBe(list.results.length);
    expect(list.results.map((method) => method.slug)).toEqual([
      'mortgage',
      'installment',
      'full-payment',
      'trade-in',
      'maternity-capital',
      'commercial-selection',
    ]);
    for (const method of list.results) expect(method.title).toMatch(/[а-яё]/i);
  });

  it('gives one method by slug or number with its best terms', async () => {
    const mortgage = await ok('/api/purchase/mortgage/', purchaseDetailSchema);
    const programs = await ctx.database.db.select().from(mortgagePrograms);
    expect(mortgage.offers).toBe(programs.length);
    expect(mortgage.rate_from).toBe(Math.min(...programs.map((program) => Number(program.rate))));
    // The hero's «первый взнос от» is the calculator's floor: the lowest of the programmes, not a typed figure.
    expect(mortgage.down_payment_from).toBe(
      Math.min(...programs.map((program) => Number(program.minDownPaymentPercent))),
    );
    expect(mortgage.term_months_max).toBe(Math.max(...programs.map((program) => program.maxTermYears)) * 12);
    // The editorial title states the same lowest rate.
    expect(mortgage.title).toBe(`Ипотека от ${String(mortgage.rate_from).replace('.', ',')} %`);
    const byId = await ok(`/api/purchase/${mortgage.id}/`, purchaseDetailSchema);
    expect(byId.slug).toBe('mortgage');
    const installment = await ok('/api/purchase/installment/', purchaseDetailSchema);
    expect(installment).toMatchObject({ offers: 3, down_payment_from: 15, term_months_max: 36, rate_from: null });
    expect(await ok('/api/purchase/trade-in/', purchaseDetailSchema)).toMatchObject({ offers: 0, rate_from: null });
  });

  it('answers 404 for an unknown method and 400 for a malformed id', async () => {
    expect((await fails('/api/purchase/leasing/', 404)).message).toBe('Способ покупки не найден');
    await fails('/api/purchase/999999/', 404);
    await fails('/api/purchase/Ипотека/', 400);
  });

  it('has facets of methods and mortgage kinds, and specs of the terms', async () => {
    const { facets } = await ok('/api/purchase/facets/', purchaseFacetsSchema);
    expect(facets.method.find((option) => option.value === 'installment')).toMatchObject({
      label: 'Рассрочка',
      count: 3,
    });
    expect(facets.method.find((option) => option.value === 'full-payment')?.label).toBe('100 % оплата');
    expect(facets.kind.map((option) => option.value)).toEqual([...MORTGAGE_KINDS]);
    const specs = await ok('/api/purchase/specs/', purchaseSpecsSchema);
    expect(specs.term_months).toEqual({ min: 18, max: 360 });
    expect(specs.down_payment.min).toBe(15);
    expect(specs.rate.min).toBeLessThan(specs.rate.max!);
  });
});

describe('GET /api/mortgage/', () => {
  it('lists programmes, lowest rate first, or highest with ordering=-rate', async () => {
    const all = await ok('/api/mortgage/', mortgageListSchema);
    expect(all.count).toBeGreaterThan(8);
    expect(rates(all)).toEqual([...rates(all)].sort((a, b) => a - b));
    const reversed = await ok('/api/mortgage/?ordering=-rate', mortgageListSchema);
    expect(rates(reversed)).toEqual([...rates(all)].reverse());
  });

  it('filters by kinds, banks, down payment, rate, amount and term', async () => {
    const family = await ok('/api/mortgage/?kind=family,it', mortgageListSchema);
    expect(family.count).toBeGreaterThan(1);
    expect(new Set(family.results.map((program) => program.kind))).toEqual(new Set(['family', 'it']));
    const bank = encodeURIComponent('Городской банк');
    const city = await ok(`/api/mortgage/?bank=${bank}`, mortgageListSchema);
    expect(city.results.every((program) => program.bank.name === 'Городской банк')).toBe(true);
    const lowDown = await ok('/api/mortgage/?down_payment=15', mortgageListSchema);
    expect(lowDown.count).toBeGreaterThan(0);
    expect(lowDown.results.every((program) => program.min_down_payment_percent <= 15)).toBe(true);
    const cheap = await ok('/api/mortgage/?rate_max=6', mortgageListSchema);
    expect(cheap.results.every((program) => program.rate <= 6)).toBe(true);
    const big = await ok('/api/mortgage/?amount=20000000', mortgageListSchema);
    expect(big.results.every((program) => program.max_amount >= 20_000_000)).toBe(true);
    expect(big.results.some((program) => program.kind === 'family')).toBe(false);
    const long = await ok('/api/mortgage/?term_months=348', mortgageListSchema);
    expect(long.results.every((program) => program.max_term_years >= 29)).toBe(true);
    expect(long.results.some((program) => program.kind === 'military')).toBe(false);
  });

  it('counts banks and kinds under the other filters, also for one kind', async () => {
    const { facets } = await ok('/api/mortgage/facets/?kind=family', purchaseFacetsSchema);
    const kindTotal = facets.kind.reduce((sum, option) => sum + option.count, 0);
    expect(kindTotal).toBe((await ok('/api/mortgage/', mortgageListSchema)).count);
    const familyBanks = facets.bank.filter((option) => !option.disabled).map((option) => option.value);
    const family = await ok('/api/mortgage/?kind=family', mortgageListSchema);
    expect(new Set(familyBanks)).toEqual(new Set(family.results.map((program) => program.bank.name)));
    const sameByPath = await ok('/api/mortgage/family_facets/', purchaseFacetsSchema);
    expect(sameByPath.facets.bank).toEqual(facets.bank);
  });

  it('gives ranges for all and for one kind', async () => {
    const all = await ok('/api/mortgage/specs/', mortgageSpecsSchema);
    expect(all.term_years.max).toBe(30);
    const family = await ok('/api/mortgage/family_specs/', mortgageSpecsSchema);
    expect(family.amount.max).toBe(12_000_000);
    expect(family.rate.min).toBeGreaterThanOrEqual(all.rate.min!);
    // Ranges ignore range filters, so a slider's bounds stay put while it moves.
    expect(await ok('/api/mortgage/specs/?rate_max=7', mortgageSpecsSchema)).toEqual(all);
  });

  it('rejects bad filters with Russian messages and unknown kinds with 404', async () => {
    expect(Object.keys((await fails('/api/mortgage/?term_months=361', 400)).errors ?? {})).toEqual(['term_months']);
    await fails('/api/mortgage/?down_payment=101', 400);
    await fails('/api/mortgage/?rate_max=abc', 400);
    await fails('/api/mortgage/?kind=crypto', 400);
    await fails('/api/mortgage/?ordering=bank', 400);
    await fails('/api/mortgage/?project=0', 400);
    expect((await fails('/api/mortgage/crypto_facets/', 404)).message).toBe('Такой программы ипотеки нет');
    await fails('/api/mortgage/crypto_specs/', 404);
  });
});

describe("a lot's mortgage figure", () => {
  it("is the calculator's best offer among the programmes of its project, to the rouble", async () => {
    const list = await ok('/api/apartments/?property_type=flat,apartments&page_size=40&ordering=price', lotListSchema);
    const withMortgage = list.results.filter((lot) => lot.min_mortgage !== null);
    expect(withMortgage.length).toBeGreaterThan(5);
    for (const lot of withMortgage) {
      const programs = await ok(`/api/mortgage/?project=${lot.project.id}`, mortgageListSchema);
      const offer = bestProgramOffer(programs.results, lot.price);
      expect(offer, `lot ${lot.id}`).not.toBeNull();
      expect(lot.min_mortgage, `lot ${lot.id}`).toBe(Math.round(offer!.result.monthlyPayment));
      const detail = await ok(`/api/apartments/${lot.id}/`, lotDetailSchema);
      expect(detail.min_mortgage).toBe(lot.min_mortgage);
    }
  });

  it('is none when no programme lends that much, and none for parking', async () => {
    const [programs, dearest, parking] = await Promise.all([
      ok('/api/mortgage/', mortgageListSchema),
      ok('/api/apartments/?property_type=flat,apartments&page_size=5&ordering=-price', lotListSchema),
      ok('/api/apartments/?type=parking&page_size=5', lotListSchema),
    ]);
    for (const lot of dearest.results)
      expect(lot.min_mortgage === null).toBe(bestProgramOffer(programs.results, lot.price) === null);
    expect(dearest.results.some((lot) => lot.min_mortgage === null)).toBe(true);
    for (const lot of parking.results) expect(lot.min_mortgage).toBeNull();
  });
});

describe('GET /api/installments/', () => {
  it('lists plans by down payment and filters them', async () => {
    const all = await ok('/api/installments/', installmentListSchema);
    expect(all.results.map((plan) => plan.down_payment_percent)).toEqual([15, 20, 30]);
    const free = await ok('/api/installments/?interest_free=true', installmentListSchema);
    expect(free.results.map((plan) => plan.markup_percent)).toEqual([0]);
    expect((await ok('/api/installments/?down_payment=20', installmentListSchema)).count).toBe(2);
    expect((await ok('/api/installments/?months_max=24', installmentListSchema)).count).toBe(2);
  });

  it('has facets and specs', async () => {
    const { facets } = await ok('/api/installments/facets/?months_max=24', purchaseFacetsSchema);
    expect(facets.months.map((option) => option.label)).toEqual([
      'до 18\u00a0месяцев',
      'до 24\u00a0месяцев',
      'до 36\u00a0месяцев',
    ]);
    expect(facets.interest_free).toEqual([
      { value: true, label: 'Без удорожания', count: 1, disabled: false },
      { value: false, label: 'С удорожанием', count: 1, disabled: false },
    ]);
    const specs = await ok('/api/installments/specs/', installmentSpecsSchema);
    expect(specs).toEqual({
      down_payment: { min: 15, max: 30 },
      months: { min: 18, max: 36 },
      markup: { min: 0, max: 7.9 },
    });
  });

  it('rejects bad filters', async () => {
    await fails('/api/installments/?months_max=400', 400);
    await fails('/api/installments/?interest_free=maybe', 400);
  });
});

describe('GET /api/commercial_selection/', () => {
  it('sums free premises per project and kind, cheapest first, linking to the catalogue', async () => {
    const selection = await ok('/api/commercial_selection/', commercialSelectionSchema);
    expect(selection.count).toBeGreaterThan(0);
    const prices = selection.results.map((offer) => offer.price_from);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const offer of selection.results) {
      expect(offer.url).toBe(`/lots?type=${offer.kind}&project=${offer.project.id}`);
      expect(offer.area.min).toBeLessThanOrEqual(offer.area.max!);
    }
    const office = await ok('/api/commercial_selection/?kind=office', commercialSelectionSchema);
    expect(office.results.every((offer) => offer.kind === 'office' && offer.kind_name === 'Офис')).toBe(true);
  });

  it('has facets and specs that agree with the list', async () => {
    const { facets } = await ok('/api/commercial_selection/facets/', purchaseFacetsSchema);
    const selection = await ok('/api/commercial_selection/', commercialSelectionSchema);
    const total = selection.results.reduce((sum, offer) => sum + offer.count, 0);
    expect(facets.kind.reduce((sum, option) => sum + option.count, 0)).toBe(total);
    const specs = await ok('/api/commercial_selection/specs/', commercialSpecsSchema);
    expect(specs.price.min).toBe(Math.min(...selection.results.map((offer) => offer.price_from)));
    const capped = await ok(`/api/commercial_selection/?price_max=${specs.price.min}`, commercialSelectionSchema);
    expect(capped.results.every((offer) => offer.price_from <= specs.price.min!)).toBe(true);
  });

  it('rejects bad filters', async () => {
    await fails('/api/commercial_selection/?kind=flat', 400);
    await fails('/api/commercial_selection/?area_min=-1', 400);
  });
});
