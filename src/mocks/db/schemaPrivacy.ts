/**
 * Row types of personal-data access (issue 38): who revealed whose personal data, which fields,
 * when and why. Part of the schema (schema.ts). Written by /privacy/reveal and /privacy/export; read by /privacy/accessLogs (the access-log page, a record's "who accessed").
 */

export type PrivacySubject = 'aunt' | 'employer' | 'staff' | 'insured' | 'member' | 'appOrder' | 'job' | 'order' | 'miniOrder' | 'marryApply';

export interface PrivacyAccessLogRow {
  logId: number;
  companyId: number;
  /** ISO time. */
  at: string;
  userId: number;
  subject: PrivacySubject;
  subjectId: number;
  fields: string[];
  /** 'export': subjectId 0, `fields` the columns exported full, `export` what else was written; 'print' as a reveal. */
  action: 'reveal' | 'export' | 'print';
  /** An export without full values has no reason: kind ''. */
  reason: { kind: string; text: string };
  export?: PrivacyExportFacts;
}

/** An export's facts: which list, how many rows, which personal columns went out masked. */
export interface PrivacyExportFacts {
  list: string;
  rows: number;
  masked: string[];
}

export interface PrivacyTables {
  privacyAccessLogs: PrivacyAccessLogRow[];
}

export const PRIVACY_TABLE_NAMES = ['privacyAccessLogs'] as const satisfies readonly (keyof PrivacyTables)[];

export function emptyPrivacyTables(): PrivacyTables {
  return { privacyAccessLogs: [] };
}
