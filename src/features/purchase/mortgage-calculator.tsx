/**
 * The calculator's inputs: price, down payment in roubles and in percent,
 * term and rate — each a thousands input of the UI kit, the first three with
 * a slider beside it; the result card sits alongside. Out-of-range typing is
 * said under the field while the figures use the nearest allowed value.
 */
import { useState, type Dispatch, type ReactNode } from 'react';
import { formatMillions, formatNumber, NBSP, pluralRu } from '@/lib/format';
import { downPaymentPercent } from '@/lib/mortgage';
import { NumberInput } from '@/ui/number-input/number-input';
import { Slider } from '@/ui/slider/slider';
import {
  DOWN_STEP,
  downPaymentBounds,
  PRICE_MIN,
  PRICE_STEP,
  RATE_MAX,
  TERM_MIN_MONTHS,
  type CalculatorAction,
  type CalculatorState,
} from './calculator-model';
import { CalculatorResult } from './calculator-result';
import styles from './calculator.module.css';

const YEARS = ['год', 'года', 'лет'] as const;
const rub = (value: number) => `${formatNumber(value, { maxDecimals: 0 })}${NBSP}₽`;
const termText = (months: number) => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 ? `${years}${NBSP}${pluralRu(years, YEARS)}` : '', rest > 0 ? `${rest}${NBSP}мес.` : ''];
  return parts.filter(Boolean).join(' ');
};

const percentText = (value: number) => `${formatNumber(value, { maxDecimals: 2 })}${NBSP}%`;
/** Before a choice the limits are those of all the programmes, the same figures the method's hero states. */
const minimumLabel = (state: CalculatorState) =>
  state.programId === null ? 'Минимум по программам банков' : 'Минимум по программе';
const rateHint = (state: CalculatorState) =>
  state.programName ??
  (state.ownRate ? 'Своя ставка — или выберите программу ниже' : 'Самая низкая ставка программ — выберите свою ниже');

interface Props {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
  /** Under the price: where it came from (a lot) and the way back. */
  priceHint?: ReactNode;
}

export function MortgageCalculator({ state, dispatch, priceHint }: Props) {
  const [errors, setErrors] = useState<Partial<Record<'price' | 'months' | 'rate' | 'percent', string>>>({});
  const down = downPaymentBounds(state);
  const percent = downPaymentPercent(state.price, state.downPayment);

  /** Reports a typed value outside [min, max] under its field; the state takes the clamped value. */
  const typed = (
    field: keyof typeof errors,
    min: number,
    max: number,
    message: string,
    action: (value: number) => CalculatorAction,
  ) => ({
    onChange: (value: number) => {
      setErrors((current) => ({ ...current, [field]: value < min || value > max ? message : undefined }));
      dispatch(action(value));
    },
    onCommit: () => setErrors((current) => ({ ...current, [field]: undefined })),
  });

  return (
    <div className={styles.calculator}>
      <div className={styles.inputs}>
        <div className={styles.group}>
          <NumberInput
            label="Стоимость недвижимости"
            value={state.price}
            maxLength={9}
            decimals={0}
            trailing="₽"
            hint={priceHint}
            error={errors.price}
            {...typed(
              'price',
              PRICE_MIN,
              state.priceMax,
              `Стоимость — от ${formatMillions(PRICE_MIN)} до ${formatMillions(state.priceMax)}`,
              (value) => ({ type: 'price', value }),
            )}
          />
          <Slider
            label="Стоимость недвижимости"
            min={PRICE_MIN}
            max={state.priceMax}
            step={PRICE_STEP}
            value={state.price}
            formatValue={formatMillions}
            onInput={(value) => dispatch({ type: 'price', value })}
          />
        </div>

        <div className={styles.group}>
          <div className={styles.pair}>
            <NumberInput
              label="Первоначальный взнос"
              value={state.downPayment}
              maxLength={9}
              decimals={0}
              trailing="₽"
              hint={
                state.minDownPercent > 0
                  ? `${minimumLabel(state)} — ${percentText(state.minDownPercent)}, ${rub(down.min)}`
                  : undefined
              }
              onChange={(value) => dispatch({ type: 'downPayment', value })}
            />
            <NumberInput
              label="Взнос, %"
              value={percent}
              maxLength={3}
              decimals={2}
              trailing="%"
              className={styles.percent}
              error={errors.percent}
              {...typed('percent', 0, 100, `Не больше 100${NBSP}%`, (value) => ({ type: 'downPercent', value }))}
            />
          </div>
          <Slider
            label="Первоначальный взнос"
            min={down.min}
            max={down.max}
            step={DOWN_STEP}
            value={state.downPayment}
            formatValue={rub}
            onInput={(value) => dispatch({ type: 'downPayment', value })}
          />
        </div>

        <div className={styles.group}>
          <NumberInput
            label="Срок кредита, месяцев"
            value={state.months}
            maxLength={3}
            decimals={0}
            trailing={termText(state.months)}
            hint={`От ${TERM_MIN_MONTHS} до ${state.maxMonths} месяцев`}
            error={errors.months}
            {...typed(
              'months',
              TERM_MIN_MONTHS,
              state.maxMonths,
              `Срок — от ${TERM_MIN_MONTHS} до ${state.maxMonths} месяцев`,
              (value) => ({ type: 'months', value }),
            )}
          />
          <Slider
            label="Срок кредита"
            min={TERM_MIN_MONTHS}
            max={state.maxMonths}
            step={12}
            value={state.months}
            formatValue={termText}
            onInput={(value) => dispatch({ type: 'months', value })}
          />
        </div>

        <NumberInput
          label="Процентная ставка"
          value={state.rate}
          maxLength={3}
          decimals={2}
          trailing="% годовых"
          hint={rateHint(state)}
          error={errors.rate}
          {...typed('rate', 0, RATE_MAX, `Ставка — не больше ${RATE_MAX}${NBSP}%`, (value) => ({
            type: 'rate',
            value,
          }))}
        />
      </div>
      <CalculatorResult state={state} />
    </div>
  );
}
