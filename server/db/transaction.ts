/**
 * A transaction only where one is needed. A single statement is atomic on its
 * own, and BEGIN and COMMIT are two more round trips: on the embedded
 * database, which runs one statement at a time for the whole process, they
 * nearly halve the leads stored a second (decision 019).
 */
import type { Db } from './client.ts';

export function inTransactionIf<T>(db: Db, needed: boolean, work: (db: Db) => Promise<T>): Promise<T> {
  return needed ? db.transaction((tx) => work(tx as unknown as Db)) : work(db);
}
