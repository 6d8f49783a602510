/**
 * The lead forms in one lazy chunk: react-hook-form, the resolver and the
 * form kit are needed only once a visitor opens a form or reaches a page
 * with the newsletter, so they stay out of the start-up bundle.
 */
export { CallbackPanel } from '@/features/callback-form/callback-panel';
export { VisitPanel } from '@/features/visit-booking/visit-panel';
export { LotBookingPanel } from '@/features/lot-booking/lot-booking-panel';
export { NewsletterForm } from '@/features/newsletter/newsletter-form';
