/**
 * zod 4 probes `new Function('')` to decide whether it may compile fast
 * parsers; under our CSP (no 'unsafe-eval') that probe is reported as a
 * violation. Jitless mode skips the probe. In the build every `zod` import of
 * `src` resolves to this module (build/zod-through-config.ts), so the
 * switch runs before any schema is built, and zod stays out of the entry
 * chunk until a screen or a form needs it (decision 015).
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { z as default };
