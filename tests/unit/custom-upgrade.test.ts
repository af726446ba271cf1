/**
 * The data upgrade that brings the custom settings (issue 16, part B; the step 15 -> 16,
 * `customSettings` in persist/migrate/): the four tables arrive as a fresh
 * seed has them, aunts get their certificate expiries beside their certificates, and values people
 * entered themselves are kept.
 */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb, type MockDb } from '@/mocks/db';
import { customSettings, type MigrationContext } from '@/mocks/persist/migrate';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

/** The data version before the custom settings' step (later steps run too, as for a real file). */
const BEFORE = 15;

/** A fresh seed made to look like a file of the version before: no custom tables, no expiries, no seeded custom values. */
function before(): Raw {
  const raw = JSON.parse(snapshot(seededDb())) as Raw & MockDb;
  for (const aunt of raw.aunts as unknown as Record<string, unknown>[]) {
    delete aunt.certificateExpiries;
    aunt.customFields = {};
  }
  for (const row of [...raw.employers, ...raw.orders]) row.customFields = {};
  return asVersion(raw, BEFORE);
}

function run(db: Raw): string[] {
  const logged: string[] = [];
  const context: MigrationContext = { putBlob: () => undefined, randomKey: () => '0'.repeat(32), log: (message) => logged.push(message) };
  customSettings(db, context);
  return logged;
}

describe('data upgrade: custom settings', () => {
  it('gives an older file exactly what a fresh seed has', () => {
    const db = before();
    const { logged } = upgrade(db);
    expect(snapshot(toDb(db).db)).toBe(snapshot(seededDb()));
    expect(logged[0]).toMatch(
      /^started the custom settings: 4 form\(s\) with custom fields, 3 list\(s\) with custom tabs; \d+ aunt\(s\) have a certificate expiry$/,
    );
  });

  it('keeps custom values a record already had, and leaves a file that has the tables alone', () => {
    const db = before();
    const aunt = (db.aunts as Record<string, unknown>[]).find((row) => row.companyId === 1)!;
    aunt.customFields = { note: '自己填的' };
    upgrade(db);
    const upgraded = toDb(db).db;
    expect(upgraded.aunts.find((row) => row.auntId === aunt.auntId)?.customFields).toEqual({ note: '自己填的' });

    const current = JSON.parse(snapshot(seededDb())) as Raw;
    current.customForms = [];
    run(current);
    expect(current.customForms).toEqual([]);
  });
});
