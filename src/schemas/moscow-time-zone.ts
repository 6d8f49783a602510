/**
 * The company's clock zone: dates on the site and the lead forms' dates and
 * times are judged and written in Moscow time (spec §5, §9; decision 032).
 * A module of its own, without zod: the date formatters of every screen need
 * only this name, not the lead forms' date rules (lead-dates.ts) that the
 * forms' lazy chunks share, which a shared import would pull into each first
 * load. Here rather than in src/lib because schemas import only zod and schemas.
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
