/**
 * Lot detail → the texts the lot page shows. Pure, so every wording rule is
 * unit-tested without rendering; the components only lay the strings out.
 */
import {
  NBSP,
  buildingStatusText,
  discountPercent,
  formatArea,
  formatCeiling,
  formatDate,
  formatMortgagePayment,
  formatPrice,
  formatPricePerMeter,
  moscowDay,
} from '@/lib/format';
import type { LotDetail } from '@/schemas/lots';
import { lotName } from './lot-name';

export type LotStatusView = { kind: 'free' } | { kind: 'booked' | 'sold'; label: string };

export interface LotFact {
  label: string;
  value: string;
}

export interface LotPriceView {
  /** «45,6 млн ₽» (spec §9). */
  price: string;
  /** Struck-through price before the discount, '' without one. */
  oldPrice: string;
  /** «−12 %», '' without a discount. */
  discount: string;
  /** «Цена снижена на 4 % 12 ноября» when the lot's last price change was a drop (issue 32), else ''. */
  drop: string;
  perMeter: string;
  /** «от 98 500 ₽/мес.», '' when the lot has no mortgage offer. */
  mortgage: string;
  /**
   * «Рассчитать ипотеку»: the calculator with this lot's price and project
   * (it opens on the same best programme the figure above was computed
   * with, services/lots/mortgage-offers.ts); '' without a mortgage offer.
   */
  mortgageCalculator: string;
}

export interface LotViewModel {
  /** «2-комнатная квартира № 148». */
  title: string;
  /** «Лот № 148» for breadcrumbs and short mentions. */
  shortTitle: string;
  status: LotStatusView;
  /** Free lots can be booked; booked and sold ones only get a call. */
  canBook: boolean;
  price: LotPriceView;
  completion: string;
  /** Plan, area and floor facts in display order; empty values are left out. */
  areas: LotFact[];
  facts: LotFact[];
  /** «Балкон», «Гардеробная»…: yes/no features present in this lot. */
  features: string[];
  advantage: string;
  planAlt: string;
}

/**
 * «5 из 24»: the «Этаж» label already says what the figures are. Parking and
 * storage levels below ground read «−1, подземный» — «−1 из 31» would count
 * the underground level among the storeys above it.
 */
export function floorText(floor: number, total: number): string {
  if (floor < 0) return `\u2212${-floor}, подземный`;
  if (floor === 0) return 'Цокольный';
  return total > 0 ? `${floor}${NBSP}из${NBSP}${total}` : String(floor);
}

/** «Корпус 2, секция 3»; a named building reads «Корпус 2 «Север»». */
export function placeText(lot: Pick<LotDetail, 'building' | 'section'>): string {
  const { number, name } = lot.building;
  // The seed names buildings «Корпус 2»; don't repeat the number then.
  const building = name && !name.includes(number) ? `Корпус ${number} «${name}»` : name || `Корпус ${number}`;
  return lot.section ? `${building}, секция ${lot.section.number}` : building;
}

/** «3,0 м», «3,15 м»: the same ceiling text as the PDF sheet and the comparison. */
export function metresText(value: number): string {
  return formatCeiling(value);
}

function lotStatus(status: LotDetail['status']): LotStatusView {
  if (status === 'BOOKED') return { kind: 'booked', label: 'Забронирован' };
  if (status === 'sold') return { kind: 'sold', label: 'Продан' };
  return { kind: 'free' };
}

/**
 * «Цена снижена на 4 % 12 ноября» from the price history, when its last change
 * was a drop; the year is written when it is not `now`'s (in Moscow).
 */
export function priceDropText(history: LotDetail['price_history'], now: number): string {
  const [before, last] = history.slice(-2);
  if (!before || !last || last.price >= before.price) return '';
  // A cut under half a percent is still a cut: «на 1 %», never «на 0 %».
  const percent = Math.max(1, discountPercent(before.price, last.price));
  const sameYear = moscowDay(last.date)?.year === moscowDay(now)?.year;
  return `Цена снижена на ${percent}${NBSP}% ${formatDate(last.date, { withYear: !sameYear })}`;
}

export function priceView(
  lot: Pick<LotDetail, 'id' | 'price' | 'old_price' | 'price_per_m2' | 'min_mortgage' | 'project' | 'price_history'>,
  now: number,
): LotPriceView {
  const percent = discountPercent(lot.old_price, lot.price);
  const hasOld = lot.old_price !== null && lot.old_price > lot.price;
  return {
    price: formatPrice(lot.price),
    oldPrice: hasOld ? formatPrice(lot.old_price as number) : '',
    // A discount under half a percent rounds to 0: show the old price, but no «−0 %».
    discount: percent > 0 ? `−${percent}${NBSP}%` : '',
    drop: priceDropText(lot.price_history, now),
    perMeter: lot.price_per_m2 > 0 ? formatPricePerMeter(lot.price_per_m2) : '',
    mortgage: formatMortgagePayment(lot.min_mortgage),
    mortgageCalculator: formatMortgagePayment(lot.min_mortgage)
      ? `/purchase/mortgage?price=${lot.price}&project=${lot.project.id}&lot=${lot.id}`
      : '',
  };
}

/** The server writes `completion.text`; the formatter covers an answer without it. */
export function completionText(lot: Pick<LotDetail, 'completion'>): string {
  const { text, status, quarter, year } = lot.completion;
  return text || buildingStatusText({ status, quarter, year });
}

const area = (label: string, value: number | null): LotFact | null =>
  value !== null && value > 0 ? { label, value: formatArea(value) } : null;

const present = <T>(items: Array<T | null | false | ''>): T[] => items.filter((item): item is T => Boolean(item));

/** `now`: the render's moment (useRenderedAt), so the server and the hydrating browser write the same dates. */
export function lotViewModel(lot: LotDetail, now: number): LotViewModel {
  const name = lotName(lot);
  const number = `№${NBSP}${lot.number}`;
  const status = lotStatus(lot.status);
  const directions = lot.directions_of_view
    .map((direction) => direction.name)
    .filter(Boolean)
    .join(', ');
  return {
    title: `${name} ${number}`,
    shortTitle: `Лот ${number}`,
    status,
    canBook: status.kind === 'free',
    price: priceView(lot, now),
    completion: completionText(lot),
    areas: present([
      area('Общая площадь', lot.area),
      area('Жилая площадь', lot.living_area),
      area('Кухня', lot.kitchen_area),
      area('Санузел', lot.bathroom_area),
    ]),
    facts: present<LotFact>([
      { label: 'Этаж', value: floorText(lot.floor_number, lot.floors_total) },
      { label: lot.section ? 'Корпус и секция' : 'Корпус', value: placeText(lot) },
      { label: 'Срок сдачи', value: completionText(lot) },
      lot.finishing_name && { label: 'Отделка', value: lot.finishing_name },
      lot.ceiling_height !== null &&
        lot.ceiling_height > 0 && { label: 'Высота потолков', value: metresText(lot.ceiling_height) },
      directions && { label: 'Вид из окон', value: directions },
    ]),
    features: present([
      lot.balcony && 'Балкон',
      lot.terrace && 'Терраса',
      lot.dressing_room && 'Гардеробная',
      // «unification» (spec §3 compare fields): the lot may be joined with a neighbour.
      lot.unification && 'Возможно объединение',
    ]),
    advantage: lot.advantage?.trim() ?? '',
    planAlt: `Планировка: ${name.toLowerCase()} ${number}, ${formatArea(lot.area)}`,
  };
}
