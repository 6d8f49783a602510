/**
 * The lots export (issue 32): every lot on the site, whatever its status, in
 * id order, straight from the database (the in-memory catalogue computes
 * some values, e.g. the mortgage offer, and may be a second behind), read in
 * batches and written out as they come, so 200 000 lots stream in bounded
 * memory. Lots a full import hid are left out: they are off the site, and a
 * line for one in a file brought back would show it again.
 */
import { PassThrough, Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { LotLine } from './columns.ts';
import { csvHead, csvLotLine } from './csv.ts';
import { readPlaces, readStoredLots, storedLine } from './stored-lots.ts';
import { xlsxLotsWriter } from './xlsx.ts';

const EXPORT_BATCH = 5000;

/** The lines of the export, a batch at a time. */
export async function* exportBatches(db: Db, batch = EXPORT_BATCH): AsyncGenerator<LotLine[]> {
  const places = await readPlaces(db);
  for (let afterId = 0; ;) {
    const lots = await readStoredLots(db, { afterId, limit: batch, visibleOnly: true });
    if (lots.length === 0) return;
    afterId = lots[lots.length - 1]!.id;
    yield lots.map((lot) => storedLine(lot, places));
  }
}

export function csvExport(db: Db): Readable {
  return Readable.from(
    (async function* () {
      yield csvHead();
      for await (const lines of exportBatches(db)) yield lines.map(csvLotLine).join('');
    })(),
    { objectMode: false },
  );
}

export function xlsxExport(db: Db): Readable {
  const output = new PassThrough();
  const writer = xlsxLotsWriter(output);
  (async () => {
    for await (const lines of exportBatches(db)) {
      // The client went away: stop reading the database for nobody.
      if (output.destroyed) return;
      for (const line of lines) writer.add(line);
      await writer.drained();
    }
    await writer.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** `lots-2026-11-27.csv`: the Moscow date, as the sales department's calendar says. */
export function exportFileName(extension: 'csv' | 'xlsx', day: string): string {
  return `lots-${day}.${extension}`;
}
