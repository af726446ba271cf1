/**
 * The aunt's sharing authorisation (api/auntConsent.ts): reading and checking what is recorded,
 * withdrawing it (she leaves the joint hall), what a partner may see of her, and partners' views.
 * The share rule itself (no hall without an authorisation on file) is in unitedHall.checkShareAunt.
 */
import { CONSENT_SCOPES, type AuntConsent, type AuntConsentView, type ConsentScope } from '@/api/auntConsent';
import { allocateId, type AuntConsentRow, type AuntRow, type MockDb, type UnitedAuntRow, type UserRow } from '../db/schema';
import { invalid } from '../core/errors';
import { fileOfUrl, fileUrl } from './files';
import { UNITED_IDS, readStrict } from './unitedBody';
import { takeOffAuntOf } from './unitedHall';

/** Views kept per aunt (the oldest go first). */
export const MAX_VIEWS_PER_AUNT = 100;
/** The same partner user opening her again within this time is one view. */
const VIEW_REPEAT_MS = 10 * 60_000;
/** What a new authorisation in the seed covers. */
export const SEED_SCOPE: ConsentScope[] = ['basic', 'photo', 'certificates'];

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST = '2000-01-01';

export const consentOf = (db: MockDb, auntId: number): AuntConsentRow | undefined => db.auntConsents.find((row) => row.auntId === auntId);

/** Today in China (YYYY-MM-DD): a form signed today is never "in the future". */
const chinaToday = (now: Date): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

function readSignedAt(raw: unknown, now: Date): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const valid = DATE_RE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid || value < EARLIEST) throw invalid({ zh: '请填写正确的签署日期', en: 'Enter a valid signing date' }, 'signedAt');
  if (value > chinaToday(now)) throw invalid({ zh: '签署日期不能晚于今天', en: 'The signing date cannot be in the future' }, 'signedAt');
  return value;
}

function readScope(raw: unknown): ConsentScope[] {
  const known = (item: unknown): item is ConsentScope => CONSENT_SCOPES.includes(item as ConsentScope);
  if (!Array.isArray(raw) || raw.length > CONSENT_SCOPES.length || !raw.every(known) || new Set(raw).size !== raw.length) {
    throw invalid({ zh: '授权范围只能是基本信息、照片、证书、联系方式', en: 'The scope may only hold basic, photo, certificates and contact' }, 'scope');
  }
  if (!raw.includes('basic')) throw invalid({ zh: '授权范围须包含基本信息', en: 'The scope must include the basic profile' }, 'scope');
  return CONSENT_SCOPES.filter((scope) => raw.includes(scope));
}

function readFile(raw: unknown, companyId: number): string {
  const file = typeof raw === 'string' && raw !== '' ? fileOfUrl(raw, companyId) : undefined;
  if (!file) throw invalid({ zh: '请上传本人签字的授权书', en: 'Upload the authorisation form she signed' }, 'fileUrl');
  return fileUrl(file.key);
}

/** The body of /aunt/consent/set, checked whole before anything is stored. */
export function readConsentInput(body: unknown, companyId: number, now: Date): { auntId: number; signedAt: string; scope: ConsentScope[]; fileUrl: string } {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { auntId } = readStrict({ auntId: record.auntId }, { auntId: UNITED_IDS.auntId });
  const extra = Object.keys(record).find((key) => !['auntId', 'signedAt', 'scope', 'fileUrl'].includes(key));
  if (extra) throw invalid({ zh: `不支持的字段：${extra}`, en: `Unknown field: ${extra}` });
  return { auntId, signedAt: readSignedAt(record.signedAt, now), scope: readScope(record.scope), fileUrl: readFile(record.fileUrl, companyId) };
}

/** Records (or replaces) her authorisation: on file from now. */
export function recordConsent(
  db: MockDb,
  aunt: AuntRow,
  user: Pick<UserRow, 'userId'>,
  input: Pick<AuntConsentRow, 'signedAt' | 'scope' | 'fileUrl'>,
  time: string,
): AuntConsentRow {
  const fields = { ...input, status: 'onFile' as const, recordedBy: user.userId, recordedTime: time, withdrawnBy: 0, withdrawnTime: '' };
  const row = consentOf(db, aunt.auntId);
  if (row) return Object.assign(row, fields);
  const created: AuntConsentRow = { consentId: allocateId(db, 'auntConsents'), companyId: aunt.companyId, auntId: aunt.auntId, ...fields };
  db.auntConsents.push(created);
  return created;
}

/** She withdrew: the record says so and she leaves the joint hall (her open merges cancelled as taken off). */
export function withdrawConsent(db: MockDb, row: AuntConsentRow, user: Pick<UserRow, 'userId'>, time: string): void {
  Object.assign(row, { status: 'withdrawn', withdrawnBy: user.userId, withdrawnTime: time });
  takeOffAuntOf(db, row.auntId, time);
}

export function toConsent(db: MockDb, row: AuntConsentRow): AuntConsent {
  const recorder = db.users.find((user) => user.userId === row.recordedBy);
  return {
    auntId: row.auntId,
    status: row.status,
    signedAt: row.signedAt,
    scope: [...row.scope],
    fileUrl: row.fileUrl,
    recordedBy: recorder?.contact ?? '',
    recordedTime: row.recordedTime,
    withdrawnTime: row.withdrawnTime,
  };
}

/** What partners may see of her: her authorisation's scope while on file, else only the basic profile. */
export function partnerScope(db: MockDb, auntId: number): ConsentScope[] {
  const row = consentOf(db, auntId);
  return row?.status === 'onFile' ? [...row.scope] : ['basic'];
}

/** Another company's user opened her hall record: one row (a repeat within minutes is not), at most MAX_VIEWS_PER_AUNT kept. */
export function recordView(db: MockDb, hall: UnitedAuntRow, viewer: { companyId: number; userId: number }, time: string): void {
  if (hall.companyId === viewer.companyId) return;
  const views = db.auntConsentViews.filter((row) => row.auntId === hall.auntId);
  const last = views.filter((row) => row.companyId === viewer.companyId && row.userId === viewer.userId).pop();
  if (last && Date.parse(time) - Date.parse(last.viewedTime) < VIEW_REPEAT_MS) return;
  db.auntConsentViews.push({
    viewId: allocateId(db, 'auntConsentViews'),
    ownerCompanyId: hall.companyId,
    auntId: hall.auntId,
    companyId: viewer.companyId,
    userId: viewer.userId,
    viewedTime: time,
  });
  if (views.length + 1 > MAX_VIEWS_PER_AUNT) {
    const oldest = new Set(views.slice(0, views.length + 1 - MAX_VIEWS_PER_AUNT));
    db.auntConsentViews = db.auntConsentViews.filter((row) => !oldest.has(row));
  }
}

/** Her views, newest first. */
export function viewsOf(db: MockDb, auntId: number): AuntConsentView[] {
  const companies = new Map(db.companies.map((row) => [row.companyId, row.companyName]));
  const users = new Map(db.users.map((row) => [row.userId, row.contact]));
  return db.auntConsentViews
    .filter((row) => row.auntId === auntId)
    .reverse()
    .map((row) => ({ viewId: row.viewId, companyName: companies.get(row.companyId) ?? '', userName: users.get(row.userId) ?? '', viewedTime: row.viewedTime }));
}

/**
 * The seed's (and an upgraded file's) authorisations, rebuilt from the records: every aunt not
 * deleted who is shared, was ever in the joint hall, or is seeking work has one on file (signed
 * the day her record was made, her portrait standing in for the form); the others (on leave,
 * interviewing, working, blacklisted) have none, so the demo shows both states. The seed also
 * calls it before sharing its aunts (the share rule asks for one) and again at its end.
 */
export function seedConsents(db: MockDb): void {
  db.auntConsents = [];
  db.counters.auntConsents = 0;
  const everShared = new Set(db.unitedAunts.map((row) => row.auntId));
  for (const aunt of db.aunts) {
    if (aunt.isDeleted === 1 || (aunt.isShared !== 1 && !everShared.has(aunt.auntId) && aunt.workStatus !== 1)) continue;
    const input = { signedAt: aunt.createdTime.slice(0, 10), scope: [...SEED_SCOPE], fileUrl: aunt.portrait?.filePath ?? '' };
    recordConsent(db, aunt, { userId: aunt.teacherUserId }, input, aunt.createdTime);
  }
}
