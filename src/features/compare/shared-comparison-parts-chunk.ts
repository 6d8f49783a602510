/** The lazy chunk of `shared-comparison-parts.tsx`. */
export { SharedComparisonNote } from './shared-comparison-note';
export { LoadError } from '@/ui/load-error/load-error';
