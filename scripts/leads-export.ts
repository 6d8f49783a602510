/**
 * `npm run leads:export -- --out leads.csv [--failed | --pending]`: every lead
 * as CSV for Excel (BOM, `;`, Russian headers); without `--out` to stdout.
 */
import { writeFileSync } from 'node:fs';
import { leadsToCsv } from '../server/services/leads/csv.ts';
import { listLeads, type LeadFilter } from '../server/services/leads/list.ts';
import { argValue, openLeadsDatabase } from './leads-db.ts';

const args = process.argv.slice(2);
const filter: LeadFilter = args.includes('--failed') ? 'failed' : args.includes('--pending') ? 'pending' : 'all';
const out = argValue(args, '--out');

const database = await openLeadsDatabase();
try {
  const rows = await listLeads(database.db, { filter, limit: null });
  const csv = leadsToCsv(rows);
  if (out) {
    writeFileSync(out, csv);
    console.log(`Выгружено заявок: ${rows.length} → ${out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await database.close();
}
