/** The lazy chunk of `shared-comparison-parts.tsx`. */
export { LoadError } from '@/ui/load-error/load-error';
