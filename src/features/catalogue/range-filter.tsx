/**
 * A range filter: a two-handle slider over the `specs/` bounds plus «от» and
 * «до» inputs. The slider commits on drag end, rail click or key press
 * (spec §4); while dragging, the inputs follow the handles. Prices are in
 * млн ₽ on screen and whole roubles in the URL (range-units.ts).
 */
import { useState } from 'react';
import type { LotsFilters, Specs } from '@/schemas/lots';
import { NumberInput } from '@/ui/number-input/number-input';
import { Slider } from '@/ui/slider/slider';
import { rangeParam } from '@/schemas/lot-filter-params';
import type { RangeKey } from '@/schemas/lot-filters';
import { RANGE_DECIMALS, RANGE_UNITS, formatScreen, rangePatch, screenBounds, toScreen } from './range-units';
import styles from './filters.module.css';

export interface RangeFilterProps {
  /** A range row of the filter table with both ends (lot-filters.ts). */
  name: RangeKey;
  filters: LotsFilters;
  specs: Specs | undefined;
  onChange: (next: LotsFilters, source?: string) => void;
}

export function RangeFilter({ name, filters, specs, onChange }: RangeFilterProps) {
  const unit = RANGE_UNITS[name];
  const bounds = screenBounds(specs?.[name], unit);
  const chosen = filters as Partial<Record<string, number>>;
  const chosenMin = chosen[rangeParam(unit, 'min')];
  const chosenMax = chosen[rangeParam(unit, 'max')];
  const from = chosenMin !== undefined ? toScreen(chosenMin, unit) : null;
  const to = chosenMax !== undefined ? toScreen(chosenMax, unit) : null;
  // Handles shown while dragging, before the URL changes.
  const [moving, setMoving] = useState<[number, number] | null>(null);

  const [low, high] = bounds ?? [0, 1];
  const sliderValue: [number, number] = moving ?? [from ?? low, to ?? high];
  const commit = (next: readonly [number | null, number | null], source?: string) => {
    setMoving(null);
    onChange({ ...filters, ...rangePatch(next, bounds, unit) }, source);
  };
  const show = (value: number) => `${formatScreen(value)} ${unit.unit}`;
  const decimals = unit.integer ? 0 : RANGE_DECIMALS;
  // Floors go below ground; prices, areas and heights do not.
  const positiveOnly = unit.min >= 0;

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>
        {unit.label}
        {!unit.ordinal && <span className={styles.unit}>, {unit.unit}</span>}
      </legend>
      <div className={styles.rangeInputs}>
        <NumberInput
          label={`${unit.label} от`}
          hideLabel
          leading="от"
          value={moving ? moving[0] : from}
          placeholder={bounds ? formatScreen(low) : undefined}
          decimals={decimals}
          positiveOnly={positiveOnly}
          onCommit={(value) => commit([value === 0 ? null : value, to])}
        />
        <NumberInput
          label={`${unit.label} до`}
          hideLabel
          leading="до"
          value={moving ? moving[1] : to}
          placeholder={bounds ? formatScreen(high) : undefined}
          decimals={decimals}
          positiveOnly={positiveOnly}
          onCommit={(value) => commit([from, value === 0 ? null : value])}
        />
      </div>
      <Slider
        className={styles.slider}
        label={unit.label}
        min={low}
        max={high}
        step={unit.step}
        value={sliderValue}
        disabled={!bounds}
        formatValue={show}
        onInput={(value) => setMoving(value)}
        onChange={(value) => commit(value, name)}
      />
    </fieldset>
  );
}
