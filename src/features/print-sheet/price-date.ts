/**
 * The date a sheet's prices are valid on. Online that is today; a lot the
 * service worker answered from its copy (offline, decision 011) is dated by
 * that copy, the oldest one when several lots share a document: «Цена
 * действительна на» must never promise more than the data knows.
 */
export function priceDateOf(lots: readonly { cachedAt?: string | null }[], now: Date = new Date()): Date {
  let oldest = now.getTime();
  for (const lot of lots) {
    const at = lot.cachedAt ? Date.parse(lot.cachedAt) : NaN;
    if (Number.isFinite(at) && at < oldest) oldest = at;
  }
  return new Date(oldest);
}
