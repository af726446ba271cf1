/**
 * Building and changing aunt rows from a checked patch (auntInput.ts), with the rules that
 * look at the whole record:
 * - derived fields from the identity number on every write (birth date, gender — the 17th
 *   digit overrides a given gender —, zodiac, constellation, age); without a number they are
 *   empty and the given gender stands; an empty native place is filled from the number's region;
 * - blacklisting (work status 6) needs a reason; leaving status 6 clears it;
 * - the salary upper bound is not below the lower one;
 * - mobile and identity number are unique within the company (deleted aunts included: they
 *   can be restored), 40001 naming the aunt who has them.
 */
import { BLACKLIST_STATUS } from '@/domain/auntCodes';
import { deriveFromIdCard } from '@/domain/idCard';
import { getDb, type AuntRow, type MockDb, type UserRow } from '../db';
import { REGIONS } from '../db/regions';
import { nativePlaceOf } from '../db/seedAuntPerson';
import { invalid, type Msg } from '../core/errors';
import type { AuntPatch } from './auntInput';

type Editable = Required<AuntPatch>;

/** What a new aunt has unless the input says otherwise (owner: the creator). */
export function defaultFields(owner: UserRow): Omit<Editable, 'auntName' | 'mobile'> {
  return {
    wechat: '',
    idCard: '',
    gender: 0,
    nativePlace: '',
    householdRegister: '',
    currentAddress: '',
    ethnicity: '',
    education: null,
    maritalStatus: 0,
    height: null,
    weight: null,
    experienceYears: 0,
    serviceTypes: [],
    skills: [],
    certificates: [],
    certificateExpiries: [],
    labels: [],
    expectedSalary: 0,
    expectedSalaryMax: null,
    liveIn: 2,
    portrait: null,
    idCardPhotos: [],
    workPhotos: [],
    introduction: '',
    workHistory: [],
    workStatus: 1,
    blacklistReason: '',
    teacherUserId: owner.userId,
    remarks: '',
    attributes: {},
    customFields: {},
  };
}

/** The current name of a staff member ('' for 0 or an unknown id). */
export function ownerName(userId: number): string {
  return userId === 0 ? '' : (getDb().users.find((user) => user.userId === userId)?.contact ?? '');
}

/** A new row of the company with the defaults, owned by `owner`, created at `time` (id 0 until stored). */
export function blankRow(companyId: number, owner: UserRow, time: string, input: Pick<AuntRow, 'auntName' | 'mobile'>): AuntRow {
  return {
    auntId: 0,
    companyId,
    ...input,
    ...defaultFields(owner),
    birthDate: null,
    age: null,
    zodiac: null,
    constellation: null,
    teacherName: owner.contact,
    isVerified: 1,
    isShared: 0,
    copiedFromCompanyId: 0,
    isFav: 0,
    isTop: 0,
    isLocked: 0,
    isDeleted: 0,
    createdTime: time,
    updatedTime: time,
    deletedTime: null,
    deletedBy: 0,
  };
}

const REGION_BY_CODE = new Map(REGIONS.map((region) => [String(region.region_id), region]));

/** The native place of a number's region: its prefecture, else its province. */
export function nativePlaceFromIdCard(idCard: string): string {
  const region = REGION_BY_CODE.get(`${idCard.slice(0, 4)}00`);
  if (region) return nativePlaceOf(region);
  const province = REGIONS.find((row) => String(row.province_id).slice(0, 2) === idCard.slice(0, 2));
  return province?.province_name ?? '';
}

/** Fills the derived fields in place and applies the record rules (throws 40001). */
export function completeRecord(row: AuntRow, today: Date): void {
  const facts = row.idCard ? deriveFromIdCard(row.idCard, today) : null;
  row.birthDate = facts?.birthDate ?? null;
  row.age = facts?.age ?? null;
  row.zodiac = facts?.zodiac ?? null;
  row.constellation = facts?.constellation ?? null;
  if (facts) row.gender = facts.gender;
  if (row.idCard && row.nativePlace === '') row.nativePlace = nativePlaceFromIdCard(row.idCard);
  if (row.workStatus === BLACKLIST_STATUS) {
    if (row.blacklistReason.trim() === '') throw invalid({ zh: '拉黑时请填写拉黑原因', en: 'Blacklisting needs a reason' }, 'blacklistReason');
  } else {
    row.blacklistReason = '';
  }
  // An expiry belongs to a certificate she holds: one taken off her list takes its day along.
  const held = new Set(row.certificates);
  row.certificateExpiries = row.certificateExpiries.filter((entry) => held.has(entry.certificateId));
  if (row.expectedSalaryMax !== null && row.expectedSalaryMax < row.expectedSalary) {
    throw invalid({ zh: '期望薪资上限不能低于期望薪资', en: 'The salary upper bound must not be below the expected salary' }, 'expectedSalaryMax');
  }
}

/** An aunt as a message names her: name, id, and whether she is in the recycle bin. */
export function whoHas(aunt: AuntRow): Msg {
  const bin = aunt.isDeleted === 1;
  return {
    zh: `阿姨 ${aunt.auntName}（编号 ${aunt.auntId}）${bin ? '，在回收站中' : ''}`,
    en: `aunt ${aunt.auntName} (id ${aunt.auntId})${bin ? ', in the recycle bin' : ''}`,
  };
}

/** Another aunt of the company (one in the recycle bin too) with this mobile or identity number, and which of the two it shares; null when none. */
export function sameAuntOf(
  row: Pick<AuntRow, 'companyId' | 'auntId' | 'mobile' | 'idCard'>,
  db: MockDb = getDb(),
): { other: AuntRow; field: 'mobile' | 'idCard' } | null {
  for (const other of db.aunts) {
    if (other.companyId !== row.companyId || other.auntId === row.auntId) continue;
    if (other.mobile === row.mobile) return { other, field: 'mobile' };
    if (row.idCard !== '' && other.idCard === row.idCard) return { other, field: 'idCard' };
  }
  return null;
}

/** 40001 when another aunt of the company has this mobile or identity number. */
export function checkUnique(row: Pick<AuntRow, 'companyId' | 'auntId' | 'mobile' | 'idCard'>, db: MockDb = getDb()): void {
  const same = sameAuntOf(row, db);
  if (!same) return;
  const who = whoHas(same.other);
  if (same.field === 'mobile') throw invalid({ zh: `手机号已被${who.zh}使用`, en: `The mobile number is already used by ${who.en}` }, 'mobile');
  throw invalid({ zh: `身份证号已被${who.zh}使用`, en: `The identity number is already used by ${who.en}` }, 'idCard');
}

/** A copy of the row with the patch applied (arrays copied; the stored row is untouched). */
export function patched(row: AuntRow, patch: AuntPatch): AuntRow {
  const next: AuntRow = { ...row };
  for (const [key, value] of Object.entries(patch) as [keyof AuntPatch, unknown][]) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = Array.isArray(value) ? value.slice() : value;
  }
  return next;
}
