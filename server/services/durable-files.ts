/**
 * fsync for a path: what a write needs before the server may say it is kept
 * (an uploaded file, the embedded database's WAL). A folder is synced after a
 * file is created or renamed in it, or the new name may vanish in a power cut.
 */
import { open } from 'node:fs/promises';

export async function syncPath(target: string, kind: 'file' | 'folder' = 'file'): Promise<void> {
  const handle = await open(target, kind === 'folder' ? 'r' : 'r+');
  try {
    await (kind === 'folder' ? handle.sync() : handle.datasync());
  } finally {
    await handle.close();
  }
}
