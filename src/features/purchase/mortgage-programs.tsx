/**
 * The banks' programmes of the chosen kind, lowest rate first, filtered by
 * bank, by the visitor's down payment and by a rate ceiling (facets give the
 * banks and their counts). Each row shows its payment for the calculator's
 * inputs, or why it does not fit; «Выбрать» moves it into the calculator.
 */
import { useState } from 'react';
import { formatMillions, formatNumber, NBSP, pluralRu } from '@/lib/format';
import { calculateMortgage, downPaymentPercent } from '@/lib/mortgage';
import type { MortgageKind, MortgageProgram, MortgageQuery } from '@/schemas/purchase';
import { Button } from '@/ui/button/button';
import { StepwiseList } from '@/ui/mount-later/stepwise-list';
import { Select, type SelectValue } from '@/ui/select/select';
import { Toggle } from '@/ui/toggle/toggle';
import { programFit, type CalculatorState } from './calculator-model';
import { useGetMortgageFacetsQuery, useGetMortgageProgramsQuery } from './purchase-api';
import { EmptyState, ListSkeleton, LoadFailed } from './purchase-states';
import { keepUnits } from './purchase-texts';
import styles from './programs.module.css';

const RATE_OPTIONS = [
  { value: '', label: 'Любая ставка' },
  { value: 6, label: `до 6${NBSP}%` },
  { value: 10, label: `до 10${NBSP}%` },
  { value: 20, label: `до 20${NBSP}%` },
];
/**
 * The table is below the fold on phones and desktops alike: its rows come after
 * its first commit, four in each frame (a phone lays out ~50 boxes a row).
 */
const ROWS_PER_STEP = 4;
const percentText = (value: number) => `${formatNumber(value, { maxDecimals: 2 })}${NBSP}%`;
const payment = (value: number) => `${formatNumber(Math.round(value), { maxDecimals: 0 })}${NBSP}₽/мес.`;

interface Props {
  kind: MortgageKind | undefined;
  /** Opened from a lot: only the programmes that lend in its project. */
  project?: number | null;
  state: CalculatorState;
  onChoose: (program: MortgageProgram) => void;
}

export function MortgagePrograms({ kind, project = null, state, onChoose }: Props) {
  const [bank, setBank] = useState<string | null>(null);
  const [fitsDown, setFitsDown] = useState(false);
  const [rateMax, setRateMax] = useState<number | null>(null);
  // Whole percents: the list is not refetched for every step of the down-payment slider.
  const down = Math.floor(downPaymentPercent(state.price, state.downPayment));
  const query: MortgageQuery = {
    kind: kind ? [kind] : undefined,
    bank: bank ? [bank] : undefined,
    down_payment: fitsDown ? down : undefined,
    rate_max: rateMax ?? undefined,
    project: project === null ? undefined : [project],
  };
  const programs = useGetMortgageProgramsQuery(query);
  const facets = useGetMortgageFacetsQuery(query);
  const bankOptions = [
    { value: '', label: 'Все банки' },
    ...(facets.data?.facets.bank ?? []).map((option) => ({
      value: String(option.value),
      label: `${option.label} (${option.count})`,
      displayName: option.label,
      disabled: option.disabled,
    })),
  ];
  const reset = () => {
    setBank(null);
    setFitsDown(false);
    setRateMax(null);
  };

  const row = (program: MortgageProgram) => {
    const misfit = programFit(program, state);
    const months = Math.min(state.months, program.max_term_years * 12);
    const result = calculateMortgage({
      price: state.price,
      downPayment: state.downPayment,
      rate: program.rate,
      months,
    });
    const chosen = state.programId === program.id;
    return (
      <tr key={program.id} data-chosen={chosen || undefined}>
        <th scope="row" className={styles.name}>
          <span className={styles.bank}>{program.bank.name}</span>
          <span>{keepUnits(program.name)}</span>
          <span className={styles.kind}>{program.kind_name}</span>
        </th>
        <td data-label="Ставка" className={styles.rate}>
          {percentText(program.rate)}
        </td>
        <td data-label="Взнос">от {percentText(program.min_down_payment_percent)}</td>
        <td data-label="Срок">
          до {program.max_term_years} {pluralRu(program.max_term_years, ['года', 'лет', 'лет'])}
        </td>
        <td data-label="Кредит до">{formatMillions(program.max_amount)}</td>
        <td data-label="Платёж" className={styles.payment}>
          {misfit ? <span className={styles.misfit}>{misfit}</span> : payment(result.monthlyPayment)}
        </td>
        <td>
          <Button
            size="s"
            variant={chosen ? 'primary' : 'secondary'}
            onClick={() => onChoose(program)}
            aria-pressed={chosen}
            aria-label={`Рассчитать: ${program.name}, ${program.bank.name}`}
          >
            {chosen ? 'Выбрана' : 'Рассчитать'}
          </Button>
        </td>
      </tr>
    );
  };

  return (
    <div className={styles.programs}>
      <div className={styles.filters} role="group" aria-label="Фильтры программ">
        <Select
          label="Банк"
          options={bankOptions}
          value={bank ?? ''}
          onChange={(value: SelectValue | null) => setBank(value ? String(value) : null)}
          className={styles.filter}
        />
        <Select
          label="Ставка"
          options={RATE_OPTIONS}
          value={rateMax ?? ''}
          onChange={(value: SelectValue | null) => setRateMax(typeof value === 'number' ? value : null)}
          className={styles.filter}
        />
        <Toggle label={`С моим взносом ${down}${NBSP}%`} checked={fitsDown} onChange={setFitsDown} />
      </div>

      {programs.isError ? (
        <LoadFailed
          error={programs.error}
          onRetry={() => void programs.refetch()}
          message="Не удалось загрузить программы банков."
        />
      ) : !programs.data ? (
        <ListSkeleton label="Загружаем программы банков…" rows={4} />
      ) : programs.data.count === 0 ? (
        <EmptyState
          action={
            <Button variant="secondary" onClick={reset}>
              Сбросить фильтры
            </Button>
          }
        >
          Под эти условия программ нет. Измените фильтры или первый взнос.
        </EmptyState>
      ) : (
        <table className={styles.table} aria-busy={programs.isFetching || undefined}>
          <caption className="visually-hidden">
            Ипотечные программы, от меньшей ставки; платёж — для стоимости {formatMillions(state.price)} и вашего взноса
          </caption>
          <thead>
            <tr>
              <th scope="col">Банк и программа</th>
              <th scope="col">Ставка</th>
              <th scope="col">Взнос</th>
              <th scope="col">Срок</th>
              <th scope="col">Кредит до</th>
              <th scope="col">Платёж</th>
              <th scope="col">
                <span className="visually-hidden">Действие</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <StepwiseList items={programs.data.results} first={0} step={ROWS_PER_STEP}>
              {row}
            </StepwiseList>
          </tbody>
        </table>
      )}
    </div>
  );
}
