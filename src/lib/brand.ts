/**
 * The brand name, one source for the logo, the seed's site settings, PDF
 * sheets and print (pure modules cannot import the logo component).
 */
export const BRAND_NAME = 'Северин';
