/** Shared by the data upgrade tests: runs the migrations of a parsed data file up to DB_VERSION, keeping what they logged and the bytes they stored. */
import { DB_VERSION } from '@/mocks/db';
import { migrate, type MigrationContext } from '@/mocks/persist/migrate';

export function upgrade(db: Record<string, unknown>): { logged: string[]; blobs: Map<string, Uint8Array> } {
  const logged: string[] = [];
  const blobs = new Map<string, Uint8Array>();
  const context: MigrationContext = { putBlob: (key, bytes) => blobs.set(key, bytes), randomKey: () => '0'.repeat(32), log: (message) => logged.push(message) };
  migrate(db, DB_VERSION, context);
  return { logged, blobs };
}
