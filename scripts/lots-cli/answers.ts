/**
 * What the server's answers mean for the person at the command line: the
 * app's error JSON (`{status, message}`, src/schemas/site.ts) turned into a
 * sentence that says what to do, and the import report read with the
 * contract's own schema, so a server answering something else is named as
 * such rather than failing somewhere in the table.
 */
import { lotsImportReportSchema, type LotsImportReport } from '../../src/schemas/lots-import.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { CliError } from './cli.ts';
import type { Answer } from './http.ts';

function json(answer: Answer): unknown {
  if (!/\bjson\b/i.test(String(answer.headers['content-type'] ?? ''))) return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** «HTTP 502, text/html: <html>…» — enough to tell a proxy's page or another program from the site. */
function described(answer: Answer): string {
  const type = String(answer.headers['content-type'] ?? 'без типа').split(';')[0];
  const start = answer.body.toString('utf8', 0, 200).replace(/\s+/g, ' ').trim();
  return `HTTP ${answer.status}, ${type}${start ? `: ${start.slice(0, 120)}` : ''}`;
}

/** The sentence for an answer other than the one hoped for. `server` is the address the command used. */
export function refusalMessage(answer: Answer, server: URL): string {
  const error = apiErrorSchema.safeParse(json(answer));
  const origin = server.href;
  if (!error.success) {
    return `По адресу ${origin} отвечает не сервер сайта или он ответил не так, как ожидалось (${described(answer)}). Проверьте адрес (--server).`;
  }
  const { message } = error.data;
  switch (answer.status) {
    case 401:
      return `Сервер отказал: ${message}. ADMIN_TOKEN здесь должен совпадать с ADMIN_TOKEN сервера.`;
    case 404:
      return (
        `На сервере ${origin} служебные адреса выключены: в его окружении не задан ADMIN_TOKEN. ` +
        'Задайте ADMIN_TOKEN (24 символа или длиннее), перезапустите сервер и укажите здесь тот же ключ.'
      );
    case 413:
      return (
        `Сервер не принял файл: ${message}. Файл больше, чем сервер принимает за раз: ` +
        'сохраните его в XLSX (он в 2–3 раза меньше CSV) или загрузите частями (без --full).'
      );
    case 429: {
      const wait = Number(answer.headers['retry-after']);
      return `Сервер отказал: ${message}${Number.isFinite(wait) && wait > 0 ? ` (повторите через ${wait} с)` : ''}.`;
    }
    default:
      return answer.status >= 500
        ? `Ошибка на сервере (HTTP ${answer.status}): ${message}`
        : `Сервер отказал (HTTP ${answer.status}): ${message}`;
  }
}

/** The import report of a 200 or 422, or a clear refusal when the body is not one. */
export function importReport(answer: Answer, server: URL): LotsImportReport {
  const parsed = lotsImportReportSchema.safeParse(json(answer));
  if (parsed.success) return parsed.data;
  const error = apiErrorSchema.safeParse(json(answer));
  if (error.success && answer.status >= 400) throw new CliError(refusalMessage(answer, server));
  throw new CliError(
    `Ответ сервера ${server.href} не похож на отчёт загрузки лотов (${described(answer)}). Возможно, сервер другой версии: обновите его или эту программу.`,
  );
}
