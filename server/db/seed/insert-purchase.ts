/** Purchase methods with their mortgage programmes and instalment plans. */
import type { Db } from '../client.ts';
import { installmentPlans, mortgagePrograms, purchaseMethods } from '../schema/index.ts';
import { logoArt } from './art-misc.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { BEST_MORTGAGE } from '../../services/stored-mortgage.ts';

const PROGRAMS = [
  {
    kind: 'subsidized',
    bank: 'Банк «Северная столица»',
    name: 'Ипотека с субсидией застройщика',
    rate: BEST_MORTGAGE.rate,
    down: BEST_MORTGAGE.downPaymentPercent,
    years: BEST_MORTGAGE.years,
    max: 100_000_000,
  },
  {
    kind: 'family',
    bank: 'Московский ипотечный банк',
    name: 'Семейная ипотека',
    rate: 6,
    down: 20,
    years: 30,
    max: 12_000_000,
  },
  { kind: 'it', bank: 'Первый жилищный банк', name: 'IT-ипотека', rate: 6, down: 20, years: 30, max: 18_000_000 },
  {
    kind: 'military',
    bank: 'Банк «Развитие»',
    name: 'Военная ипотека',
    rate: 5.8,
    down: 15,
    years: 25,
    max: 5_200_000,
  },
  {
    kind: 'standard',
    bank: 'Городской банк',
    name: 'Стандартная ипотека',
    rate: 21.9,
    down: 20,
    years: 30,
    max: 150_000_000,
  },
  {
    kind: 'standard',
    bank: 'Первый жилищный банк',
    name: 'Ипотека на готовое жильё',
    rate: 22.4,
    down: 15,
    years: 30,
    max: 120_000_000,
  },
  // More banks per kind, so the programme table has something to filter and sort.
  {
    kind: 'subsidized',
    bank: 'Московский ипотечный банк',
    name: 'Ставка 5,9 % на весь срок',
    rate: 5.9,
    down: 30,
    years: 30,
    max: 60_000_000,
  },
  {
    kind: 'subsidized',
    bank: 'Городской банк',
    name: 'Траншевая ипотека до ввода дома',
    rate: 9.5,
    down: 15,
    years: 30,
    max: 80_000_000,
  },
  {
    kind: 'family',
    bank: 'Городской банк',
    name: 'Семейная ипотека с субсидией застройщика',
    rate: 4.5,
    down: 20,
    years: 30,
    max: 12_000_000,
  },
  {
    kind: 'family',
    bank: 'Банк «Северная столица»',
    name: 'Семейная ипотека',
    rate: 6,
    down: 20,
    years: 30,
    max: 12_000_000,
  },
  {
    kind: 'it',
    bank: 'Банк «Развитие»',
    name: 'IT-ипотека для аккредитованных компаний',
    rate: 5.5,
    down: 20,
    years: 30,
    max: 18_000_000,
  },
  {
    kind: 'standard',
    bank: 'Банк «Северная столица»',
    name: 'Ипотека на новостройку',
    rate: 20.5,
    down: 20,
    years: 30,
    max: 100_000_000,
  },
];

const METHODS = [
  {
    slug: 'mortgage',
    label: 'Ипотека',
    // The headline's rate is the programmes' lowest, never a figure typed apart from them.
    title: `Ипотека от ${String(Math.min(...PROGRAMS.map((program) => program.rate))).replace('.', ',')} %`,
    lead: 'Семейная, IT-ипотека и программы с субсидией застройщика в банках-партнёрах.',
    body: 'Подберём программу и подадим заявку сразу в несколько банков. Решение — за один день, сделка — в офисе продаж.\n\nСтавка по программе с субсидией застройщика фиксируется на весь срок кредита.',
  },
  {
    slug: 'installment',
    label: 'Рассрочка',
    title: 'Рассрочка до конца строительства',
    lead: 'Первый взнос от 15 %, остаток — равными платежами до ввода дома.',
    body: 'Беспроцентная рассрочка при первом взносе от 30 % или рассрочка на 36 месяцев с небольшим удорожанием.',
  },
  {
    slug: 'full-payment',
    label: '100 %\nоплата',
    title: 'Выгода при полной оплате',
    lead: 'Скидка до 7 % при единовременной оплате квартиры.',
    body: 'Оплатить покупку можно через аккредитив или эскроу-счёт в банке-партнёре: деньги перейдут компании только после регистрации договора.',
  },
  {
    slug: 'trade-in',
    label: 'Trade-in',
    title: 'Trade-in: ваша квартира в зачёт новой',
    lead: 'Оценим вашу квартиру за один день и зафиксируем цену новой на 60 дней.',
    body: 'Мы берём на себя продажу вашей квартиры, а вы спокойно выбираете новую. Если продажа займёт больше 60 дней, цена новой квартиры не изменится.',
  },
  {
    slug: 'maternity-capital',
    label: 'Материнский\nкапитал',
    title: 'Материнский капитал в счёт первого взноса',
    lead: 'Используйте сертификат как первый взнос по ипотеке или часть оплаты.',
    body: 'Сертификат можно направить на первый взнос или погашение ипотеки. Мы подготовим документы для Социального фонда.',
  },
  {
    slug: 'commercial-selection',
    label: 'Подбор\nкоммерции',
    title: 'Подбор коммерческой недвижимости',
    lead: 'Офисы и помещения под ваш бизнес или для инвестиций, с арендатором и без.',
    body: 'Брокер подберёт помещения по трафику, площади и доходности, рассчитает окупаемость и организует показ.',
  },
];

const PLANS = [
  {
    name: 'Рассрочка 0 % до конца строительства',
    down: 30,
    months: 18,
    markup: 0,
    description: 'Без удорожания при первом взносе от 30 %.',
  },
  {
    name: 'Рассрочка на 24 месяца',
    down: 20,
    months: 24,
    markup: 4.5,
    description: 'Ежемесячные платежи, досрочное погашение без комиссий.',
  },
  {
    name: 'Рассрочка с первым взносом 15 %',
    down: 15,
    months: 36,
    markup: 7.9,
    description: 'Минимальный первый взнос и платежи раз в квартал.',
  },
];

export async function insertPurchase(db: Db, media: MediaLibrary): Promise<void> {
  const methodId = counter();
  await insertAll(
    db,
    purchaseMethods,
    METHODS.map((method, sort) => ({ id: methodId(), ...method, sort })),
  );
  const programId = counter();
  await insertAll(
    db,
    mortgagePrograms,
    PROGRAMS.map((program, sort) => ({
      id: programId(),
      kind: program.kind,
      bankName: program.bank,
      bankLogo: media.add(`banks/${sort + 1}.svg`, logoArt(program.bank, '#23406e')),
      name: program.name,
      rate: program.rate,
      minDownPaymentPercent: program.down,
      maxTermYears: program.years,
      maxAmount: program.max,
      description: `${program.name}: ставка ${String(program.rate).replace('.', ',')} %, первый взнос от ${program.down} %, срок до ${program.years} лет.`,
      sort,
    })),
  );
  const planId = counter();
  await insertAll(
    db,
    installmentPlans,
    PLANS.map((plan, sort) => ({
      id: planId(),
      name: plan.name,
      downPaymentPercent: plan.down,
      months: plan.months,
      markupPercent: plan.markup,
      description: plan.description,
      sort,
    })),
  );
}
