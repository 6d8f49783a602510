/** Prices of the demo lots: per-m² rates by project, floor and view; discounts (the stored mortgage payment: services/stored-mortgage.ts). */
import type { LotStatus } from '../schema/enums.ts';
import type { BuildingPlan } from './catalogue.ts';
import { round, type Random } from './random.ts';

/** Small flats cost more per m², big ones slightly less; penthouses carry a premium. */
export const TYPE_FACTOR: Record<string, number> = {
  0: 1.08,
  1: 1.04,
  2: 1.01,
  3: 0.99,
  4: 0.97,
  penthouse: 1.14,
  townhouse: 1.05,
};

/** `[min, max]` thousand roubles per m²; `position` 0..1 (higher floor, better view). */
export function pricePerM2(rng: Random, range: readonly [number, number], position: number, factor: number): number {
  const t = Math.min(1, Math.max(0, 0.1 + 0.55 * position + 0.35 * rng.next()));
  return (range[0] + (range[1] - range[0]) * t) * 1000 * factor;
}

export function priceFor(area: number, perM2: number): { price: number; pricePerM2: number } {
  const price = round(area * perM2, 10_000);
  return { price, pricePerM2: Math.round(price / area) };
}

/** Sales progress depends on how far construction is. */
export function statusFor(rng: Random, completion: BuildingPlan['status']): LotStatus {
  const [sold, booked] = { hand_over: [0.85, 0.03], ready: [0.5, 0.06], built: [0.42, 0.07], building: [0.22, 0.08] }[
    completion
  ];
  const roll = rng.next();
  if (roll < sold) return 'sold';
  return roll < sold + booked ? 'BOOKED' : 'free';
}

/** About one free lot in fourteen is on sale with a 5–15 % discount. */
export function discountedOldPrice(rng: Random, price: number, status: LotStatus): number | null {
  if (status !== 'free' || !rng.chance(0.07)) return null;
  return round(price / (1 - rng.float(0.05, 0.15)), 10_000);
}
