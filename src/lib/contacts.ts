/**
 * Contact constants of spec §2, §9 shared by the header, menus, modals and
 * footer: the fallback phone when site info has none, and the call-centre hours.
 */
export const DEFAULT_PHONE = '+7 (495) 120-45-67';
export const WORKING_HOURS_TEXT = 'Ежедневно с 9:00 до 21:00';

/** `+7 (495) 120-45-67` → `tel:+74951204567`; a leading 8 counts as +7 (spec §5). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const normalized = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return `tel:+${normalized}`;
}

/** The phone to show: the site's one, or the fallback while it loads or when it is empty. */
export const phoneOrDefault = (phone: string | null | undefined): string => phone?.trim() || DEFAULT_PHONE;
