/**
 * Third-party scripts of spec §7 besides the captcha and call tracking: web
 * analytics (Yandex Metrika), the ad-network counter (VK Top@Mail.ru) and a
 * callback widget. Shared by the server (CSP origins) and the browser (script
 * addresses), so both always name the same hosts. Pure.
 */

export const METRIKA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';
/** tag.js sends hits to either host depending on the visitor's region. */
export const METRIKA_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'] as const;

export const AD_COUNTER_SCRIPT_URL = 'https://top-fwz1.mail.ru/js/code.js';
export const AD_COUNTER_ORIGIN = 'https://top-fwz1.mail.ru';

/** Counter ids are numbers; anything else in the page would be a configuration mistake. */
export const COUNTER_ID_RE = /^\d{1,12}$/;
