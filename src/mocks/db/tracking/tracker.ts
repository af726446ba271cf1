/**
 * Change tracking (the tracker: Proxies, ownership, what is pending) of the live database, so the standalone server can journal exactly what a
 * request changed (a few rows) instead of rewriting the whole snapshot.
 *
 * `track(db)` wraps the database in place: every table array, every row and every object or
 * array inside a row becomes a Proxy with write traps only (reads go straight to the target).
 * A write through any of them is noted: a row changed in place, a table whose rows were added,
 * removed or reordered (push, splice, `db.t = db.t.filter(...)`), or a root value (counters).
 * `takeChanges()` turns what was noted since the last take into a batch of JSON-ready changes,
 * and `applyChanges(raw, batch)` replays a batch on a plain (untracked) database.
 *
 * Rules that keep it exact:
 * - an object stored in the database belongs to one row; storing it in a second row stores a
 *   copy (the JSON snapshot never shared objects anyway);
 * - rows are serialised when the changes are taken, so a row that changed several times in a
 *   batch is written once, as it ended;
 * - handlers never need to say what they changed; `structuredClone` cannot copy a Proxy, so the
 *   mock copies rows with `jsonCopy`.
 *
 * @example
 *   const db = track(createSeededDb());
 *   db.aunts[0].auntName = '王芳';
 *   const batch = takeChanges(db);   // { tables: [{ table: 'aunts', rows: [[0, {...}]] }] }
 */
type Owner = object | `root:${string}`;

interface Meta {
  proxy: object;
  /** The row proxy (or root key) the object belongs to; a row belongs to itself. */
  owner: Owner;
}

/** What the database was at a savepoint, captured on the first write to each piece after it. */
export interface Savepoint {
  rows: Map<object, string>;
  tables: Map<string, { table: unknown; rows: unknown[] }>;
  root: Map<string, string>;
}

export interface Tracker {
  /** The root object behind the root Proxy. */
  root: Record<string, unknown>;
  /** Table array proxy -> table name; row proxy -> table name. */
  tableOf: WeakMap<object, string>;
  /** Target of a row or of an object inside it -> its proxy and owner. */
  meta: WeakMap<object, Meta>;
  targetOf: WeakMap<object, object>;
  /** The one handler of every row and nested object. */
  handler: ProxyHandler<object>;
  /** Pending: the rows of each structurally changed table as they were at the last take. */
  before: Map<string, unknown[]>;
  /** Pending: rows changed in place. */
  dirtyRows: Set<object>;
  /** Pending: root keys changed. */
  rootChanged: Set<string>;
  /** Anything changed since track() (tests skip a reseed when nothing did). */
  touched: boolean;
  /** Writes seen so far: a request whose count did not move changed nothing. */
  writes: number;
  savepoint: Savepoint | null;
}

const trackers = new WeakMap<object, Tracker>();

export function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** A deep copy of JSON data, Proxies included (structuredClone refuses them). */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function touch(tracker: Tracker): void {
  tracker.touched = true;
  tracker.writes += 1;
}

function markOwner(tracker: Tracker, owner: Owner | undefined): void {
  touch(tracker);
  if (owner === undefined) return;
  if (typeof owner === 'string') tracker.rootChanged.add(owner.slice('root:'.length));
  else tracker.dirtyRows.add(owner);
}

/** Before a write inside a row (or a root value): keep what it was, once per savepoint. */
function keepForRollback(tracker: Tracker, owner: Owner | undefined): void {
  const savepoint = tracker.savepoint;
  if (!savepoint || owner === undefined) return;
  if (typeof owner === 'string') {
    const key = owner.slice('root:'.length);
    if (!savepoint.root.has(key)) savepoint.root.set(key, JSON.stringify(tracker.root[key]) ?? 'null');
  } else if (!savepoint.rows.has(owner)) {
    savepoint.rows.set(owner, JSON.stringify(owner));
  }
}

/** Before a table's rows change (or the table is replaced): keep the table and its rows, once per savepoint. */
function keepTableForRollback(tracker: Tracker, table: string, rows: readonly unknown[]): void {
  const savepoint = tracker.savepoint;
  if (savepoint && !savepoint.tables.has(table)) savepoint.tables.set(table, { table: tracker.root[table], rows: rows.slice() });
}

/** Makes `value` (and everything inside it) tracked as belonging to `owner`; returns what to store. */
export function adopt(tracker: Tracker, value: unknown, owner: Owner | null): unknown {
  if (!isObject(value)) return value;
  const target = tracker.targetOf.get(value) ?? value;
  const existing = tracker.meta.get(target);
  if (existing) {
    // Already in the database: keep it when it stays with its owner, otherwise store a copy.
    if (owner === null || existing.owner === owner) return existing.proxy;
    return adopt(tracker, jsonCopy(existing.proxy), owner);
  }
  // A new row is its own owner; anything else belongs to the row (or root key) it is put in.
  const proxy: object = new Proxy(target, tracker.handler);
  const self = owner ?? proxy;
  tracker.meta.set(target, { proxy, owner: self });
  tracker.targetOf.set(proxy, target);
  const record = target as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = adopt(tracker, record[key], self);
  return proxy;
}

function nestedHandler(tracker: Tracker): ProxyHandler<object> {
  const ownerOf = (target: object) => tracker.meta.get(target)?.owner;
  return {
    set(target, key, value) {
      const owner = ownerOf(target);
      keepForRollback(tracker, owner);
      (target as Record<PropertyKey, unknown>)[key] = adopt(tracker, value, owner ?? null);
      markOwner(tracker, owner);
      return true;
    },
    deleteProperty(target, key) {
      const owner = ownerOf(target);
      keepForRollback(tracker, owner);
      delete (target as Record<PropertyKey, unknown>)[key];
      markOwner(tracker, owner);
      return true;
    },
    defineProperty(target, key, descriptor) {
      const owner = ownerOf(target);
      keepForRollback(tracker, owner);
      markOwner(tracker, owner);
      return Reflect.defineProperty(target, key, descriptor);
    },
  };
}

function noteStructural(tracker: Tracker, table: string, rows: readonly unknown[]): void {
  touch(tracker);
  keepTableForRollback(tracker, table, rows);
  if (!tracker.before.has(table)) tracker.before.set(table, rows.slice());
}

/** A table array: any index or length write is a structural change; objects put in become rows. */
function wrapTable(tracker: Tracker, table: string, rows: unknown[]): unknown[] {
  const target = (tracker.targetOf.get(rows) as unknown[] | undefined) ?? rows;
  for (let index = 0; index < target.length; index += 1) target[index] = adoptRow(tracker, table, target[index]);
  const proxy = new Proxy(target, {
    set(array, key, value) {
      noteStructural(tracker, table, array);
      (array as unknown as Record<PropertyKey, unknown>)[key] = key === 'length' ? value : adoptRow(tracker, table, value);
      return true;
    },
    deleteProperty(array, key) {
      noteStructural(tracker, table, array);
      delete (array as unknown as Record<PropertyKey, unknown>)[key];
      return true;
    },
    defineProperty(array, key, descriptor) {
      noteStructural(tracker, table, array);
      return Reflect.defineProperty(array, key, descriptor);
    },
  });
  tracker.targetOf.set(proxy, target);
  tracker.tableOf.set(proxy, table);
  return proxy;
}

function adoptRow(tracker: Tracker, table: string, value: unknown): unknown {
  if (!isObject(value)) return value;
  const target = tracker.targetOf.get(value) ?? value;
  // A row moved between tables stays one row; an object that belongs inside another row is copied.
  const meta = tracker.meta.get(target);
  const row = !meta || meta.owner === meta.proxy ? adopt(tracker, value, null) : adopt(tracker, jsonCopy(value), null);
  tracker.tableOf.set(row as object, table);
  return row;
}

/**
 * Wraps a plain database object in place and returns the tracked root. Every array-valued root
 * key is a table; every other root value (counters, version) is tracked as a whole.
 */
export function track<T extends object>(db: T): T {
  const record = db as Record<string, unknown>;
  const tracker: Tracker = {
    root: record,
    tableOf: new WeakMap(),
    meta: new WeakMap(),
    targetOf: new WeakMap(),
    handler: {},
    before: new Map(),
    dirtyRows: new Set(),
    rootChanged: new Set(),
    touched: false,
    writes: 0,
    savepoint: null,
  };
  tracker.handler = nestedHandler(tracker);
  for (const key of Object.keys(record)) {
    const value = record[key];
    record[key] = Array.isArray(value) ? wrapTable(tracker, key, value) : adopt(tracker, value, `root:${key}`);
  }
  const root = new Proxy(record, {
    set(target, key, value) {
      if (typeof key !== 'string') return Reflect.set(target, key, value);
      const current = target[key];
      if (Array.isArray(value)) {
        // `db.t = db.t.filter(...)`: the table's rows as they were, then the new array as the table.
        const before = Array.isArray(current) ? ((tracker.targetOf.get(current) as unknown[] | undefined) ?? current) : [];
        noteStructural(tracker, key, before);
        target[key] = wrapTable(tracker, key, value);
      } else {
        keepForRollback(tracker, `root:${key}`);
        touch(tracker);
        tracker.rootChanged.add(key);
        target[key] = adopt(tracker, value, `root:${key}`);
      }
      return true;
    },
    deleteProperty(target, key) {
      if (typeof key === 'string') {
        keepForRollback(tracker, `root:${key}`);
        touch(tracker);
        tracker.rootChanged.add(key);
      }
      return Reflect.deleteProperty(target, key);
    },
  });
  trackers.set(root, tracker);
  return root as T;
}

export function trackerOf(db: object): Tracker {
  const tracker = trackers.get(db);
  if (!tracker) throw new Error('this database is not tracked (track() it first)');
  return tracker;
}

/** True when anything was written since track(). */
export function wasTouched(db: object): boolean {
  return trackerOf(db).touched;
}

/** How many writes the database has seen (compare two readings to know whether anything was written in between). */
export function writeCount(db: object): number {
  return trackerOf(db).writes;
}

export function hasPendingChanges(db: object): boolean {
  const tracker = trackerOf(db);
  return tracker.before.size > 0 || tracker.dirtyRows.size > 0 || tracker.rootChanged.size > 0;
}

/**
 * The database with its tables and rows as their plain targets (objects inside rows stay
 * tracked): JSON.stringify of this is several times faster than of the tracked root. Read only.
 */
export function rawView(db: object): Record<string, unknown> {
  const tracker = trackers.get(db);
  if (!tracker) return db as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(db)) {
    if (!Array.isArray(value)) {
      view[key] = value;
      continue;
    }
    const rows = (tracker.targetOf.get(value) as unknown[] | undefined) ?? value;
    view[key] = rows.map((row) => (isObject(row) ? (tracker.targetOf.get(row) ?? row) : row));
  }
  return view;
}
