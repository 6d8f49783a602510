/**
 * zod 4 probes `new Function('')` to decide whether it may compile fast
 * parsers; under our CSP (no 'unsafe-eval') that probe is reported as a
 * violation. Jitless mode skips the probe. Imported first by src/main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
