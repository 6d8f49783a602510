/**
 * The import report (src/schemas/lots-import.ts) as the sales department
 * reads it in a terminal: the counts, then the changes or the errors as
 * tables, columns named as in the file's README table (services/lots-io/
 * columns.ts), with «и ещё N» where the list stops short of the total.
 */
import type { ImportChange, ImportError, LotsImportReport } from '../../src/schemas/lots-import.ts';
import { formatNumber } from '../../src/lib/format/number.ts';
import { LOT_COLUMN_TITLES } from '../../server/services/lots-io/columns.ts';
import { shorten, textTable } from '../text-table.ts';

/** Rows of each list printed unless `--all` asks for every one the server listed. */
const LISTED_ROWS = 50;

/** Fields of a change that are not columns of the file. */
const OTHER_FIELDS: Record<string, string> = { hidden: 'показ на сайте' };

const fieldTitle = (key: string) => (LOT_COLUMN_TITLES as Record<string, string>)[key] ?? OTHER_FIELDS[key] ?? key;

function columnTitle(key: string | null): string {
  if (key === null) return 'вся строка';
  const title = fieldTitle(key);
  return title === key ? key : `${title} (${key})`;
}

function actionLabel(change: ImportChange, report: LotsImportReport): string {
  if (change.action === 'added') return 'добавлен';
  if (change.action === 'changed') return change.fields.includes('hidden') ? 'изменён, снова на сайте' : 'изменён';
  return report.absent === 'hidden' ? 'скрыт с сайта' : 'снят с продажи';
}

const more = (shown: number, total: number) => (total > shown ? `… и ещё ${formatNumber(total - shown)}` : null);

function countsTable(report: LotsImportReport): string {
  return textTable(
    [
      ['Добавлено', formatNumber(report.added)],
      ['Изменено', formatNumber(report.changed)],
      ['Снято с продажи или скрыто', formatNumber(report.removed)],
      ['Без изменений', formatNumber(report.unchanged)],
      ['Строк в файле', formatNumber(report.rows)],
    ],
    { right: [1] },
  );
}

function changesTable(report: LotsImportReport, limit: number): string[] {
  const shown = report.changes.slice(0, limit);
  const table = textTable(
    [
      ['Строка', 'ID', 'Проект', 'Корпус', 'Номер', 'Действие', 'Поля'],
      ...shown.map((change) => [
        change.row === null ? '—' : String(change.row),
        change.id === null ? 'новый' : String(change.id),
        shorten(change.project, 32),
        shorten(change.building, 16),
        shorten(change.number, 12),
        actionLabel(change, report),
        change.action === 'changed' ? change.fields.map(fieldTitle).join(', ') : '',
      ]),
    ],
    { right: [0, 1] },
  );
  return [table, more(shown.length, report.changes_total)].filter((line): line is string => line !== null);
}

function errorsTable(errors: readonly ImportError[], total: number, limit: number): string[] {
  const shown = errors.slice(0, limit);
  const table = textTable(
    [
      ['Строка', 'Столбец', 'Ошибка'],
      ...shown.map((error) => [String(error.row), columnTitle(error.column), error.message]),
    ],
    { right: [0] },
  );
  return [table, more(shown.length, total)].filter((line): line is string => line !== null);
}

/** Every line of the printed report. `limit` caps each list (Infinity: all the server listed). */
export function reportLines(report: LotsImportReport, limit = LISTED_ROWS): string[] {
  const mode =
    report.mode === 'full'
      ? `полная загрузка: лоты, которых нет в файле, ${report.absent === 'hidden' ? 'скрываются с сайта' : 'снимаются с продажи'}`
      : 'частичная загрузка: лоты, которых нет в файле, не меняются';
  const lines = [report.message, `Режим — ${mode}.`, ''];
  if (report.errors_total > 0) {
    lines.push(
      `Ошибки в файле (${formatNumber(report.errors_total)}):`,
      ...errorsTable(report.errors, report.errors_total, limit),
      '',
    );
    lines.push('Исправьте ошибки и загрузите файл снова.');
    return lines;
  }
  lines.push(countsTable(report));
  if (report.changes_total > 0)
    lines.push('', `Изменения (${formatNumber(report.changes_total)}):`, ...changesTable(report, limit));
  lines.push('');
  const changes = report.added + report.changed + report.removed;
  if (report.dry_run)
    lines.push('Пробный прогон: ничего не записано. Чтобы записать, повторите команду без --dry-run.');
  else lines.push(changes > 0 ? 'Изменения записаны.' : 'Менять нечего: на сайте уже то, что в файле.');
  return lines;
}
