/** Shared by the data upgrade tests: runs the migrations of a parsed data file up to DB_VERSION, keeping what they logged and the bytes they stored. */
import { COMPANY_APP_TABLE_NAMES, CONSENT_TABLE_NAMES, DB_VERSION, NOTICE_TABLE_NAMES, PERSONAL_TABLE_NAMES, PRIVACY_TABLE_NAMES } from '@/mocks/db';
import { migrate, type MigrationContext } from '@/mocks/persist/migrate';

export function upgrade(db: Record<string, unknown>): { logged: string[]; blobs: Map<string, Uint8Array> } {
  const logged: string[] = [];
  const blobs = new Map<string, Uint8Array>();
  const context: MigrationContext = { putBlob: (key, bytes) => blobs.set(key, bytes), randomKey: () => '0'.repeat(32), log: (message) => logged.push(message) };
  migrate(db, DB_VERSION, context);
  return { logged, blobs };
}

/** The tables each data version brought: a file of version N holds none of those of later versions. */
const TABLES_BROUGHT_BY: Readonly<Record<number, readonly string[]>> = {
  11: ['jobMsgThreads', 'jobMsgs'],
  12: ['chatMessages', 'chatSessions'],
  13: ['fundAccounts', 'fundLedger', 'feeRecords', 'financeDict', 'insProducts', 'insOrders', 'achievementTargets'],
  14: ['userTasks'],
  15: ['attributeValues', 'templates'],
  16: ['customForms', 'customTabs', 'customTables', 'columnDisplays'],
  17: COMPANY_APP_TABLE_NAMES,
  19: PERSONAL_TABLE_NAMES,
  20: CONSENT_TABLE_NAMES,
  21: PRIVACY_TABLE_NAMES,
  23: NOTICE_TABLE_NAMES,
};

/** Takes the tables (and their counters) of every version after `version` out of a parsed data file, and marks it `version`. */
export function asVersion<T extends Record<string, unknown> & { counters: Record<string, number> }>(db: T, version: number): T {
  for (let later = version + 1; later <= DB_VERSION; later += 1) {
    for (const table of TABLES_BROUGHT_BY[later] ?? []) {
      delete db[table];
      delete db.counters[table];
    }
  }
  (db as Record<string, unknown>).version = version;
  return db;
}
