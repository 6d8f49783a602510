/** The table `bench:memory` prints per size. */
import type { MemoryReading } from './memory-usage.ts';

export interface Row extends MemoryReading {
  phase: string;
  /** How long the phase took. */
  ms?: number;
  lots?: number;
  requests?: number;
  /** `copy`: the heap one more catalogue copy takes. */
  copyHeap?: number;
  failures?: string[];
}

const PHASES: Record<string, string> = {
  app: 'приложение собрано, каталог не прочитан',
  start: 'каталог загружен (старт сервера)',
  warm: 'после обхода: списки, фасеты, лоты, страницы',
  copy: 'ещё одна копия каталога рядом с живой',
  reload: 'цена записана, каталог перечитан',
  rewarm: 'тот же обход по новой копии',
};

export function printMemoryTable(lots: number, dataDir: string, rows: Row[]): void {
  const loaded = rows.find((row) => row.lots)?.lots ?? lots;
  console.log(`\n${loaded.toLocaleString('ru-RU')} лотов (SEED_LOTS=${lots}, ${dataDir}), МБ:`);
  console.table(
    rows.map((row) => ({
      этап: row.phase,
      RSS: row.rss,
      'пик RSS': row.peak,
      'heap used': row.heapUsed,
      'heap total': row.heapTotal,
      external: row.external,
      arrayBuffers: row.arrayBuffers,
      'WASM (резид./размер)': row.wasm ? `${row.wasmResident} / ${row.wasm}` : '—',
      мс: row.ms ?? '',
    })),
  );
  for (const row of rows)
    console.log(`  ${row.phase}: ${PHASES[row.phase] ?? ''}${row.requests ? ` — ${row.requests} запросов` : ''}`);
  const copy = rows.find((row) => row.copyHeap !== undefined);
  if (copy) console.log(`  одна копия каталога (loadSnapshot): +${copy.copyHeap} МБ heap, ${copy.ms} мс`);
  const failures = rows.flatMap((row) => row.failures ?? []);
  if (failures.length > 0) console.log(`  не 200 (${failures.length}): ${failures.slice(0, 5).join(', ')}`);
}
