/**
 * What both lots commands (lots:import, lots:export) share before the first
 * request: their options, the server's address and the admin token, and how
 * a refusal ends the process. They only talk to a running server over HTTP:
 * the embedded database belongs to the server's process alone.
 *
 * Exit codes: 0 done, 1 refused by the server or failed on the way, 2 the
 * command itself is wrong (an option, the file, the address, no token).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Ends the command with a Russian message for the sales department and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const usageError = (message: string, usage: string) => new CliError(`${message}\n\n${usage}`, EXIT.usage);

/** Runs a command: its own refusals are printed as they are; anything else as one line, never a stack trace. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`Непредвиденная ошибка: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.failed;
  }
}

/** `node:util` parseArgs, with its English complaints about options turned into a Russian usage error. */
export function readOptions<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
  usage: string,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1];
    const said =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Неизвестный параметр ${option ?? ''}`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `Параметру ${option ?? ''} нужно значение`
          : 'Неверные параметры';
    throw usageError(said.trim(), usage);
  }
}

export const SERVER_OPTIONS = { server: { type: 'string' } } as const;

/**
 * The running server: `--server`, else `LOTS_SERVER_URL`, else this machine
 * on the port `npm start` listens on (`PORT`, 3000). Always ends with «/», so
 * API paths resolve below it even when the site sits under a path.
 */
export function serverUrl(flag: string | undefined, usage: string, env: NodeJS.ProcessEnv = process.env): URL {
  const given = flag ?? (env.LOTS_SERVER_URL || undefined) ?? `http://127.0.0.1:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw usageError(`Неверный адрес сервера: ${given} (нужен вида http://127.0.0.1:3000)`, usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw usageError(`Адрес сервера должен начинаться с http:// или https://: ${given}`, usage);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url;
}

/** The server's own ADMIN_TOKEN, taken from the same environment variable (never from the command line, which others may see). */
export function adminToken(env: NodeJS.ProcessEnv = process.env): string {
  const token = env.ADMIN_TOKEN?.trim();
  if (!token) {
    throw new CliError(
      'Не задан ADMIN_TOKEN — ключ администратора сервера. Укажите тот же ключ, что в окружении сервера:\n' +
        '  ADMIN_TOKEN=<ключ> npm run lots:…',
      EXIT.usage,
    );
  }
  return token;
}
