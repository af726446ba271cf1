/**
 * Aunt rows -> what the client reads.
 * - toAunt: the full record; mobile, identity number and current address masked (the reveal calls give them); the age is
 *   recomputed for today from the birth date; the owner's current name.
 * - toListAunt: a list row: always masked, limited to `fields` (auntId always).
 * - toPublicAunt: the public resume (getAunt without a session): no identity number, wechat,
 *   remarks, addresses, owner or flags; the mobile masked; option names and the agency's name
 *   included, since a visitor cannot read the company settings.
 */
import type { Aunt } from '@/api/aunt';
import { ageAt } from '@/domain/idCard';
import { maskAddress, maskIdNumber, maskMobile } from '@/domain/personalData';
import { getDb, type AuntRow } from '../db';
import { cloneAunt } from '../db/schemaAunts';
import { namesOf, optionNamesOf } from './companyOptions';
import { resumeTemplateOf } from './resumeTemplate';
import { readinessFactsOf } from './readinessFacts';
import type { PublicAunt } from '@/api/aunt';

export { maskMobile };

/** Full years at `today` of a 'YYYY-MM-DD' birth date. */
export function ageOf(birthDate: string | null, today: Date): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  return ageAt({ year: year ?? 0, month: month ?? 1, day: day ?? 1 }, today);
}

/** userId -> current name of the company's users (for teacherName). */
export function userNames(): Map<number, string> {
  return new Map(getDb().users.map((user) => [user.userId, user.contact]));
}

export interface ViewOptions {
  today?: Date;
  names?: Map<number, string>;
}

export function toAunt(row: AuntRow, options: ViewOptions): Aunt {
  const { deletedTime: _deletedTime, deletedBy: _deletedBy, ...aunt } = cloneAunt(row);
  const today = options.today ?? new Date();
  const names = options.names ?? userNames();
  return {
    ...aunt,
    mobile: maskMobile(row.mobile),
    // Many aunts use their mobile number as WeChat id: it is as private as the number itself.
    wechat: /\d{7,}/.test(row.wechat) ? maskMobile(row.wechat) : row.wechat,
    idCard: maskIdNumber(row.idCard),
    currentAddress: maskAddress(row.currentAddress),
    age: row.birthDate ? ageOf(row.birthDate, today) : row.age,
    teacherName: row.teacherUserId ? (names.get(row.teacherUserId) ?? row.teacherName) : '',
  };
}

const AUNT_KEYS = new Set<string>(Object.keys(toAuntShapeProbe()));

/** Keys of the Aunt record, for the `fields` of getAunts. */
function toAuntShapeProbe(): Record<keyof Aunt, true> {
  return {
    auntId: true,
    companyId: true,
    auntName: true,
    gender: true,
    mobile: true,
    wechat: true,
    idCard: true,
    birthDate: true,
    age: true,
    zodiac: true,
    constellation: true,
    nativePlace: true,
    householdRegister: true,
    currentAddress: true,
    ethnicity: true,
    education: true,
    maritalStatus: true,
    height: true,
    weight: true,
    experienceYears: true,
    serviceTypes: true,
    skills: true,
    certificates: true,
    certificateExpiries: true,
    labels: true,
    expectedSalary: true,
    expectedSalaryMax: true,
    liveIn: true,
    portrait: true,
    idCardPhotos: true,
    workPhotos: true,
    introduction: true,
    workHistory: true,
    workStatus: true,
    blacklistReason: true,
    teacherUserId: true,
    teacherName: true,
    remarks: true,
    isVerified: true,
    isShared: true,
    copiedFromCompanyId: true,
    isFav: true,
    isTop: true,
    isLocked: true,
    isDeleted: true,
    attributes: true,
    customFields: true,
    createdTime: true,
    updatedTime: true,
  };
}

export function isAuntKey(name: string): name is keyof Aunt {
  return AUNT_KEYS.has(name);
}

/** A list row: masked, and only `fields` (plus auntId) when given. Unknown field names are ignored. */
export function toListAunt(row: AuntRow, fields: readonly (keyof Aunt)[] | undefined, today: Date, names: Map<number, string>): Partial<Aunt> {
  const aunt = toAunt(row, { today, names });
  if (!fields) return aunt;
  const out: Partial<Record<keyof Aunt, unknown>> = { auntId: aunt.auntId };
  for (const field of fields) out[field] = aunt[field];
  return out as Partial<Aunt>;
}

const PUBLIC_FIELDS = [
  'auntId',
  'auntName',
  'gender',
  'age',
  'zodiac',
  'constellation',
  'nativePlace',
  'ethnicity',
  'education',
  'height',
  'weight',
  'experienceYears',
  'serviceTypes',
  'skills',
  'certificates',
  'labels',
  'expectedSalary',
  'expectedSalaryMax',
  'liveIn',
  'portrait',
  'workPhotos',
  'introduction',
  'workHistory',
  'workStatus',
  'mobile',
  'attributes',
] as const satisfies readonly (keyof PublicAunt)[];

export type { PublicAunt };

export function toPublicAunt(row: AuntRow, today: Date = new Date()): PublicAunt {
  const aunt = toAunt(row, { today });
  const picked = Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, aunt[field]])) as Pick<Aunt, (typeof PUBLIC_FIELDS)[number]>;
  const names = optionNamesOf(row.companyId);
  return {
    ...picked,
    companyName: getDb().companies.find((company) => company.companyId === row.companyId)?.companyName ?? '',
    serviceTypeNames: namesOf(row.serviceTypes, names.serviceTypes),
    skillNames: namesOf(row.skills, names.skills),
    certificateNames: namesOf(row.certificates, names.certificates),
    labelNames: namesOf(row.labels, names.labels),
    resumeTemplate: resumeTemplateOf(getDb(), row.companyId),
    readiness: readinessFactsOf(getDb(), row, today.getTime()),
  };
}
