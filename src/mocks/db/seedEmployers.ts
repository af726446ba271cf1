/**
 * The seeded employers: 600 for the main agency and 80 for the partner, drawn from their own
 * generator (so other seed steps cannot shift them), created over the year before the seed's
 * clock (a few this very morning, so "this week" finds some); ids grow with creation time
 * across both companies. Owners are the company's enabled staff (about 10% none). Then their
 * follow-ups, transfers and jobs (seedEmployerActivity.ts), and ten of the main agency's
 * employers are put into the recycle bin.
 */
import { COMPANY_IDS } from './demoAccounts';
import { createRandom, type Random } from './random';
import { allocateId, type EmployerRow, type MockDb, type ServiceTypeRow, type UserRow } from './schema';
import { seedEmployerActivity, type EmployerDraft, type SeedStaff } from './seedEmployerActivity';
import { seedEmployerPerson } from './seedEmployerPerson';
import { pickSome, weightedPicker, type Picker } from './seedPick';
import { isoAt } from './seedTime';

const EMPLOYER_SEED = 20240605;
export const SEED_EMPLOYER_COUNTS: Readonly<Record<number, number>> = { [COMPANY_IDS.main]: 600, [COMPANY_IDS.partner]: 80 };
/** The third agency's employers: drawn after the first two, from a generator of their own. */
export const SEED_THIRD_EMPLOYER_COUNT = 40;
/** Employers of the main agency that start in the recycle bin. */
export const SEED_DELETED_EMPLOYERS = 10;
const DAYS_BACK = 365;

/** Owner weights by the owner's mobile ('' = no owner); other enabled users of the company get 3. */
const OWNER_WEIGHTS: Readonly<Record<string, number>> = {
  '': 10,
  '13800000001': 8,
  '13800000002': 30,
  '13800000003': 25,
  '13800000004': 22,
  '13900000001': 35,
  '13900000002': 55,
  '13700000001': 40,
  '13700000002': 60,
};

/** What a service type is asked for, by name (other names: 3). */
const SERVICE_TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  月嫂: 15,
  育儿嫂: 18,
  住家保姆: 20,
  不住家保姆: 12,
  钟点工: 10,
  护工: 6,
  老人陪护: 10,
  保洁: 5,
  厨师: 4,
};

interface CompanyContext extends SeedStaff {
  companyId: number;
  pickOwner: Picker<UserRow | null>;
  pickServiceType: Picker<ServiceTypeRow | null>;
  mobiles: Set<string>;
}

function companyContext(db: MockDb, companyId: number): CompanyContext {
  const staff = db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1);
  const types = db.serviceTypes.filter((row) => row.companyId === companyId && row.isEnabled === 1);
  return {
    companyId,
    staff,
    admin: staff.find((user) => user.userType === 1),
    pickOwner: weightedPicker<UserRow | null>([[null, OWNER_WEIGHTS[''] ?? 10], ...staff.map((user) => [user, OWNER_WEIGHTS[user.mobile] ?? 3] as const)]),
    // 4% have not said yet which service they want.
    pickServiceType: weightedPicker<ServiceTypeRow | null>([
      [null, 4],
      ...types.map((type) => [type, SERVICE_TYPE_WEIGHTS[type.serviceTypeName] ?? 3] as const),
    ]),
    mobiles: new Set(staff.map((user) => user.mobile)),
  };
}

function seedEmployer(db: MockDb, random: Random, context: CompanyContext, createdAgo: number): EmployerDraft {
  const type = context.pickServiceType(random);
  const typeName = type?.serviceTypeName ?? '';
  const person = seedEmployerPerson(random, context.companyId, type?.serviceTypeId ?? 0, typeName, context.mobiles);
  const createdTime = isoAt(-createdAgo);
  const row: EmployerRow = {
    employerId: allocateId(db, 'employers'),
    companyId: context.companyId,
    ...person,
    userId: context.pickOwner(random)?.userId ?? 0,
    isDeleted: 0,
    deletedTime: null,
    deletedBy: 0,
    createdTime,
    updatedTime: createdTime,
  };
  db.employers.push(row);
  return { row, createdAgo, typeName };
}

/** Creation times (minutes before the seed clock), oldest first: more of them recently, 2% this morning. */
function creationSlots(random: Random): [number, number][] {
  const slots: [number, number][] = [];
  for (const [companyId, count] of Object.entries(SEED_EMPLOYER_COUNTS)) {
    for (let i = 0; i < count; i += 1) {
      const daysAgo = Math.floor(DAYS_BACK * (1 - Math.sqrt(random.next()))) + 1;
      // Office hours on the seed's calendar (09:00 China time); "this morning" = 08:05-08:55.
      const minutesAgo = random.chance(0.02) ? random.int(5, 55) : daysAgo * 24 * 60 - random.int(-30, 600);
      slots.push([Number(companyId), minutesAgo]);
    }
  }
  return slots.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

/** Puts some of the main agency's employers into the recycle bin, deleted after their last change. */
function moveToBin(random: Random, drafts: readonly EmployerDraft[], contexts: Map<number, CompanyContext>): void {
  const now = Date.parse(isoAt(0));
  const minutesSinceUpdate = (row: EmployerRow) => Math.round((now - Date.parse(row.updatedTime)) / 60_000);
  const candidates = drafts.filter((draft) => draft.row.companyId === COMPANY_IDS.main && minutesSinceUpdate(draft.row) > 120);
  for (const { row } of pickSome(random, candidates, SEED_DELETED_EMPLOYERS)) {
    const context = contexts.get(row.companyId);
    const by = context?.staff.find((user) => user.userId === row.userId) ?? context?.admin;
    row.isDeleted = 1;
    row.deletedTime = isoAt(-random.int(60, Math.min(minutesSinceUpdate(row) - 1, 30 * 24 * 60)));
    row.deletedBy = by?.userId ?? 0;
  }
}

function generateEmployers(db: MockDb): void {
  const random = createRandom(EMPLOYER_SEED);
  const contexts = new Map<number, CompanyContext>([COMPANY_IDS.main, COMPANY_IDS.partner].map((id) => [id, companyContext(db, id)]));
  const drafts: EmployerDraft[] = [];
  for (const [companyId, minutesAgo] of creationSlots(random)) {
    const context = contexts.get(companyId);
    if (context) drafts.push(seedEmployer(db, random, context, minutesAgo));
  }
  seedEmployerActivity(db, random, drafts, (companyId) => contexts.get(companyId) ?? { staff: [], admin: undefined });
  moveToBin(random, drafts, contexts);
  const third = createRandom(EMPLOYER_SEED + COMPANY_IDS.third);
  const context = companyContext(db, COMPANY_IDS.third);
  const ages = Array.from(
    { length: SEED_THIRD_EMPLOYER_COUNT },
    () => Math.floor(DAYS_BACK * (1 - Math.sqrt(third.next()))) * 24 * 60 + 24 * 60 - third.int(-30, 600),
  );
  const thirdDrafts = ages.sort((a, b) => b - a).map((minutesAgo) => seedEmployer(db, third, context, minutesAgo));
  seedEmployerActivity(db, third, thirdDrafts, () => context);
}

type SeededTables = Pick<MockDb, 'employers' | 'employerFollowUps' | 'employerTransfers' | 'jobs'>;
const TABLES = ['employers', 'employerFollowUps', 'employerTransfers', 'jobs'] as const;

function copyTables(from: SeededTables): SeededTables {
  return {
    employers: from.employers.map((row) => ({ ...row, addressPicker: row.addressPicker.slice(), customFields: structuredClone(row.customFields) })),
    employerFollowUps: from.employerFollowUps.map((row) => ({ ...row })),
    employerTransfers: from.employerTransfers.map((row) => ({ ...row })),
    jobs: from.jobs.map((row) => ({ ...row })),
  };
}

/**
 * The rows of the last seed, reused while the inputs (users, service types, counters) are the
 * same: tests reseed before every test, and copying is much faster than drawing. Copied right
 * after this step, so later steps (orders moving statuses) never change the template.
 */
let template: { inputs: string; tables: SeededTables; counters: number[] } | null = null;

/** Drops the reused rows: the next seed draws them again (tests of the seed itself). */
export function forgetEmployerTemplate(): void {
  template = null;
}

function inputsOf(db: MockDb): string {
  return JSON.stringify([
    db.users.map((row) => [row.userId, row.companyId, row.mobile, row.contact, row.userType, row.isEnabled]),
    db.serviceTypes.map((row) => [row.serviceTypeId, row.companyId, row.serviceTypeName, row.isEnabled]),
    TABLES.map((table) => db.counters[table]),
  ]);
}

/** Seed step: the employers of both companies with their activity (needs the users and the service types). */
export function seedEmployers(db: MockDb): void {
  const inputs = inputsOf(db);
  if (template?.inputs !== inputs) {
    generateEmployers(db);
    template = { inputs, tables: copyTables(db), counters: TABLES.map((table) => db.counters[table]) };
    return;
  }
  const rows = copyTables(template.tables);
  db.employers.push(...rows.employers);
  db.employerFollowUps.push(...rows.employerFollowUps);
  db.employerTransfers.push(...rows.employerTransfers);
  db.jobs.push(...rows.jobs);
  const counters = template.counters;
  TABLES.forEach((table, index) => (db.counters[table] = counters[index] ?? 0));
}
