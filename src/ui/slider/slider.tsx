/**
 * The Slider of spec §4–5, single or range. Math lives in slider-math.ts.
 *
 * - Pressing the rail moves the nearest handle there and starts dragging
 *   it; pressing a handle drags that handle. `onInput` reports every move,
 *   `onChange` fires once when the drag ends (a plain rail click is a drag
 *   of zero length), and after each key press.
 * - Keyboard per WAI-ARIA: each handle is `role="slider"` with arrows,
 *   PageUp/PageDown, Home/End.
 * - Values are clamped to [min, max], a range keeps the lower value first,
 *   precision follows the decimals of min, max and step; min above max logs
 *   an error (and the bounds are used swapped).
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import {
  boundsError,
  keyTarget,
  moveHandle,
  nearestHandle,
  normalizeBounds,
  normalizeMarks,
  normalizeValue,
  sameValues,
  toPercent,
  toSliderValue,
  valueAtRatio,
  type SliderMarks,
  type SliderValue,
} from './slider-math';
import styles from './slider.module.css';

export type { SliderValue };
type SliderTooltip = 'always' | 'hover' | 'never';

export interface SliderProps<V extends SliderValue = SliderValue> {
  min: number;
  max: number;
  step?: number;
  /** A number for one handle, `[lower, upper]` for a range. */
  value: V;
  /** Committed value: drag end, rail click, key press. */
  onChange?: (value: V) => void;
  /** Every move while dragging (and the committed moves too). */
  onInput?: (value: V) => void;
  marks?: SliderMarks;
  /** When the value bubble shows over a handle (default: on hover, focus and drag). */
  tooltip?: SliderTooltip;
  /** Text of the bubble, the marks and aria-valuetext («45,6 млн ₽»). */
  formatValue?: (value: number) => string;
  /** Accessible name of the slider; range handles add «от» / «до». */
  label: string;
  thumbLabels?: readonly [string, string];
  disabled?: boolean;
  className?: string;
}

interface Drag {
  index: number;
  pointerId: number;
  start: number[];
  /** Latest values: moves can arrive faster than renders, so they are not read from state. */
  current: number[];
}

export function Slider<V extends SliderValue>(props: SliderProps<V>) {
  const { min, max, step = 1, value, onChange, onInput, marks, tooltip = 'hover', formatValue = String, label } = props;
  const { thumbLabels = ['от', 'до'], disabled = false, className } = props;
  const bounds = useMemo(() => normalizeBounds({ min, max, step }), [min, max, step]);
  const committed = normalizeValue(value, bounds);
  const [draft, setDraft] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const railRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<(HTMLDivElement | null)[]>([]);
  const values = draft ?? committed;
  const isRange = values.length > 1;

  useEffect(() => {
    const error = boundsError(min, max);
    if (error) console.error(error);
  }, [min, max]);

  const emit = (next: number[], commit: boolean) => {
    const out = toSliderValue(next) as V;
    onInput?.(out);
    if (commit) onChange?.(out);
  };

  const valueAtPointer = (clientX: number): number => {
    const rect = railRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return values[0];
    return valueAtRatio((clientX - rect.left) / rect.width, bounds);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const thumb = (event.target as HTMLElement).closest<HTMLElement>('[data-thumb]');
    const target = valueAtPointer(event.clientX);
    // Handles stacked on one spot: which one moves is decided by the first move (-1 until then).
    const stacked = isRange && values[0] === values[1];
    const index = thumb ? (stacked ? -1 : Number(thumb.dataset.thumb)) : nearestHandle(values, target);
    // Keep focus and text selection out of the way; focus goes to the moving handle.
    event.preventDefault();
    thumbRefs.current[index < 0 ? Number(thumb?.dataset.thumb) : index]?.focus({ preventScroll: true });
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some embedded browsers) cannot be captured; moves still arrive.
    }
    // On a handle nothing moves until the pointer does; on the rail the nearest handle jumps.
    const next = thumb ? values : moveHandle(values, index, target, bounds);
    drag.current = { index, pointerId: event.pointerId, start: values, current: next };
    setDragging(index);
    setDraft(next);
    if (!sameValues(next, values)) emit(next, false);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const target = valueAtPointer(event.clientX);
    if (current.index < 0) {
      if (target === current.current[0]) return;
      current.index = target < current.current[0] ? 0 : 1;
      setDragging(current.index);
    }
    const next = moveHandle(current.current, current.index, target, bounds);
    if (sameValues(next, current.current)) return;
    current.current = next;
    setDraft(next);
    emit(next, false);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
    setDraft(null);
    if (!sameValues(current.current, current.start)) onChange?.(toSliderValue(current.current) as V);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = keyTarget(event.key, values[index], bounds);
    if (target === null) return;
    event.preventDefault();
    const next = moveHandle(values, index, target, bounds);
    if (!sameValues(next, values)) emit(next, true);
  };

  const percents = values.map((item) => toPercent(item, bounds));
  const fill = isRange
    ? { left: `${percents[0]}%`, width: `${percents[1] - percents[0]}%` }
    : { left: '0%', width: `${percents[0]}%` };
  const markList = normalizeMarks(marks, bounds, formatValue);

  return (
    <div
      className={[styles.slider, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
      data-tooltip={tooltip}
    >
      <div
        className={styles.track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div ref={railRef} className={styles.rail} data-testid="slider-rail">
          <div className={styles.fill} style={fill} />
          {markList.map((mark) => (
            <span
              key={mark.value}
              className={styles.tick}
              style={{ left: `${mark.percent}%` }}
              data-in-range={inRange(mark.value, values) || undefined}
            />
          ))}
          {values.map((item, index) => (
            <div
              key={index}
              ref={(node) => {
                thumbRefs.current[index] = node;
              }}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              data-thumb={index}
              data-dragging={dragging === index || undefined}
              className={styles.thumb}
              // --at shifts the tooltip inwards at the ends of the rail (slider.module.css).
              style={{ left: `${percents[index]}%`, '--at': percents[index] } as CSSProperties}
              aria-label={isRange ? `${label}, ${thumbLabels[index]}` : label}
              aria-orientation="horizontal"
              aria-valuemin={isRange && index === 1 ? values[0] : bounds.min}
              aria-valuemax={isRange && index === 0 ? values[1] : bounds.max}
              aria-valuenow={item}
              aria-valuetext={formatValue(item)}
              aria-disabled={disabled || undefined}
              onKeyDown={onKeyDown(index)}
            >
              {tooltip !== 'never' && (
                <span className={styles.tooltip} aria-hidden="true">
                  {formatValue(item)}
                </span>
              )}
            </div>
          ))}
        </div>
        {markList.length > 0 && (
          <div className={styles.marks} aria-hidden="true">
            {markList.map((mark) => (
              <span key={mark.value} className={styles.mark} style={{ left: `${mark.percent}%` }}>
                {mark.label}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

const inRange = (mark: number, values: readonly number[]) =>
  values.length > 1 ? mark >= values[0] && mark <= values[1] : mark <= values[0];
