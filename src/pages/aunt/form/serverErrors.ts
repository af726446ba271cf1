/**
 * Maps a server validation message (40001, e.g. "身份证号格式不正确" / "ID number is not valid")
 * to the form field it names, by looking for the field's label or an alias in the text (longest
 * first, so "期望薪资上限" wins over "期望薪资"). The server names a field only in its text.
 */
import type { AuntFormValues } from './formValues';

/** Form fields whose label (aunt.fields.*) a server message may contain. */
export const MAPPABLE_FIELDS = [
  'auntName',
  'mobile',
  'wechat',
  'idCard',
  'gender',
  'nativePlace',
  'householdRegister',
  'currentAddress',
  'ethnicity',
  'education',
  'maritalStatus',
  'height',
  'weight',
  'experienceYears',
  'serviceTypes',
  'skills',
  'certificates',
  'labels',
  'expectedSalaryMax',
  'expectedSalary',
  'liveIn',
  'portrait',
  'idCardPhotos',
  'workPhotos',
  'introduction',
  'workStatus',
  'blacklistReason',
  'teacherUserId',
  'remarks',
] as const satisfies readonly (keyof AuntFormValues)[];

export type MappableField = (typeof MAPPABLE_FIELDS)[number];

/**
 * `namesOf(field)` gives the texts that name a field: its label and any aliases
 * (auntForm.fieldAliases.*, '|'-separated), in the interface language.
 */
export function fieldOfServerMessage(message: string, namesOf: (field: MappableField) => string[]): MappableField | null {
  return fieldNamedIn(message, MAPPABLE_FIELDS, namesOf);
}

/**
 * The field of `fields` that a server message names, by its names (label, aliases), longest
 * name first; null when it names none. Shared by every form that maps 40001 messages.
 *
 * @example fieldNamedIn('手机号已存在', ['employerName', 'mobile'], (f) => [t(`employer.fields.${f}`)]) // 'mobile'
 */
export function fieldNamedIn<F extends string>(message: string, fields: readonly F[], namesOf: (field: F) => string[]): F | null {
  const text = message.toLowerCase();
  const candidates = fields
    .flatMap((field) => namesOf(field).map((name) => ({ field, name: name.trim().toLowerCase() })))
    .filter(({ name }) => name !== '')
    .sort((a, b) => b.name.length - a.name.length);
  return candidates.find(({ name }) => text.includes(name))?.field ?? null;
}
