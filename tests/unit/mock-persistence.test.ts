/**
 * The mock database's persistence: the deterministic seed, snapshot and schema check, the
 * journal (replay, a write cut short, damage), the durable store (commit, reopen, a damaged data
 * file moved aside and never overwritten, a failed save), the upgrades from data versions 7
 * and 8, and compaction. The same store behind a real server process is tested in mock-server.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_VERSION, getDb, installDb, MOCK_BACKEND_MARKER, nextId, parseSnapshot, resetDb, restore, seededDb, snapshot, type MockDb } from '@/mocks/db';
import { blobStore } from '@/mocks/db/blobs';
import { atomicWriteFileSync } from '@/mocks/persist/atomic';
import { compactFiles } from '@/mocks/persist/compactWorker';
import { dataPaths, readData } from '@/mocks/persist/dataFiles';
import { DataStore } from '@/mocks/persist/dataStore';
import { DataFileInUse } from '@/mocks/persist/lock';
import { withFreshMockDb } from '@/mocks/testing';
import * as auntApi from '@/api/aunt';
import * as employerApi from '@/api/employer';
import * as orderApi from '@/api/order';
import { postUnchecked } from '@/api/http';
import { userPaths, type LoginResponse } from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';

withFreshMockDb();

let dir: string;
let file: string;
let store: DataStore | null = null;
let logged: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-persist-'));
  file = path.join(dir, 'db.json');
  logged = [];
});
afterEach(async () => {
  await store?.close();
  store = null;
  rmSync(dir, { recursive: true, force: true });
  // A store's reset installs its seed as the one resetDb() rolls back to: leave a plain database
  // instead, so the next reset (this file's or the next file's) brings the demo seed back.
  installDb(smallSeed());
});

const log = (message: string) => logged.push(message);

/**
 * The stores here start from a few rows of every demo table: what the store does with the data
 * does not depend on its size, and the demo seed is 12 MB of JSON to write and read at each step.
 * The demo seed itself behind a real server is tested in mock-server.test.ts.
 */
const smallSeedJson = (() => {
  const db = seededDb() as unknown as Record<string, unknown>;
  for (const [table, rows] of Object.entries(db)) if (Array.isArray(rows) && table !== 'files') db[table] = rows.slice(0, 12);
  return JSON.stringify(db);
})();
const smallSeed = (): MockDb => JSON.parse(smallSeedJson) as MockDb;

async function openStore(options: Parameters<typeof DataStore.open>[1] = {}): Promise<DataStore> {
  await store?.close();
  store = await DataStore.open(file, { log, seed: smallSeed, ...options });
  return store;
}

/** Changes the live database as a request would, and commits it like the server after answering. */
async function write(change: () => void): Promise<void> {
  const since = store!.writeCount();
  change();
  await store!.commit(since);
}

/** What a fresh start would load from the files on disk right now. */
const onDisk = () => readData(dataPaths(file), null);

describe('the seed', () => {
  it('is deterministic: two resets give identical snapshots', () => {
    getDb().users[0]!.contact = 'changed';
    resetDb();
    const first = snapshot();
    getDb().users[0]!.contact = 'changed again';
    resetDb();
    expect(snapshot()).toBe(first);
    expect(first).toContain(MOCK_BACKEND_MARKER);
  });

  it('comes back exactly after real calls of several families (reset rolls back what was written)', async () => {
    const seed = snapshot(seededDb());
    expect(snapshot()).toBe(seed);
    const login = await postUnchecked<LoginResponse>(
      userPaths.loginClient,
      { mobile: ADMIN_ACCOUNT.mobile, password: ADMIN_ACCOUNT.password },
      { silent: true },
    );
    setToken(login.token);
    const aunt = await auntApi.addAunt({ auntName: '回滚阿姨', mobile: '13312349999', customFields: { cf1: '王建国' } }, { silent: true });
    await auntApi.setAuntDelete({ auntId: aunt.auntId }, { silent: true });
    await auntApi.setAuntRemark({ auntId: getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0)!.auntId, remarks: '改过' }, { silent: true });
    const employer = await employerApi.createEmployer({ employerName: '回滚客户', mobile: '13312348888' }, { silent: true });
    await orderApi.create(
      { employerId: employer.employerId, serviceType: getDb().serviceTypes[0]!.serviceTypeId, salaryMin: 5000, salaryMax: 6000 },
      { silent: true },
    );
    await postUnchecked(userPaths.setTheme, { primaryColor: '#1890FF' }, { silent: true });
    removeToken();
    expect(snapshot()).not.toBe(seed);
    resetDb();
    expect(snapshot()).toBe(seed);
  });

  it('has the three agencies, the platform, the demo accounts and some disabled users', () => {
    const db = getDb();
    expect(db.companies.map((row) => [row.companyId, row.companyName])).toEqual([
      [1, '上海安心家政服务有限公司'],
      [2, '杭州好帮手家政服务有限公司'],
      [3, '南京贴心家政服务有限公司'],
      [4, '家政云平台运营中心'],
    ]);
    expect(db.companies.map((row) => row.isPlatform)).toEqual([0, 0, 0, 1]);
    expect(db.users.filter((row) => row.companyId === 1 && row.isEnabled === 0).length).toBeGreaterThan(0);
    expect(db.users.find((row) => row.mobile === '13900000001')?.companyId).toBe(2);
  });
});

describe('snapshot and restore', () => {
  it('round-trips every change, id counters included', () => {
    const db = getDb();
    db.companies[0]!.companyName = '改过的名字';
    const removed = db.users.pop();
    const afterDelete = nextId('users');
    expect(afterDelete).toBeGreaterThan(removed?.userId ?? Infinity);
    const saved = snapshot();

    resetDb();
    expect(getDb().companies[0]?.companyName).toBe('上海安心家政服务有限公司');
    restore(saved);
    expect(snapshot()).toBe(saved);
    expect(getDb().companies[0]?.companyName).toBe('改过的名字');
    // Ids are never reused: the counter survived the restore.
    expect(nextId('users')).toBe(afterDelete + 1);
  });

  it('refuses what is not a mock database of this version and schema, naming what is wrong, and keeps the current state', () => {
    const before = snapshot();
    const parsed = JSON.parse(before) as Record<string, unknown[]>;
    const garbage = (change: (db: Record<string, unknown[]>) => void) => {
      const copy = JSON.parse(before) as Record<string, unknown[]>;
      change(copy);
      return JSON.stringify(copy);
    };
    expect(() => restore('')).toThrow(/empty/);
    expect(() => restore('{"hello":1}')).toThrow(/not a mock database/);
    expect(() => restore(before.replace(`"version":${DB_VERSION}`, '"version":0'))).toThrow(/version 0/);
    expect(() => restore('not json')).toThrow(/not valid JSON/);
    expect(() => restore(garbage((db) => db.aunts!.push(1)))).toThrow(`aunts[${parsed.aunts!.length}]: expected object, found number`);
    expect(() => restore(garbage((db) => ((db.aunts![3] as Record<string, unknown>).auntName = 42)))).toThrow(
      'aunts[3].auntName: expected string, found number',
    );
    expect(() => restore(garbage((db) => delete (db.users![0] as Record<string, unknown>).mobile))).toThrow('users[0]: field mobile is missing');
    expect(() => restore(garbage((db) => ((db.users![0] as Record<string, unknown>).isAdmin = true)))).toThrow('users[0].isAdmin: unknown field');
    expect(() => restore(garbage((db) => delete db.orders))).toThrow('table orders is missing');
    expect(snapshot()).toBe(before);
  });

  it('the seed matches the generated schema (a row type changed without npm run mock:schema fails here)', () => {
    expect(() => parseSnapshot(snapshot(seededDb()))).not.toThrow();
  });
});

describe('atomic writes', () => {
  it('writes the content, overwrites, and leaves no temporary file behind', () => {
    const target = path.join(dir, 'nested', 'a.json');
    atomicWriteFileSync(target, '{"a":1}');
    expect(readFileSync(target, 'utf8')).toBe('{"a":1}');
    atomicWriteFileSync(target, '{"a":2,"text":"阿姨"}');
    expect(readFileSync(target, 'utf8')).toBe('{"a":2,"text":"阿姨"}');
    expect(readdirSync(path.dirname(target))).toEqual(['a.json']);
  });
});

describe('the durable store', () => {
  it('seeds a new data file, journals every change before it is acknowledged, and loads it all again', async () => {
    await openStore();
    expect(logged).toEqual([`mock data: seeded ${file}`]);
    await write(() => {
      getDb().users[0]!.contact = '王总';
    });
    await write(() => {
      getDb().aunts = getDb().aunts.filter((row) => row.auntId !== 1);
    });
    // Nothing new since the last commit: nothing is appended.
    const journalSize = readFileSync(`${file}.journal`).length;
    await store!.commit(store!.writeCount());
    expect(readFileSync(`${file}.journal`).length).toBe(journalSize);
    expect(readFileSync(`${file}.journal`, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);

    const loaded = onDisk();
    expect(loaded?.replayed).toBe(2);
    expect(loaded?.db.users[0]?.contact).toBe('王总');
    expect(loaded?.db.aunts.some((row) => row.auntId === 1)).toBe(false);

    // A restart folds the journal into the snapshot.
    await openStore();
    expect(getDb().users[0]?.contact).toBe('王总');
    expect(logged.at(-1)).toBe(`mock data: loaded ${file} (2 journal entries replayed)`);
    expect(existsSync(`${file}.journal`)).toBe(true);
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
    expect(onDisk()?.db.users[0]?.contact).toBe('王总');
  });

  it('resets to the seed again and again: memory and disk hold the seed, and later writes journal and load on top of it', async () => {
    await openStore();
    const seed = snapshot(smallSeed());
    const contact = getDb().users[0]!.contact;
    for (const name of ['王总', '李总']) {
      await write(() => {
        getDb().users[0]!.contact = name;
        getDb().aunts = getDb().aunts.filter((row) => row.auntId !== 1);
      });
      expect(onDisk()?.db.users[0]?.contact).toBe(name);
      await store!.reset();
      // The second reset rolls back in memory; both leave exactly the seed, live and on disk.
      expect(getDb().users[0]?.contact).toBe(contact);
      expect(getDb().aunts.some((row) => row.auntId === 1)).toBe(true);
      expect(snapshot(getDb())).toBe(seed);
      expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
      expect(onDisk()?.db.users[0]?.contact).toBe(contact);
    }
    await write(() => {
      getDb().users[0]!.contact = '赵总';
    });
    expect(onDisk()?.replayed).toBe(1);
    await openStore();
    expect(getDb().users[0]?.contact).toBe('赵总');
    expect(getDb().aunts.some((row) => row.auntId === 1)).toBe(true);
  });

  it('leaves out a last journal line cut short by a crash, keeping every entry before it', async () => {
    await openStore();
    await write(() => {
      getDb().users[0]!.contact = 'kept';
    });
    await store!.close();
    store = null;
    writeFileSync(`${file}.journal`, `${readFileSync(`${file}.journal`, 'utf8')}{"seq":2,"batch":{"tables":[{"table":"us`);
    await openStore();
    expect(getDb().users[0]?.contact).toBe('kept');
    expect(logged).toContain('mock data: left out a last journal entry cut short by a crash (it was never acknowledged)');
  });

  const damage: Array<[string, (paths: ReturnType<typeof dataPaths>) => void, RegExp]> = [
    ['an empty file', (paths) => writeFileSync(paths.snapshot, ''), /the file is empty/],
    ['a truncated file', (paths) => writeFileSync(paths.snapshot, readFileSync(paths.snapshot, 'utf8').slice(0, 5000)), /not valid JSON/],
    ['text that is not JSON', (paths) => writeFileSync(paths.snapshot, 'hello'), /not valid JSON/],
    ['another program’s JSON', (paths) => writeFileSync(paths.snapshot, '{"name":"my-app","version":"1.0.0"}'), /not a mock database file/],
    ['a JSON list', (paths) => writeFileSync(paths.snapshot, '[1,2,3]'), /not a JSON object/],
    [
      'garbage rows',
      (paths) => {
        const db = JSON.parse(readFileSync(paths.snapshot, 'utf8')) as { aunts: unknown[] };
        db.aunts[0] = { auntId: 'x' };
        writeFileSync(paths.snapshot, JSON.stringify(db));
      },
      /aunts\[0\]: field .* is missing|aunts\[0\]\.auntId: expected number/,
    ],
    [
      'a newer data version',
      (paths) => writeFileSync(paths.snapshot, readFileSync(paths.snapshot, 'utf8').replace(`"version":${DB_VERSION}`, '"version":99')),
      /newer mock/,
    ],
  ];

  it.each(damage)('never overwrites %s: moves it aside, untouched, into a dated folder, says so, and starts fresh', async (_kind, spoil, reason) => {
    await openStore();
    await store!.close();
    store = null;
    const paths = dataPaths(file);
    spoil(paths);
    const spoiled = { snapshot: readFileSync(paths.snapshot, 'utf8'), journal: existsSync(paths.journal) ? readFileSync(paths.journal, 'utf8') : null };

    await openStore();
    const backups = readdirSync(dir).filter((name) => /^db\.json\.damaged-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}/.test(name));
    expect(backups).toHaveLength(1);
    const backup = path.join(dir, backups[0]!);
    expect(readFileSync(path.join(backup, 'db.json'), 'utf8')).toBe(spoiled.snapshot);
    if (spoiled.journal !== null) expect(readFileSync(path.join(backup, 'db.json.journal'), 'utf8')).toBe(spoiled.journal);
    expect(logged.join('\n')).toMatch(reason);
    expect(logged.join('\n')).toContain(`${file} could not be loaded`);
    expect(logged.join('\n')).toContain(`moved, untouched, to ${backup}`);
    expect(logged.join('\n')).toContain('npm run mock:reset');
    // The server goes on with a fresh seed, written to a new file.
    expect(getDb().companies).toHaveLength(4);
    expect(onDisk()?.db.companies).toHaveLength(4);
  });

  /** The journal's lines as written (each with its newline). */
  const journalLines = () => readFileSync(`${file}.journal`, 'utf8').split(/(?<=\n)/);
  const asideFiles = (name: string) =>
    readdirSync(dir).filter((entry) => new RegExp(`^${name.replace(/\./g, '\\.')}\\.damaged-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}$`).test(entry));

  const damagedLines: Array<[string, string, RegExp]> = [
    ['text that is not JSON', 'garbage{\n', /db\.json\.journal line 3 is not valid JSON/],
    ['JSON that is not an entry', '{"seq":3}\n', /db\.json\.journal line 3 is not a journal entry/],
    ['an entry out of sequence', '{"seq":7,"batch":{"tables":[]}}\n', /db\.json\.journal line 3 skips from entry 2 to 7/],
    // Its root change applies before its row fails: none of it may stay.
    [
      'an entry that does not apply',
      '{"seq":3,"batch":{"root":{"version":1},"tables":[{"table":"users","rows":[[99999,{}]]}]}}\n',
      /db\.json\.journal line 3 \(entry 3\) does not apply \(journal: row 99999 of users does not exist\)/,
    ],
  ];

  it.each(damagedLines)(
    'keeps the snapshot and the journal entries before a damaged line (%s); moves that line and the rest beside the journal, saying so',
    async (_kind, damaged, reason) => {
      await openStore();
      for (const [index, name] of ['一', '二', '三', '四'].entries()) await write(() => (getDb().users[index]!.contact = name));
      await store!.close();
      store = null;
      const [one, two, three, four] = journalLines();
      // Two good lines, the damaged one, then two lines after it (good ones: they go aside too).
      const rest = `${damaged}${three}${four}`;
      writeFileSync(`${file}.journal`, `${one}${two}${rest}`);
      const snapshotBefore = readFileSync(file, 'utf8');

      await openStore();
      // The snapshot and the two entries before the damage are the live data, and on disk.
      expect(
        getDb()
          .users.slice(0, 4)
          .map((row) => row.contact),
      ).toEqual(['一', '二', smallSeed().users[2]!.contact, smallSeed().users[3]!.contact]);
      expect(getDb().version).toBe(DB_VERSION);
      expect(
        onDisk()
          ?.db.users.slice(0, 2)
          .map((row) => row.contact),
      ).toEqual(['一', '二']);
      expect(readFileSync(file, 'utf8')).not.toBe(snapshotBefore);
      expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
      // The damaged line and everything after it, byte for byte, in one dated file beside the journal; nothing else moved.
      const asides = asideFiles('db.json.journal');
      expect(asides).toHaveLength(1);
      const aside = path.join(dir, asides[0]!);
      expect(readFileSync(aside, 'utf8')).toBe(rest);
      expect(readdirSync(dir).filter((name) => /^db\.json\.damaged-/.test(name))).toEqual([]);
      const said = logged.join('\n');
      expect(said).toMatch(reason);
      expect(said).toContain(`: kept the snapshot and the 2 journal entries before it; moved that line and the rest of db.json.journal (3 lines) to ${aside}`);
      expect(said).not.toContain('fresh');
      // It goes on from there: a later write is journaled and loads.
      await write(() => (getDb().users[2]!.contact = '五'));
      await openStore();
      expect(
        getDb()
          .users.slice(0, 3)
          .map((row) => row.contact),
      ).toEqual(['一', '二', '五']);
    },
  );

  it('keeps the entries of the journal being folded before its damaged line; the rest of it and the live journal go aside whole', async () => {
    await openStore();
    for (const [index, name] of ['一', '二', '三'].entries()) await write(() => (getDb().users[index]!.contact = name));
    await store!.close();
    store = null;
    const paths = dataPaths(file);
    const [one, two, three] = journalLines();
    // A start cut off while folding: the older journal is the compacting one; its last line is cut short.
    writeFileSync(paths.compacting, `${one}${two!.slice(0, 20)}`);
    writeFileSync(paths.journal, three!);
    // Folding at run time never drops a line: it refuses, and the files stay as they are.
    expect(() => compactFiles(paths)).toThrow('db.json.journal.compacting ends in the middle of an entry');
    expect(readFileSync(paths.compacting, 'utf8')).toBe(`${one}${two!.slice(0, 20)}`);

    await openStore();
    expect(
      getDb()
        .users.slice(0, 3)
        .map((row) => row.contact),
    ).toEqual(['一', smallSeed().users[1]!.contact, smallSeed().users[2]!.contact]);
    const [compacting] = asideFiles('db.json.journal.compacting');
    const [live] = asideFiles('db.json.journal');
    expect(readFileSync(path.join(dir, compacting!), 'utf8')).toBe(two!.slice(0, 20));
    expect(readFileSync(path.join(dir, live!), 'utf8')).toBe(three);
    const said = logged.join('\n');
    expect(said).toContain(
      `db.json.journal.compacting line 2 ends in the middle of an entry: kept the snapshot and the 1 journal entry before it; moved that line and the rest of db.json.journal.compacting (1 line) to ${path.join(dir, compacting!)}`,
    );
    expect(said).toContain(`moved db.json.journal (1 line, after the damaged line) to ${path.join(dir, live!)}`);
    expect(existsSync(paths.compacting)).toBe(false);
  });

  it('answers a failed save as an error and refuses every later change instead of losing it silently', async () => {
    let failWrites = false;
    const openFile = async (target: string, flags: string, mode: number): Promise<FileHandle> => {
      const handle = await open(target, flags, mode);
      return new Proxy(handle, {
        get(real, key) {
          if (key === 'write' && failWrites) return () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
          const value: unknown = Reflect.get(real, key);
          return typeof value === 'function' ? value.bind(real) : value;
        },
      });
    };
    await openStore({ openFile });
    await write(() => {
      getDb().users[0]!.contact = 'saved';
    });
    failWrites = true;
    await expect(write(() => (getDb().users[0]!.contact = 'lost'))).rejects.toThrow(/could not save .*ENOSPC/);
    expect(store!.failure).not.toBeNull();
    await expect(write(() => (getDb().users[1]!.contact = 'later'))).rejects.toThrow(/could not save/);
    expect(logged.join('\n')).toMatch(/Every request is refused from now on; restart the server/);
    // What was acknowledged is on disk; what was refused is not.
    expect(onDisk()?.db.users[0]?.contact).toBe('saved');
  });

  it('refuses a data file another running server holds', async () => {
    writeFileSync(`${file}.lock`, String(process.ppid));
    await expect(DataStore.open(file, { log })).rejects.toThrow(DataFileInUse);
    await expect(DataStore.open(file, { log })).rejects.toThrow(`${file} is in use by another mock server (pid ${process.ppid})`);
    expect(existsSync(file)).toBe(false);
  });

  it('folds the journal into a new snapshot (compaction), which then loads the same', async () => {
    await openStore();
    for (let n = 0; n < 5; n += 1) await write(() => (getDb().users[0]!.contact = `n${n}`));
    await store!.close();
    store = null;
    const paths = dataPaths(file);
    const before = onDisk();
    // What the server does: the live journal becomes the compacting one, a worker folds it.
    writeFileSync(paths.compacting, readFileSync(paths.journal));
    writeFileSync(paths.journal, '');
    compactFiles(paths);
    const snapshotFile = JSON.parse(readFileSync(paths.snapshot, 'utf8')) as { seq: number; users: Array<{ contact: string }> };
    expect([snapshotFile.seq, snapshotFile.users[0]?.contact]).toEqual([5, 'n4']);
    // Entries up to the snapshot's seq are skipped when the old journal is still there.
    expect(onDisk()).toEqual({ ...before, replayed: 0 });
  });
});

describe('upgrading data version 7', () => {
  it('moves uploaded bytes out of the snapshot, drops files that are not accepted kinds, and relinks photos and avatars', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const html = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    const v7 = JSON.parse(snapshot(smallSeed())) as Record<string, unknown> & { users: Array<Record<string, unknown>>; aunts: Array<Record<string, unknown>> };
    v7.version = 7;
    v7.files = [
      {
        fileId: 1,
        name: 'me.png',
        mime: 'image/png',
        size: png.length,
        base64: Buffer.from(png).toString('base64'),
        userId: 1,
        createdTime: '2026-11-20T00:00:00.000Z',
      },
      {
        fileId: 2,
        name: 'x.html',
        mime: 'text/html',
        size: html.length,
        base64: Buffer.from(html).toString('base64'),
        userId: 1,
        createdTime: '2026-11-20T00:00:00.000Z',
      },
    ];
    v7.aunts[0]!.portrait = { fileId: 1, filePath: '/api/sys/file/1' };
    v7.users[0]!.avatarUrl = '/api/sys/file/2';
    writeFileSync(file, JSON.stringify(v7));

    await openStore();
    const files = getDb().files;
    expect(logged.join('\n')).not.toContain('could not be loaded');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileId: 1, name: 'me.png', kind: 'png', size: png.length, companyId: 1, userId: 1 });
    expect(files[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await blobStore().get(files[0]!.key)).toEqual(png);
    expect(readFileSync(path.join(`${file}.files`, files[0]!.key))).toEqual(Buffer.from(png));
    expect(getDb().aunts[0]?.portrait).toEqual({ fileId: 1, filePath: `/api/sys/file/${files[0]!.key}` });
    expect(getDb().users[0]?.avatarUrl).toBe('');
    expect(logged).toContain('mock data: dropped 1 uploaded file(s) that are not images, PDFs or voice recordings');
    expect(logged).toContain(`mock data: upgraded the data to version ${DB_VERSION}`);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(DB_VERSION);
  });
});

describe('upgrading data version 8', () => {
  it('drops the seeded daily activity table and keeps every record and counter', async () => {
    // The whole demo seed: every later upgrade step must leave all of it as it is.
    const current = JSON.parse(snapshot(seededDb())) as Record<string, unknown>;
    const v8 = {
      ...current,
      version: 8,
      dailyActivity: [
        { companyId: 1, day: '2024-06-01', newAunts: 6, newEmployers: 5, newOrders: 4, signings: 2, ordersByServiceType: [4], auntsByWorkStatus: [6] },
      ],
    };
    writeFileSync(file, JSON.stringify(v8));

    await openStore();
    expect(logged.join('\n')).not.toContain('could not be loaded');
    expect(logged).toContain(`mock data: upgraded the data to version ${DB_VERSION}`);
    expect(getDb()).not.toHaveProperty('dailyActivity');
    expect(snapshot()).toBe(snapshot(seededDb()));
    const onFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect([onFile.version, 'dailyActivity' in onFile]).toEqual([DB_VERSION, false]);
  });

  it('gives aunts born before the Spring Festival the zodiac of the lunar year and leaves the others', async () => {
    const v8 = JSON.parse(snapshot(smallSeed())) as Record<string, unknown> & { aunts: Array<Record<string, unknown>> };
    v8.version = 8;
    const [january, after, unknown] = v8.aunts;
    // What version 8 stored: the animal of the Gregorian year.
    Object.assign(january!, { birthDate: '1990-01-20', zodiac: 'horse' });
    Object.assign(after!, { birthDate: '1990-01-27', zodiac: 'horse' });
    Object.assign(unknown!, { idCard: '', birthDate: null, zodiac: null });
    writeFileSync(file, JSON.stringify(v8));

    await openStore();
    const aunt = (index: number) => getDb().aunts.find((row) => row.auntId === v8.aunts[index]!.auntId);
    expect([aunt(0)?.zodiac, aunt(1)?.zodiac, aunt(2)?.zodiac]).toEqual(['snake', 'horse', null]);
    expect(logged).toContain('mock data: gave 1 aunt(s) born before the Spring Festival the zodiac of the lunar year');
    expect(logged).toContain(`mock data: upgraded the data to version ${DB_VERSION}`);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(DB_VERSION);
  });
});
