/**
 * Importing aunts and employers from a spreadsheet: the columns each kind takes, how a file's
 * headers map to them, and what is wrong with a row. ONE module for the client's preview and the
 * mock's bulk calls (/aunt/import, /employer/import), so both refuse the same rows for the same
 * reasons. Pure: no I/O, no clock.
 */
import { MOBILE_RE } from './mobile';
import { EMPLOYER_LIMITS } from './employerCodes';
import { birthDateExists, hasValidCheckDigit, normalizeIdCard, validateIdCard } from './idCard';

export type ImportKind = 'aunt' | 'employer';

/** Bounds of one file and of one bulk call. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_BATCH_ROWS = 500;

export interface ImportField {
  key: string;
  required: boolean;
  /** Headers recognised for it (zh first, then en, then aliases); the first two name the template's columns. */
  headers: readonly string[];
  kind: 'text' | 'mobile' | 'idCard' | 'integer';
  /** Longest text (characters) or largest number. */
  max: number;
  /** Shortest text (characters), when more than one. */
  min?: number;
}

export const IMPORT_FIELDS: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  aunt: [
    { key: 'auntName', required: true, headers: ['姓名', 'Name', '阿姨姓名', 'Aunt name'], kind: 'text', min: 2, max: 20 },
    { key: 'mobile', required: true, headers: ['手机号', 'Mobile', '手机', '电话', 'Phone'], kind: 'mobile', max: 11 },
    { key: 'idCard', required: false, headers: ['身份证号', 'Identity number', '身份证', 'ID number'], kind: 'idCard', max: 18 },
    { key: 'nativePlace', required: false, headers: ['籍贯', 'Native place'], kind: 'text', max: 50 },
    { key: 'experienceYears', required: false, headers: ['从业年限', 'Years of experience', 'Experience'], kind: 'integer', max: 60 },
    { key: 'remarks', required: false, headers: ['备注', 'Remarks', 'Notes'], kind: 'text', max: 500 },
  ],
  employer: [
    { key: 'employerName', required: true, headers: ['姓名', 'Name', '客户姓名', '雇主姓名', 'Employer name'], kind: 'text', max: EMPLOYER_LIMITS.nameMax },
    { key: 'mobile', required: true, headers: ['手机号', 'Mobile', '手机', '电话', 'Phone'], kind: 'mobile', max: 11 },
    { key: 'address', required: false, headers: ['地址', 'Address', '详细地址'], kind: 'text', max: EMPLOYER_LIMITS.addressMax },
    { key: 'requirements', required: false, headers: ['需求', 'Requirements'], kind: 'text', max: EMPLOYER_LIMITS.requirementsMax },
    { key: 'remarks', required: false, headers: ['备注', 'Remarks', 'Notes'], kind: 'text', max: EMPLOYER_LIMITS.remarksMax },
  ],
};

/** What is wrong with a row (the reason codes both sides answer). */
export type ImportReason =
  'required' | 'tooShort' | 'tooLong' | 'mobile' | 'idCard' | 'idCardCheckDigit' | 'integer' | 'duplicateInFile' | 'duplicateExisting' | 'refused';

export interface ImportProblem {
  reason: ImportReason;
  /** The field at fault ('' when the refusal names none). */
  field: string;
  /** 'refused' only: the add call's own words, in the caller's language. */
  message?: string;
}

/** A row as imported: field key -> its text (trimmed; absent or '' when empty). */
export type ImportRow = Readonly<Record<string, string>>;

/** The fields two records must not share. */
export const UNIQUE_FIELDS: Readonly<Record<ImportKind, readonly string[]>> = { aunt: ['mobile', 'idCard'], employer: ['mobile'] };

const squash = (text: string) => text.replace(/[\s_*：:（）()]/g, '').toLowerCase();

/** The field each header names (null when none); a field is taken by its first header only. */
export function autoMap(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const wanted = squash(header);
    const field = IMPORT_FIELDS[kind].find((candidate) => !taken.has(candidate.key) && candidate.headers.some((name) => squash(name) === wanted));
    if (!field) return null;
    taken.add(field.key);
    return field.key;
  });
}

/** Required fields no column is mapped to. */
export function unmappedRequired(kind: ImportKind, mapping: readonly (string | null)[]): string[] {
  return IMPORT_FIELDS[kind].filter((field) => field.required && !mapping.includes(field.key)).map((field) => field.key);
}

/** A cell's text as compared and stored: trimmed, a mobile without spaces, an identity number upper-cased. */
export function cleanValue(field: ImportField, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (field.kind === 'mobile') return text.replace(/[\s-]/g, '');
  if (field.kind === 'idCard') return normalizeIdCard(text);
  return text;
}

/** The row's own problems (not comparing it with others). */
export function rowProblems(kind: ImportKind, row: ImportRow): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const value = cleanValue(field, row[field.key]);
    const add = (reason: ImportReason) => problems.push({ reason, field: field.key });
    if (value === '') {
      if (field.required) add('required');
      continue;
    }
    if (field.kind === 'mobile' && !MOBILE_RE.test(value)) add('mobile');
    else if (field.kind === 'idCard') {
      if (validateIdCard(value) !== null || !birthDateExists(value)) add('idCard');
      else if (!hasValidCheckDigit(value)) add('idCardCheckDigit');
    } else if (field.kind === 'integer') {
      if (!/^\d+$/.test(value) || Number(value) > field.max) add('integer');
    } else if (field.kind === 'text' && value.length > field.max) add('tooLong');
    else if (field.kind === 'text' && value.length < (field.min ?? 1)) add('tooShort');
  }
  return problems;
}

/** Whether an existing record already has this value of a unique field. */
export type ExistingCheck = (field: string, value: string) => boolean;

/**
 * Every row's problems: its own, a unique value an earlier row of the file already has
 * (duplicateInFile: the first one stays), one an existing record has (duplicateExisting).
 */
export function checkRows(kind: ImportKind, rows: readonly ImportRow[], existing: ExistingCheck = () => false): ImportProblem[][] {
  const fields = IMPORT_FIELDS[kind];
  const seen = new Map<string, Set<string>>(UNIQUE_FIELDS[kind].map((key) => [key, new Set<string>()]));
  return rows.map((row) => {
    const problems = rowProblems(kind, row);
    for (const key of UNIQUE_FIELDS[kind]) {
      const field = fields.find((candidate) => candidate.key === key)!;
      const value = cleanValue(field, row[key]);
      if (value === '' || problems.some((problem) => problem.field === key)) continue;
      const values = seen.get(key)!;
      if (values.has(value)) problems.push({ reason: 'duplicateInFile', field: key });
      else if (existing(key, value)) problems.push({ reason: 'duplicateExisting', field: key });
      values.add(value);
    }
    return problems;
  });
}

/** The add call's body for a valid row: the mapped fields, cleaned, numbers as numbers, empty ones left out. */
export function toInput(kind: ImportKind, row: ImportRow): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const value = cleanValue(field, row[field.key]);
    if (value !== '') body[field.key] = field.kind === 'integer' ? Number(value) : value;
  }
  return body;
}
