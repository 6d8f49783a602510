/**
 * Progress of a transfer on stderr (stdout may be the exported file itself).
 * In a terminal the line is redrawn in place at most ten times a second: a
 * bar and percent when the size is known (an upload), bytes and rate when it
 * is not (an export, streamed without a length). Anywhere else (a log, a
 * pipe, a test) nothing is drawn while it runs and one line is written at the
 * end, so the log is not filled with carriage returns.
 */
import { formatBytes } from '../../src/lib/format/bytes.ts';
import { formatNumber } from '../../src/lib/format/number.ts';

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

export interface Progress {
  /** Bytes done so far. */
  update(done: number): void;
  /** Writes the last state; `note` is said after it («сервер проверяет файл…»). */
  finish(note?: string): void;
  /** Ends a line left open by a failure, so the message after it starts on its own line. */
  abort(): void;
}

type Output = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean; columns?: number };

const seconds = (ms: number) => `${formatNumber(ms / 1000, { maxDecimals: 1 })}\u00a0с`;

export function progress(label: string, total: number | null, output: Output = process.stderr): Progress {
  const started = performance.now();
  let done = 0;
  let drawnAt = -Infinity;
  let open = false;

  const describe = (): string => {
    const elapsed = performance.now() - started;
    const rate = elapsed > 0 ? `${formatBytes((done / elapsed) * 1000)}/с` : '';
    if (total === null || total === 0) return `${label}: ${formatBytes(done)}${rate ? ` · ${rate}` : ''}`;
    const share = Math.min(1, done / total);
    const filled = Math.round(share * BAR_WIDTH);
    const bar = `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}]`;
    return `${label} ${bar} ${Math.floor(share * 100)}\u00a0% · ${formatBytes(done)} из ${formatBytes(total)}${rate ? ` · ${rate}` : ''}`;
  };
  const draw = (line: string) => {
    // Cut to the terminal's width: a wrapped line cannot be redrawn with \r.
    const width = (output.columns ?? 80) - 1;
    output.write(`\r${line.length > width ? line.slice(0, width) : line}\x1b[K`);
    open = true;
  };

  return {
    update(value) {
      done = value;
      if (!output.isTTY) return;
      const now = performance.now();
      if (now - drawnAt < REDRAW_MS) return;
      drawnAt = now;
      draw(describe());
    },
    finish(note) {
      const line = `${describe()} · ${seconds(performance.now() - started)}${note ? ` — ${note}` : ''}`;
      if (output.isTTY) draw(line);
      output.write(output.isTTY ? '\n' : `${line}\n`);
      open = false;
    },
    abort() {
      if (open) output.write('\n');
      open = false;
    },
  };
}

/**
 * A line that says the server is at work (an import of 200 000 rows takes
 * seconds after the upload), with the seconds waited in a terminal.
 * Returns the function that stops it.
 */
export function waiting(label: string, output: Output = process.stderr): () => void {
  if (!output.isTTY) return () => undefined;
  const started = performance.now();
  const draw = () => output.write(`\r${label} ${seconds(performance.now() - started)}\x1b[K`);
  draw();
  const timer = setInterval(draw, 500);
  return () => {
    clearInterval(timer);
    output.write('\r\x1b[K');
  };
}
