/** Formatting helpers of spec §9: import from `@/lib/format`. */
export * from './number';
export * from './money';
export * from './realty';
export * from './building-status';
export * from './count';
export * from './dates';
export * from './bytes';
