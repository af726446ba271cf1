/** The data upgrade that brings the catalogues (issue 16): attribute values and templates seeded as a fresh seed has them, every aunt an (empty) set of attributes. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb, type MockDb } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

/** The data version before the catalogues' step (later steps run too, as for a real file). */
const BEFORE = 14;

/** A fresh seed made to look like a file the version before wrote: no catalogue tables, aunts without attributes. */
function previousVersion(): Raw {
  const db = JSON.parse(snapshot(seededDb())) as Raw & MockDb;
  for (const aunt of db.aunts as unknown as Record<string, unknown>[]) delete aunt.attributes;
  return asVersion(db, BEFORE);
}

describe(`data upgrade ${BEFORE} -> ${BEFORE + 1} (catalogues)`, () => {
  it('adds the attribute values and templates a fresh seed has, and gives every aunt empty attributes', () => {
    const db = previousVersion();
    const { logged } = upgrade(db);
    const upgraded = toDb(db).db;
    const fresh = seededDb();
    expect(upgraded.attributeValues).toEqual(fresh.attributeValues);
    expect(upgraded.templates).toEqual(fresh.templates);
    expect(upgraded.attributeValues.length).toBeGreaterThan(0);
    expect(upgraded.counters.templates).toBe(fresh.counters.templates);
    // Nothing is made up about real people: they start with none.
    expect(upgraded.aunts.every((aunt) => Object.keys(aunt.attributes).length === 0)).toBe(true);
    expect(logged).toContain(`gave ${upgraded.aunts.length} aunt(s) an empty set of preferences`);
    expect(logged.some((line) => line.startsWith('started the catalogues'))).toBe(true);
  });

  it('keeps a file that already has the tables as it is', () => {
    const fresh = JSON.parse(snapshot(seededDb())) as Raw;
    const db = asVersion(JSON.parse(snapshot(seededDb())) as Raw, BEFORE);
    db.attributeValues = (fresh as Raw).attributeValues;
    db.templates = (fresh as Raw).templates;
    db.counters.attributeValues = fresh.counters.attributeValues!;
    db.counters.templates = fresh.counters.templates!;
    upgrade(db);
    expect(snapshot(toDb(db).db)).toBe(snapshot(toDb(fresh).db));
  });
});
