/**
 * The change tracker behind the mock server's journal: whatever a handler does to the tracked
 * database, replaying the taken changes on a plain copy of the previous state gives the same
 * state. Checked case by case and with a long run of random writes of every kind.
 */
import { describe, expect, it } from 'vitest';
import { applyChanges, jsonCopy, rollback, savepoint, takeChanges, track, wasTouched, type ChangeBatch } from '@/mocks/db/tracking';
import { mulberry32 } from '@/mocks/db/random';

interface Row {
  id: number;
  name: string;
  tags: string[];
  extra: { note: string; list: number[] } | null;
}

interface TestDb {
  version: number;
  counters: { rows: number };
  rows: Row[];
  logs: Array<{ id: number; text: string }>;
}

function makeDb(): TestDb {
  return {
    version: 1,
    counters: { rows: 3 },
    rows: [1, 2, 3].map((id) => ({ id, name: `row ${id}`, tags: ['a'], extra: id === 2 ? { note: 'n', list: [1] } : null })),
    logs: [{ id: 1, text: 'first' }],
  };
}

/** Runs `change` on a tracked copy of `start`; returns the batch and checks replay equals the live state. */
function replayed(start: TestDb, change: (db: TestDb) => void): ChangeBatch | null {
  const live = track(jsonCopy(start));
  change(live);
  const batch = takeChanges(live);
  const replica = jsonCopy(start) as unknown as Record<string, unknown>;
  if (batch) applyChanges(replica, jsonCopy(batch));
  expect(replica).toEqual(jsonCopy(live));
  return batch;
}

describe('the change tracker', () => {
  it('records a row changed in place as that row alone', () => {
    const batch = replayed(makeDb(), (db) => {
      db.rows[1]!.name = 'renamed';
    });
    expect(batch).toEqual({ tables: [{ table: 'rows', rows: [[1, { id: 2, name: 'renamed', tags: ['a'], extra: { note: 'n', list: [1] } }]] }] });
  });

  it('sees writes deep inside a row: nested objects, arrays, array methods, deletes', () => {
    const batch = replayed(makeDb(), (db) => {
      db.rows[1]!.extra!.list.push(2);
      db.rows[0]!.tags.splice(0, 1, 'b', 'c');
      delete (db.rows[2] as Partial<Row>).extra;
    });
    expect(batch?.tables[0]?.rows?.map(([index]) => index)).toEqual([0, 1, 2]);
  });

  it('records appends, removals by filter and by splice as structural changes, not the whole table', () => {
    const batch = replayed(makeDb(), (db) => {
      db.rows.push({ id: 4, name: 'new', tags: [], extra: null });
      db.rows = db.rows.filter((row) => row.id !== 2);
      db.logs.splice(0, 1);
    });
    expect(batch?.tables).toEqual([
      { table: 'rows', removed: [1], appended: [{ id: 4, name: 'new', tags: [], extra: null }] },
      { table: 'logs', removed: [0] },
    ]);
  });

  it('writes a row added and then changed in the same batch once, as it ended', () => {
    const batch = replayed(makeDb(), (db) => {
      const row: Row = { id: 4, name: 'draft', tags: [], extra: null };
      db.rows.push(row);
      db.rows[3]!.name = 'final';
      row.tags.push('raw reference');
    });
    expect(batch?.tables).toEqual([{ table: 'rows', appended: [{ id: 4, name: 'final', tags: ['raw reference'], extra: null }] }]);
  });

  it('falls back to the whole table when rows are reordered', () => {
    const batch = replayed(makeDb(), (db) => {
      db.rows.sort((a, b) => b.id - a.id);
    });
    expect(batch?.tables[0]?.replace?.map((row) => (row as Row).id)).toEqual([3, 2, 1]);
  });

  it('records root values (id counters) and copies an object stored in a second row', () => {
    let second: Row | undefined;
    const batch = replayed(makeDb(), (db) => {
      db.counters.rows += 1;
      db.rows[0]!.extra = db.rows[1]!.extra;
      db.rows[0]!.extra!.note = 'only the first';
      second = jsonCopy(db.rows[1]);
    });
    expect(batch?.root).toEqual({ counters: { rows: 4 } });
    expect(batch?.tables[0]?.rows?.map(([index, row]) => [index, (row as Row).extra?.note])).toEqual([[0, 'only the first']]);
    expect(second?.extra?.note).toBe('n');
  });

  it('has nothing to take when nothing was written, and says whether anything ever was', () => {
    const db = track(makeDb());
    expect(db.rows.filter((row) => row.id > 1).map((row) => row.name)).toEqual(['row 2', 'row 3']);
    expect(takeChanges(db)).toBeNull();
    expect(wasTouched(db)).toBe(false);
    db.logs[0]!.text = 'x';
    expect(wasTouched(db)).toBe(true);
    expect(takeChanges(db)).not.toBeNull();
    expect(takeChanges(db)).toBeNull();
  });

  it('rolls back to a savepoint in place, over and over, whatever was written', () => {
    const random = mulberry32(11);
    const pick = (n: number) => Math.floor(random() * n);
    const start = makeDb();
    const db = track(jsonCopy(start));
    savepoint(db);
    const firstRow = db.rows[0];
    for (let round = 0; round < 100; round += 1) {
      for (let step = 0; step < 1 + pick(6); step += 1) randomWrite(db, pick);
      rollback(db);
      expect(jsonCopy(db)).toEqual(start);
      expect(wasTouched(db)).toBe(false);
    }
    expect(db.rows[0]).toBe(firstRow);
    // Still tracked after the rollbacks: a write is seen and replays.
    db.rows[0]!.name = 'after';
    const replica = jsonCopy(start) as unknown as Record<string, unknown>;
    applyChanges(replica, takeChanges(db)!);
    expect(replica).toEqual(jsonCopy(db));
  });

  it('replays a long run of random writes of every kind exactly', () => {
    const random = mulberry32(7);
    const pick = (n: number) => Math.floor(random() * n);
    let state = makeDb();
    let nextId = 10;
    const operations: Array<(db: TestDb) => void> = [
      (db) => db.rows.push({ id: nextId++, name: 'p', tags: ['x'], extra: null }),
      (db) => db.rows.length > 0 && (db.rows[pick(db.rows.length)]!.name = `n${pick(100)}`),
      (db) => db.rows.length > 0 && db.rows[pick(db.rows.length)]!.tags.push(`t${pick(9)}`),
      (db) => db.rows.length > 0 && db.rows.splice(pick(db.rows.length), 1),
      (db) => (db.rows = db.rows.filter(() => random() > 0.2)),
      (db) => db.rows.length > 1 && db.rows.splice(1, 0, { id: nextId++, name: 'mid', tags: [], extra: null }),
      (db) => db.rows.length > 0 && (db.rows[pick(db.rows.length)]!.extra = { note: 'e', list: [pick(5)] }),
      (db) => {
        const row = db.rows.find((candidate) => candidate.extra);
        if (row) row.extra!.list.unshift(pick(5));
      },
      (db) => db.rows.reverse(),
      (db) => db.logs.push({ id: nextId++, text: 'log' }),
      (db) => db.logs.length > 0 && db.logs.shift(),
      (db) => (db.counters.rows = nextId),
      (db) => {
        // A row moved to the end: removed and appended in one batch.
        const [moved] = db.rows.splice(0, 1);
        if (moved) db.rows.push(moved);
      },
    ];
    for (let round = 0; round < 300; round += 1) {
      const steps = 1 + pick(5);
      replayed(state, (db) => {
        for (let step = 0; step < steps; step += 1) operations[pick(operations.length)]!(db);
        state = jsonCopy(db);
      });
    }
    expect(state.rows.length + state.logs.length).toBeGreaterThan(0);
  });
});

let nextRandomId = 100;

/** One random write of any kind the handlers use. */
function randomWrite(db: TestDb, pick: (n: number) => number): void {
  const writes: Array<() => unknown> = [
    () => db.rows.push({ id: nextRandomId++, name: 'p', tags: ['x'], extra: null }),
    () => db.rows.length > 0 && (db.rows[pick(db.rows.length)]!.name = `n${pick(100)}`),
    () => db.rows.length > 0 && db.rows[pick(db.rows.length)]!.tags.push(`t${pick(9)}`),
    () => db.rows.length > 0 && db.rows.splice(pick(db.rows.length), 1),
    () => (db.rows = db.rows.filter(() => pick(5) > 0)),
    () => db.rows.length > 0 && (db.rows[pick(db.rows.length)]!.extra = { note: 'e', list: [pick(5)] }),
    () => db.rows.find((row) => row.extra)?.extra!.list.unshift(pick(5)),
    () => db.rows.reverse(),
    () => db.logs.push({ id: nextRandomId++, text: 'log' }),
    () => db.logs.shift(),
    () => (db.counters.rows = nextRandomId),
    () => (db.counters = { rows: pick(50) }),
    () => db.rows.length > 0 && delete (db.rows[0] as Partial<Row>).extra,
    () => {
      const [moved] = db.rows.splice(0, 1);
      if (moved) db.logs.push(moved as unknown as { id: number; text: string });
    },
  ];
  writes[pick(writes.length)]!();
}
