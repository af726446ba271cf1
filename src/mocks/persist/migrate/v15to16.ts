/** The data upgrade 15 -> 16: the company's custom settings (one step of migrate/index.ts). */
import { seedCustom } from '../../db/seedCustom';
import { emptyCustomTables, type MockDb } from '../../db/schema';
import { SEED_NOW } from '../../db/seedTime';
import { rows, type MigrationContext, type Raw } from './shared';

/** `row` with `key` set to `value` right after `after` (where a fresh row has it), as a new object. */
function withKeyAfter(row: Raw, after: string, key: string, value: unknown): Raw {
  const out: Raw = {};
  for (const [name, item] of Object.entries(row)) {
    if (name === key) continue;
    out[name] = item;
    if (name === after) out[key] = value;
  }
  if (!(key in out)) out[key] = value;
  return out;
}

/**
 * Making the product the agency's own (issue 16, part B): the custom form fields, list tabs with
 * their rules, company column layouts and staff layouts arrive as a fresh seed has them
 * (db/seedCustom.ts), and aunts get their certificate expiries (a day for most 健康证) beside their
 * certificates; the seed's custom values on some aunts, employers and orders come with them.
 * Nothing else changes. A file that already holds the tables keeps them.
 */
export function customSettings(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.customForms)) return;
  Object.assign(db, emptyCustomTables());
  const aunts = rows(db, 'aunts');
  aunts.forEach((aunt, index) => {
    if (!Array.isArray(aunt.certificateExpiries)) aunts[index] = withKeyAfter(aunt, 'certificates', 'certificateExpiries', []);
  });
  db.aunts = aunts;
  seedCustom(db as unknown as MockDb, SEED_NOW);
  const expiring = rows(db, 'aunts').filter((aunt) => Array.isArray(aunt.certificateExpiries) && aunt.certificateExpiries.length > 0).length;
  context.log(
    `started the custom settings: ${rows(db, 'customForms').length} form(s) with custom fields, ${rows(db, 'customTabs').length} list(s) with custom tabs; ${expiring} aunt(s) have a certificate expiry`,
  );
}
