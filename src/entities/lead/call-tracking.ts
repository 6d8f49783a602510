/**
 * After a newsletter subscription (spec §7): the call-tracking service gets
 * the request (fio, email, subject, page url) so marketing sees where the
 * lead came from, and the page announces 'submit-footer-form' for the
 * analytics scripts that listen for it. Neither may ever bother the visitor:
 * failures are only logged (spec §8).
 */
import { runtimeConfig } from '@/lib/runtime-config';

export const SUBMIT_FOOTER_FORM_EVENT = 'submit-footer-form';

export interface CallTrackingRequest {
  subject: string;
  fio?: string;
  email?: string;
  phone?: string;
}

/** The service's form fields; empty values are left out. */
export function callTrackingBody(request: CallTrackingRequest, pageUrl: string): URLSearchParams {
  const body = new URLSearchParams();
  const fields: Array<[string, string | undefined]> = [
    ['subject', request.subject],
    ['fio', request.fio],
    ['email', request.email],
    ['phoneNumber', request.phone],
    ['requestUrl', pageUrl],
  ];
  for (const [name, value] of fields) if (value) body.set(name, value);
  return body;
}

/** Sends the request when a URL is configured; never throws. */
export async function sendCallTracking(
  request: CallTrackingRequest,
  url: string | null = runtimeConfig().callTrackingUrl,
): Promise<void> {
  if (!url) return;
  try {
    // A form-encoded POST is a «simple» request: no preflight, and keepalive lets it finish if the visitor leaves.
    const response = await fetch(url, {
      method: 'POST',
      body: callTrackingBody(request, window.location.href),
      credentials: 'omit',
      keepalive: true,
    });
    if (!response.ok) console.warn('Call tracking refused the request', response.status);
  } catch (error) {
    console.warn('Call tracking request failed', error);
  }
}

/** The event carries no personal data: any third-party script on the page can read it. */
export function emitSubmitFooterForm(): void {
  window.dispatchEvent(new CustomEvent(SUBMIT_FOOTER_FORM_EVENT));
}
