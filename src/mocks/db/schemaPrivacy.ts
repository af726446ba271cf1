/**
 * Row types of personal-data access (issue 38): who revealed whose personal data, which fields,
 * when and why. Part of the schema (schema.ts). Written by /privacy/reveal; read by /privacy/accessLogs (the access-log page, a record's "who accessed").
 */

export type PrivacySubject = 'aunt' | 'employer' | 'staff' | 'insured';

export interface PrivacyAccessLogRow {
  logId: number;
  companyId: number;
  /** ISO time. */
  at: string;
  userId: number;
  subject: PrivacySubject;
  subjectId: number;
  fields: string[];
  /** Only reveals are written so far; exports and prints are logged the same way. */
  action: 'reveal' | 'export' | 'print';
  reason: { kind: string; text: string };
}

export interface PrivacyTables {
  privacyAccessLogs: PrivacyAccessLogRow[];
}

export const PRIVACY_TABLE_NAMES = ['privacyAccessLogs'] as const satisfies readonly (keyof PrivacyTables)[];

export function emptyPrivacyTables(): PrivacyTables {
  return { privacyAccessLogs: [] };
}
