/**
 * Steps that bring a data file of an older DB_VERSION up to the current one, so people keep
 * what they entered across an upgrade. Each step takes the parsed JSON of version N and leaves
 * version N + 1; a version with no step here cannot be read (the file is then moved aside).
 */
import { UPLOAD_KINDS, sniffFileType } from '@/domain/fileType';
import { zodiacOfIsoDate } from '@/domain/zodiac';
import { config } from '@/config';
import { FILE_ROUTE } from '../rules/files';
import { auntCity } from '../rules/unitedHall';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { seedJobMsg, type JobMsgSeedDb } from '../db/seedJobMsg';
import { seedChat, type ChatSeedDb } from '../db/seedChat';
import { seedFinance } from '../db/seedFinance';
import { seedInsurance } from '../db/seedInsurance';
import { seedOffice } from '../db/seedOffice';
import { seedUserTasks } from '../db/seedUserTasks';
import { seedCatalogueTables } from '../db/seedCatalogues';
import { seedCompanyApp } from '../db/seedCompanyApp';
import { seedCustom } from '../db/seedCustom';
import { COMPANY_APP_TABLE_NAMES, emptyCatalogueTables, emptyCompanyAppTables, emptyCustomTables, emptyFinanceTables, emptyInsuranceTables, emptyOfficeTables, newUserRow, type MockDb } from '../db/schema';
import { putSeedMedia } from '../db/seedMedia';
import { SEED_NOW } from '../db/seedTime';
import { PLATFORM_ACCOUNT } from '../db/demoAccounts';
import { pageIdsWithDescendants } from '../db/seedPages';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { PLATFORM_PAGE_NAMES } from '@/domain/pageTree';
import type { PageRow } from '../db/schema';

export interface MigrationContext {
  /** Stores an uploaded file's bytes under its key (the blob store of the server being started). */
  putBlob(key: string, bytes: Uint8Array): void;
  randomKey(): string;
  log(message: string): void;
}

type Raw = Record<string, unknown>;
type Step = (db: Raw, context: MigrationContext) => void;

const rows = (db: Raw, table: string): Raw[] => (Array.isArray(db[table]) ? (db[table] as Raw[]) : []);

/**
 * 7 -> 8: uploaded bytes leave the snapshot. Each file row's base64 becomes a blob under a random
 * key, its kind is judged by content, and a file of a kind no longer accepted (html, svg, ...) is
 * dropped. Links to files (photos, avatars, logos) move from /sys/file/<id> to /sys/file/<key>.
 */
function filesOutOfTheSnapshot(db: Raw, context: MigrationContext): void {
  const companyOfUser = new Map(rows(db, 'users').map((user) => [user.userId, user.companyId]));
  const urlOf = new Map<number, string>();
  let dropped = 0;
  const kept: Raw[] = [];
  for (const row of rows(db, 'files')) {
    const bytes = Uint8Array.from(Buffer.from(String(row.base64 ?? ''), 'base64'));
    const kind = sniffFileType(bytes.subarray(0, 16));
    if (!kind || !UPLOAD_KINDS.includes(kind)) {
      dropped += 1;
      continue;
    }
    const key = context.randomKey();
    context.putBlob(key, bytes);
    urlOf.set(Number(row.fileId), `${config.apiBase}${FILE_ROUTE}/${key}`);
    kept.push({
      fileId: row.fileId,
      key,
      name: String(row.name ?? 'file').slice(0, 100),
      kind,
      size: bytes.length,
      companyId: Number(companyOfUser.get(row.userId) ?? 0),
      userId: Number(row.userId ?? 0),
      createdTime: row.createdTime,
    });
  }
  db.files = kept;
  if (dropped > 0) context.log(`dropped ${dropped} uploaded file(s) that are not images, PDFs or voice recordings`);

  const linkedUrl = (value: unknown): string => {
    const match = typeof value === 'string' ? /\/sys\/file\/(\d+)$/.exec(value) : null;
    if (!match) return typeof value === 'string' ? value : '';
    return urlOf.get(Number(match[1])) ?? '';
  };
  const photo = (value: unknown): Raw | null => {
    if (typeof value !== 'object' || value === null) return null;
    const url = urlOf.get(Number((value as Raw).fileId));
    return url ? { fileId: (value as Raw).fileId, filePath: url } : null;
  };
  const photos = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(photo).filter((item): item is Raw => item !== null) : []);
  for (const aunt of rows(db, 'aunts')) {
    aunt.portrait = photo(aunt.portrait);
    aunt.idCardPhotos = photos(aunt.idCardPhotos);
    aunt.workPhotos = photos(aunt.workPhotos);
  }
  for (const user of rows(db, 'users')) user.avatarUrl = linkedUrl(user.avatarUrl);
  for (const employer of rows(db, 'employers')) employer.avatarUrl = linkedUrl(employer.avatarUrl);
  for (const company of rows(db, 'companies')) company.companyLogo = linkedUrl(company.companyLogo);
}

/**
/**
 * 8 -> 9, two changes of one release:
 * - the dashboard counts the aunts, employers and orders themselves; the seeded daily activity
 *   table it used to read goes (nothing else refers to it);
 * - the zodiac follows the lunar year (domain/zodiac.ts), not the Gregorian one. Every aunt with a
 *   birth date gets her zodiac again from it; only those born before their year's Spring Festival
 *   change (1990-01-20: horse -> snake). Aunts without a birth date keep null.
 */
function dashboardAndLunarZodiac(db: Raw, context: MigrationContext): void {
  delete db.dailyActivity;
  let changed = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (typeof aunt.birthDate !== 'string') continue;
    const zodiac = zodiacOfIsoDate(aunt.birthDate);
    if (zodiac === null || zodiac === aunt.zodiac) continue;
    aunt.zodiac = zodiac;
    changed += 1;
  }
  if (changed > 0) context.log(`gave ${changed} aunt(s) born before the Spring Festival the zodiac of the lunar year`);
}

/**
 * 9 -> 10: the joint hall's tables (hall aunts and jobs, merge records, favourites) arrive empty.
 * An aunt's isShared now means "on the shelf of the aunt hall": every aunt the file marks shared
 * that the hall would take (not deleted, working or blacklisted) gets her hall row, shared by her
 * owner (else the company's administrator) at her last change; the others are no longer shared.
 * The third seeded agency is not added to an existing file (npm run mock:reset brings it).
 */
function jointHall(db: Raw, context: MigrationContext): void {
  // A file that already holds the tables (made from a newer seed for a test) keeps them.
  if (Array.isArray(db.unitedAunts)) return;
  db.unitedAunts = [];
  db.unitedJobs = [];
  db.unitedMappings = [];
  db.unitedFavs = [];
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { unitedAunts: 0, unitedJobs: 0, unitedMappings: 0, unitedFavs: 0 });
  db.counters = counters;
  const adminOf = new Map<unknown, unknown>();
  for (const user of rows(db, 'users')) if (user.userType === 1 && !adminOf.has(user.companyId)) adminOf.set(user.companyId, user.userId);
  const hall = db.unitedAunts as Raw[];
  let unshared = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (aunt.isShared !== 1) continue;
    if (aunt.isDeleted === 1 || aunt.workStatus === WORKING || aunt.workStatus === BLACKLISTED) {
      aunt.isShared = 0;
      unshared += 1;
      continue;
    }
    const unitedAuntId = hall.length + 1;
    const city = auntCity({ currentAddress: String(aunt.currentAddress ?? ''), companyId: Number(aunt.companyId) });
    const teacherUserId = Number(aunt.teacherUserId) || Number(adminOf.get(aunt.companyId) ?? 0);
    hall.push({ unitedAuntId, companyId: aunt.companyId, auntId: aunt.auntId, teacherUserId, cityId: city, isOnShelf: 1, createdTime: aunt.updatedTime, updatedTime: aunt.updatedTime });
  }
  counters.unitedAunts = hall.length;
  context.log(`put ${hall.length} shared aunt(s) into the joint hall${unshared > 0 ? `; ${unshared} deleted, working or blacklisted aunt(s) are no longer shared` : ''}`);
}

/**
 * 10 -> 11: the aunt message threads. Both tables arrive and are seeded as a fresh database seeds
 * them (db/seedJobMsg.ts), from the staff members and aunts the file holds, with the seed's
 * pictures and voice clips as file rows of each company and their bytes in the blob store.
 * Nothing else changes. A file that already holds the tables keeps them.
 */
function auntThreads(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.jobMsgThreads)) return;
  db.jobMsgThreads = [];
  db.jobMsgs = [];
  db.files = rows(db, 'files');
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { jobMsgThreads: 0, jobMsgs: 0 });
  counters.files = typeof counters.files === 'number' ? counters.files : 0;
  db.counters = counters;
  seedJobMsg(db as unknown as JobMsgSeedDb, SEED_NOW);
  putSeedMedia((key, bytes) => context.putBlob(key, bytes));
  context.log(`started ${rows(db, 'jobMsgThreads').length} aunt thread(s) with ${rows(db, 'jobMsgs').length} message(s)`);
}

/**
 * 11 -> 12: the joint-hall chat service. Its messages arrive seeded as a fresh database seeds them
 * (db/seedChat.ts), from the users, aunts, hall shelf and seed pictures the file holds; no chat
 * token is carried over (there were none). Nothing else changes; no file rows or bytes are added.
 * A file that already holds the tables keeps them.
 */
function jointHallChat(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.chatMessages)) return;
  db.chatMessages = [];
  db.chatSessions = [];
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { chatMessages: 0 });
  db.counters = counters;
  seedChat(db as unknown as ChatSeedDb, SEED_NOW);
  context.log(`started the joint-hall chat with ${rows(db, 'chatMessages').length} message(s)`);
}

/**
 * 12 -> 13: money and results. The fund accounts, fee dictionary and fee records, the insurance
 * products and orders, and the staff targets arrive seeded as a fresh database seeds them, from the
 * users, aunts, employers and orders the file holds. Nothing else changes. A file that already
 * holds the tables keeps them.
 */
function moneyAndResults(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.insOrders)) return;
  Object.assign(db, emptyFinanceTables(), emptyInsuranceTables(), emptyOfficeTables());
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { fundLedger: 0, feeRecords: 0, financeDict: 0, insProducts: 0, insOrders: 0, achievementTargets: 0 });
  db.counters = counters;
  const seeded = db as unknown as MockDb;
  seedFinance(seeded, SEED_NOW);
  seedInsurance(seeded, SEED_NOW);
  seedOffice(seeded, SEED_NOW);
  context.log(`started the money tables: ${rows(db, 'feeRecords').length} fee record(s), ${rows(db, 'insOrders').length} insurance order(s)`);
}

const counterOf = (db: Raw): Raw => {
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  db.counters = counters;
  return counters;
};
const nextIdOf = (db: Raw, table: string, key: string): number => {
  const counters = counterOf(db);
  const highest = Math.max(0, Number(counters[table] ?? 0), ...rows(db, table).map((row) => Number(row[key]) || 0));
  counters[table] = highest + 1;
  return highest + 1;
};

/**
 * 13 -> 14: running the agency. Companies get their follow-up tracking days (30) and mini-program
 * fields; the role.manage permission arrives and every AGENCY_ADMIN role holds it; page management
 * leaves the agencies' roles for the platform's: its company, PLATFORM_ADMIN role and operator
 * account (the README's demo account) are added unless the mobile is taken; the staff tasks
 * table starts with the seed's tasks (seedUserTasks). Nothing else changes.
 */
function agencySetup(db: Raw, context: MigrationContext): void {
  for (const company of rows(db, 'companies')) {
    company.isPlatform = company.isPlatform === 1 ? 1 : 0;
    company.trackDays = typeof company.trackDays === 'number' ? company.trackDays : 30;
    company.mpName = typeof company.mpName === 'string' ? company.mpName : `${String(company.companyName ?? '')}小程序`;
    company.mpQrcode = typeof company.mpQrcode === 'string' ? company.mpQrcode : '';
    company.licenseImage = typeof company.licenseImage === 'string' ? company.licenseImage : '';
  }
  const permissions = rows(db, 'permissions');
  db.permissions = permissions;
  let roleManage = permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.roleManage);
  if (!roleManage) {
    roleManage = { permissionId: nextIdOf(db, 'permissions', 'permissionId'), permissionName: FEATURE_PERMISSIONS.roleManage };
    permissions.push(roleManage);
  }
  const platformPages = pageIdsWithDescendants(rows(db, 'pages') as unknown as PageRow[], PLATFORM_PAGE_NAMES);
  const roles = rows(db, 'roles');
  for (const role of roles) {
    if (role.roleKey === ROLE_KEYS.platform) continue;
    const pageIds = Array.isArray(role.pageIds) ? (role.pageIds as number[]) : [];
    role.pageIds = pageIds.filter((id) => !platformPages.has(id));
    const permissionIds = Array.isArray(role.permissionIds) ? (role.permissionIds as number[]) : [];
    if (role.roleKey === ROLE_KEYS.admin && !permissionIds.includes(Number(roleManage.permissionId))) permissionIds.push(Number(roleManage.permissionId));
    role.permissionIds = permissionIds;
  }
  const users = rows(db, 'users');
  if (!rows(db, 'companies').some((row) => row.isPlatform === 1) && !users.some((row) => row.mobile === PLATFORM_ACCOUNT.mobile)) {
    const companyId = nextIdOf(db, 'companies', 'companyId');
    const now = new Date(SEED_NOW).toISOString();
    rows(db, 'companies').push({
      companyId,
      companyName: PLATFORM_ACCOUNT.companyName,
      companyLogo: '',
      maxUserCount: 5,
      addAuntQrcode: '',
      createdTime: now,
      isPlatform: 1,
      trackDays: 30,
      mpName: '',
      mpQrcode: '',
      licenseImage: '',
    });
    const roleId = nextIdOf(db, 'roles', 'roleId');
    roles.push({ roleId, companyId, roleKey: ROLE_KEYS.platform, roleName: PLATFORM_ACCOUNT.roleName, pageIds: [...platformPages], permissionIds: [] });
    users.push(
      newUserRow({
        userId: nextIdOf(db, 'users', 'userId'),
        companyId,
        mobile: PLATFORM_ACCOUNT.mobile,
        password: PLATFORM_ACCOUNT.password,
        userType: 1,
        contact: PLATFORM_ACCOUNT.contact,
        roleIds: [roleId],
        createdTime: now,
      }) as unknown as Raw,
    );
    context.log(`added the platform operator ${PLATFORM_ACCOUNT.mobile}`);
  }
  if (!Array.isArray(db.userTasks)) {
    db.userTasks = [];
    counterOf(db).userTasks = 0;
    seedUserTasks(db as unknown as MockDb, SEED_NOW);
    context.log(`started the staff tasks: ${rows(db, 'userTasks').length} task(s)`);
  }
  counterOf(db).userTasks = Number(counterOf(db).userTasks ?? 0);
}

/**
 * 14 -> 15: the company's catalogues (issue 16). The attribute values and the text templates arrive
 * seeded as a fresh database seeds them (db/seedCatalogues.ts: the same lists and templates for each
 * agency the file holds). Every aunt gets her `attributes` (none: what she believes or eats is not
 * known, so nothing is made up for real records). Catalogue rows need nothing: `isRetired` is absent
 * on entries never retired. A file that already holds the tables keeps them.
 */
function catalogues(db: Raw, context: MigrationContext): void {
  let given = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (typeof aunt.attributes === 'object' && aunt.attributes !== null && !Array.isArray(aunt.attributes)) continue;
    aunt.attributes = {};
    given += 1;
  }
  if (given > 0) context.log(`gave ${given} aunt(s) an empty set of preferences`);
  if (Array.isArray(db.attributeValues)) return;
  Object.assign(db, emptyCatalogueTables());
  Object.assign(counterOf(db), { attributeValues: 0, templates: 0 });
  seedCatalogueTables(db as unknown as MockDb, SEED_NOW);
  context.log(`started the catalogues: ${rows(db, 'attributeValues').length} attribute value(s), ${rows(db, 'templates').length} template(s)`);
}

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
  context.log(`started the custom settings: ${rows(db, 'customForms').length} form(s) with custom fields, ${rows(db, 'customTabs').length} list(s) with custom tabs; ${expiring} aunt(s) have a certificate expiry`);
}

/**
 * 16 -> 17: the company's mini-program. Its tables (members, service requests, news, training
 * groups, items, sign-ups and paid orders, suggestions, purchases, marriage applications) arrive
 * seeded as a fresh database seeds them (db/seedCompanyApp.ts), from the users, aunts, employers,
 * jobs, service types and seed pictures the file holds. Nothing else changes. A file that already
 * holds the tables keeps them.
 */
function companyApp(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.appMembers)) return;
  Object.assign(db, emptyCompanyAppTables());
  const counters = counterOf(db);
  for (const table of COMPANY_APP_TABLE_NAMES) counters[table] = 0;
  seedCompanyApp(db as unknown as MockDb, SEED_NOW);
  context.log(`started the mini-program: ${rows(db, 'appMembers').length} member(s), ${rows(db, 'appRequests').length} service request(s)`);
}

const STEPS: Readonly<Record<number, Step>> = {
  7: filesOutOfTheSnapshot,
  8: dashboardAndLunarZodiac,
  9: jointHall,
  10: auntThreads,
  11: jointHallChat,
  12: moneyAndResults,
  13: agencySetup,
  14: catalogues,
  15: customSettings,
  16: companyApp,
};

/** Brings `db` (parsed JSON with a numeric version) up to `target`; throws when a step is missing. */
export function migrate(db: Raw, target: number, context: MigrationContext): void {
  let version = db.version;
  if (typeof version !== 'number') throw new Error('it has no data version');
  if (version > target) throw new Error(`it was written by a newer mock (data version ${version}, this one reads ${target})`);
  while (version < target) {
    const step = STEPS[version];
    if (!step) throw new Error(`it was written for data version ${version}, which this mock cannot upgrade (it reads ${target})`);
    step(db, context);
    version += 1;
    db.version = version;
    context.log(`upgraded the data to version ${version}`);
  }
}
