/** What the calculator's inputs come to: the monthly payment first, then the loan, interest and the income a bank wants. */
import { useAppDispatch } from '@/lib/store/hooks';
import { modalOpened } from '@/entities/modal/modal-slice';
import { formatNumber, NBSP } from '@/lib/format';
import { buildQuery } from '@/lib/query-string';
import { calculateMortgage } from '@/lib/mortgage';
import { Button } from '@/ui/button/button';
import type { CalculatorState } from './calculator-model';
import { PURCHASE_TEXTS } from './purchase-texts';
import styles from './calculator.module.css';

const kopecks = (value: number) => `${formatNumber(value, { minDecimals: 2, maxDecimals: 2 })}${NBSP}₽`;
const roubles = (value: number) => `${formatNumber(Math.round(value), { maxDecimals: 0 })}${NBSP}₽`;

export function CalculatorResult({ state }: { state: CalculatorState }) {
  const dispatch = useAppDispatch();
  const result = calculateMortgage({
    price: state.price,
    downPayment: state.downPayment,
    rate: state.rate,
    months: state.months,
  });
  const rows = [
    { label: 'Сумма кредита', value: roubles(result.loan) },
    { label: 'Переплата по процентам', value: roubles(result.overpayment) },
    { label: 'Необходимый доход', value: `от${NBSP}${roubles(result.requiredIncome)}` },
    { label: 'Ставка', value: `${formatNumber(state.rate, { maxDecimals: 2 })}${NBSP}%` },
  ];
  return (
    <aside className={styles.result} aria-label="Результат расчёта">
      <p className={styles.paymentLabel} id="mortgage-payment-label">
        Ежемесячный платёж
      </p>
      <output className={styles.payment} aria-labelledby="mortgage-payment-label" data-testid="mortgage-payment">
        {kopecks(result.monthlyPayment)}
      </output>
      <dl className={styles.summary}>
        {rows.map((row) => (
          <div key={row.label} className={styles.summaryRow}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Расчёт предварительный: точные условия банк назовёт после одобрения. Доход — при платеже не больше половины
        дохода.
      </p>
      <div className={styles.resultActions}>
        <Button to={`/lots?${buildQuery({ price_max: state.price })}`} variant="inverse" fullWidth>
          {PURCHASE_TEXTS.pickFlat}
        </Button>
        <Button variant="accent" fullWidth onClick={() => dispatch(modalOpened({ name: 'callback' }))}>
          {PURCHASE_TEXTS.consult}
        </Button>
      </div>
    </aside>
  );
}
