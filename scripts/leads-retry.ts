/**
 * `npm run leads:retry [-- --id 12 --id 15]`: failed leads back to the
 * delivery queue with a fresh attempt budget; the running worker (or the next
 * start) delivers them.
 */
import { retryFailedLeads } from '../server/services/leads/list.ts';
import { openLeadsDatabase } from './leads-db.ts';

const args = process.argv.slice(2);
const ids = args.flatMap((arg, index) => (arg === '--id' ? [Number(args[index + 1])] : []));
if (ids.some((id) => !Number.isInteger(id) || id < 1)) {
  console.error('--id: номер заявки (целое число)');
  process.exit(2);
}

const database = await openLeadsDatabase();
try {
  const requeued = await retryFailedLeads(database.db, { ids: ids.length > 0 ? ids : undefined });
  console.log(
    requeued.length === 0
      ? 'Недоставленных заявок нет.'
      : `Снова в очереди на доставку: ${requeued.length} (№ ${requeued.join(', ')}).`,
  );
} finally {
  await database.close();
}
