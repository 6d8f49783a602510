/**
 * Seeded pseudo-random numbers (mulberry32) so two seeds produce identical
 * rows. Seed code never calls Math.random.
 */

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** A child generator, so adding draws in one part of the seed leaves the others unchanged. */
  fork(label: string): Random {
    let hash = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new Random(hash >>> 0);
  }
}

/**
 * Fixed moment the demo history is written against (news dates, construction
 * months, lot price updates), so content does not drift between seeds.
 * Promotions are the exception: they are dated from the real "now" so that a
 * fresh database always has running promotions.
 */
export const SEED_ANCHOR = new Date('2026-10-01T09:00:00+03:00');

/** Completion dates and yearly documents count from this year. */
export const ANCHOR_YEAR = SEED_ANCHOR.getUTCFullYear();

const DAY_MS = 86_400_000;

export function daysBefore(anchor: Date, days: number): Date {
  return new Date(anchor.getTime() - days * DAY_MS);
}

export function daysAfter(anchor: Date, days: number): Date {
  return new Date(anchor.getTime() + days * DAY_MS);
}

export function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Two decimals, as areas are stored. */
export function area2(value: number): number {
  return Math.round(value * 100) / 100;
}
