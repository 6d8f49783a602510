/** Device classes from viewport width (spec §6, §9). */
export type DeviceClass = 'mobile' | 'tablet' | 'laptop' | 'desktop';

export const BREAKPOINTS = { mobile: 743.5, tablet: 1279, laptop: 1439 } as const;

export function deviceForWidth(width: number): DeviceClass {
  if (width <= BREAKPOINTS.mobile) return 'mobile';
  if (width <= BREAKPOINTS.tablet) return 'tablet';
  if (width <= BREAKPOINTS.laptop) return 'laptop';
  return 'desktop';
}

/** Desktop layout starts above 1023 px (spec §9). */
export const isDesktopWidth = (width: number): boolean => width > 1023;
