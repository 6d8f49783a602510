/** Settings shared by playwright.config.ts (server environment) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The server under test treats this Host header as production (guard active). */
export const E2E_PRODUCTION_HOST = 'severin-dev.ru';
