/**
 * The seeded aunts: 5,200 for the main agency and 800 for the partner, drawn from their own
 * generator (so other seed steps cannot shift them), with creation times over the two years
 * before the seed's clock; ids grow with creation time across both companies. The third
 * agency's 300 follow, from a generator of their own (so the first two stay as they were). Each aunt gets
 * a 'create' log entry; blacklisted and deleted aunts also get the entry that put them there.
 */
import { cloneAunt } from './schemaAunts';
import type { AuntWorkStatus } from '@/api/aunt';
import { COMPANY_IDS } from './demoAccounts';
import { createRandom, type Random } from './random';
import { allocateId, type AuntLogAction, type AuntRow, type MockDb, type UserRow } from './schema';
import { BLACKLIST_REASONS, REMARKS } from './seedAuntData';
import { HOME_CITY, OTHER_HOME_CITIES } from './seedAuntPlaces';
import { seedPerson } from './seedAuntPerson';
import { companyOptions, seedWork, type CompanyOptions } from './seedAuntWork';
import { weightedPicker, type Picker } from './seedPick';
import { SEED_NOW, isoAt } from './seedTime';

const AUNT_SEED = 20240603;
export const SEED_AUNT_COUNTS: Readonly<Record<number, number>> = { [COMPANY_IDS.main]: 5200, [COMPANY_IDS.partner]: 800 };
export const SEED_THIRD_AUNT_COUNT = 300;
const DAYS_BACK = 730;

const pickStatus = weightedPicker<AuntWorkStatus>([
  [1, 55],
  [2, 8],
  [3, 6],
  [4, 5],
  [5, 23],
  [6, 3],
]);

/** Owner weights by the owner's mobile ('' = no owner); other users of the company get 2. */
const OWNER_WEIGHTS: Readonly<Record<string, number>> = {
  '': 25,
  '13800000001': 6,
  '13800000002': 22,
  '13800000003': 18,
  '13800000004': 16,
  '13800000005': 6,
  '13800000006': 3,
  '13800000007': 4,
  '13900000001': 30,
  '13900000002': 45,
  '13700000001': 40,
  '13700000002': 50,
};

interface CompanyContext {
  companyId: number;
  options: CompanyOptions;
  pickOwner: Picker<UserRow | null>;
  admin: UserRow | undefined;
  partnerId: number;
}

function companyContext(db: MockDb, companyId: number): CompanyContext {
  const users = db.users.filter((row) => row.companyId === companyId);
  return {
    companyId,
    options: companyOptions(db, companyId),
    pickOwner: weightedPicker<UserRow | null>([[null, OWNER_WEIGHTS[''] ?? 25], ...users.map((user) => [user, OWNER_WEIGHTS[user.mobile] ?? 2] as const)]),
    admin: users.find((user) => user.userType === 1),
    partnerId: companyId === COMPANY_IDS.main ? COMPANY_IDS.partner : COMPANY_IDS.main,
  };
}

function addLog(db: MockDb, aunt: AuntRow, user: UserRow | undefined, action: AuntLogAction, content: string, time: string): void {
  db.auntLogs.push({
    logId: allocateId(db, 'auntLogs'),
    companyId: aunt.companyId,
    auntId: aunt.auntId,
    auntName: aunt.auntName,
    userId: user?.userId ?? 0,
    contact: user?.contact ?? '',
    action,
    content,
    createdTime: time,
  });
}

function seedAunt(db: MockDb, random: Random, context: CompanyContext, minutesAgo: number, sets: { idCards: Set<string>; mobiles: Set<string> }): void {
  const createdTime = isoAt(-minutesAgo);
  const updatedTime = random.chance(0.4) ? createdTime : isoAt(-Math.floor(minutesAgo * random.next() * 0.9));
  const male = random.chance(0.04);
  const person = seedPerson(random, { companyId: context.companyId, today: new Date(SEED_NOW), ...sets, male });
  const maxExperience = Math.max(0, Math.min(person.facts.age - 18, 35));
  const experienceYears = random.chance(0.1) ? 0 : Math.round(maxExperience * random.next() ** 1.5);
  const work = seedWork(random, context.options, { male, experience: experienceYears, createdTime });
  const owner = context.pickOwner(random);
  const workStatus = pickStatus(random);
  // Only a company with other home cities draws for them, so the others' draws stay as they were.
  const home = OTHER_HOME_CITIES[context.companyId]?.find((other) => random.chance(other.share)) ?? HOME_CITY[context.companyId] ?? HOME_CITY[1];
  const recent = minutesAgo < 60 * 24 * 60;
  const isDeleted = random.chance(0.012) ? 1 : 0;
  const aunt: AuntRow = {
    auntId: allocateId(db, 'aunts'),
    companyId: context.companyId,
    auntName: person.auntName,
    gender: person.facts.gender,
    mobile: person.mobile,
    wechat: person.wechat,
    idCard: person.idCard,
    birthDate: person.facts.birthDate,
    age: person.facts.age,
    zodiac: person.facts.zodiac,
    constellation: person.facts.constellation,
    nativePlace: person.nativePlace,
    householdRegister: person.householdRegister,
    currentAddress: `${home.city}${random.pick(home.districts)}${random.pick(home.roads)}${random.int(1, 2999)}弄${random.int(1, 60)}号`,
    ethnicity: person.ethnicity,
    education: person.education,
    maritalStatus: person.maritalStatus,
    height: person.height,
    weight: person.weight,
    experienceYears,
    ...work,
    portrait: null,
    idCardPhotos: [],
    workPhotos: [],
    workStatus,
    blacklistReason: workStatus === 6 ? random.pick(BLACKLIST_REASONS) : '',
    teacherUserId: owner?.userId ?? 0,
    teacherName: owner?.contact ?? '',
    remarks: random.chance(0.3) ? random.pick(REMARKS) : '',
    isVerified: random.chance(recent ? 0.25 : 0.03) ? 0 : 1,
    isShared: random.chance(0.12) ? 1 : 0,
    copiedFromCompanyId: random.chance(context.companyId === COMPANY_IDS.main ? 0.04 : 0.05) ? context.partnerId : 0,
    isFav: random.chance(0.03) ? 1 : 0,
    isTop: random.chance(0.005) ? 1 : 0,
    isLocked: owner && random.chance(0.02) ? 1 : 0,
    isDeleted,
    // Filled by the catalogue seed (seedCatalogues, data version 15), on its own generator.
    attributes: {},
    customFields: {},
    createdTime,
    updatedTime,
    deletedTime: isDeleted ? updatedTime : null,
    deletedBy: isDeleted ? ((owner ?? context.admin)?.userId ?? 0) : 0,
  };
  db.aunts.push(aunt);
  const creator = owner ?? context.admin;
  addLog(db, aunt, creator, aunt.copiedFromCompanyId ? 'copy' : 'create', `auntName ${aunt.auntName}`, createdTime);
  if (workStatus === 6) addLog(db, aunt, creator, 'editField', `workStatus 1 -> 6 (${aunt.blacklistReason})`, updatedTime);
  if (isDeleted) addLog(db, aunt, creator, 'delete', 'isDeleted 0 -> 1', updatedTime);
}

function generateAunts(db: MockDb): void {
  const random = createRandom(AUNT_SEED);
  const contexts = new Map<number, CompanyContext>([COMPANY_IDS.main, COMPANY_IDS.partner].map((id) => [id, companyContext(db, id)]));
  // Creation slots first (more of them recently), oldest first so ids grow with time.
  const slots: [number, number][] = [];
  for (const [companyId, count] of Object.entries(SEED_AUNT_COUNTS)) {
    for (let i = 0; i < count; i += 1) {
      const daysAgo = Math.floor(DAYS_BACK * (1 - Math.sqrt(random.next()))) + 1;
      // Office hours on the seed's calendar: SEED_NOW is 09:00 in China.
      slots.push([Number(companyId), daysAgo * 24 * 60 - random.int(-30, 660)]);
    }
  }
  slots.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const sets = { idCards: new Set<string>(), mobiles: new Set<string>() };
  for (const [companyId, minutesAgo] of slots) {
    const context = contexts.get(companyId);
    if (context) seedAunt(db, random, context, minutesAgo, sets);
  }
  const third = createRandom(AUNT_SEED + COMPANY_IDS.third);
  const context = companyContext(db, COMPANY_IDS.third);
  const thirdSlots = Array.from(
    { length: SEED_THIRD_AUNT_COUNT },
    () => Math.floor(DAYS_BACK * (1 - Math.sqrt(third.next()))) * 24 * 60 + 24 * 60 - third.int(-30, 660),
  );
  for (const minutesAgo of thirdSlots.sort((a, b) => b - a)) seedAunt(db, third, context, minutesAgo, sets);
}

interface Template {
  inputs: string;
  aunts: AuntRow[];
  logs: MockDb['auntLogs'];
  counters: { aunts: number; auntLogs: number };
}

/**
 * The generated rows of the last seed, reused while the inputs (users, settings, counters) are
 * the same: tests reseed before every test, and copying is ten times faster than drawing.
 */
let template: Template | null = null;

/** Drops the reused rows: the next seed draws them again (tests of the seed itself). */
export function forgetAuntTemplate(): void {
  template = null;
}

function inputsOf(db: MockDb): string {
  return JSON.stringify([
    db.users.map((row) => [row.userId, row.companyId, row.mobile, row.contact, row.userType]),
    db.serviceTypes.map((row) => [row.serviceTypeId, row.companyId, row.serviceTypeName, row.isEnabled]),
    db.skillItems.length,
    db.skillOptions.length,
    db.labelOptions.length,
    db.customOptions.length,
    db.counters.aunts,
    db.counters.auntLogs,
  ]);
}

/** Seed step: the aunts of the three companies (needs the users and the company settings). */
export function seedAunts(db: MockDb): void {
  const inputs = inputsOf(db);
  if (template?.inputs !== inputs) {
    generateAunts(db);
    template = {
      inputs,
      aunts: db.aunts.map(cloneAunt),
      logs: db.auntLogs.map((row) => ({ ...row })),
      counters: { aunts: db.counters.aunts, auntLogs: db.counters.auntLogs },
    };
    return;
  }
  db.aunts.push(...template.aunts.map(cloneAunt));
  db.auntLogs.push(...template.logs.map((row) => ({ ...row })));
  db.counters.aunts = template.counters.aunts;
  db.counters.auntLogs = template.counters.auntLogs;
}
