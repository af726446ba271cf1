/**
 * Privacy family (/privacy/, ours: docs/API.md): the full value of masked personal data. Every
 * read answers mobiles, identity numbers and detailed addresses masked (domain/personalData);
 * a user whose role allows it asks for the full value with a reason, and the server logs it.
 * An export tells the server what it writes (logged); full personal columns need personal.export and a reason.
 */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { DateFilter } from './statistics';
import type { PageQuery } from './types';

export const privacyPaths = {
  reveal: optionalPath('/privacy/reveal'),
  accessLogs: optionalPath('/privacy/accessLogs'),
  export: optionalPath('/privacy/export'),
} as const;

/**
 * Whose record: an aunt, an employer, a staff member (user), an insured person (insurance order), a mini-program member or
 * service request, an employer's job, a recruitment order, a mini-program purchase, a marriage application.
 */
export type PrivacySubject = 'aunt' | 'employer' | 'staff' | 'insured' | 'member' | 'appOrder' | 'job' | 'order' | 'miniOrder' | 'marryApply';

/** Why the user looks: a short choice (contact / verify / sign / insure / other) plus text (required for 'other'). */
export interface RevealReason {
  kind: 'contact' | 'verify' | 'sign' | 'insure' | 'other';
  /** Up to 200 characters. */
  text?: string;
}

export interface RevealRequest {
  subject: PrivacySubject;
  /** auntId / employerId / userId / insurance orderId / memberId / appOrderId / jobId / orderId / miniOrderId / applyId. */
  id: number;
  /** The record's field names, e.g. ['mobile'], ['insurerIdNo']; 1–5 of the subject's personal fields. */
  fields: string[];
  /** Our choice: an order's candidate, required with the field 'interviewAddress' (her interview place). */
  auntId?: number;
  reason: RevealReason;
}

export interface RevealAnswer {
  /** field -> full value. */
  values: Record<string, string>;
}

export const revealPersonal = (body: RevealRequest, options?: RequestOptions) => post(privacyPaths.reveal, body, options);

/** What was done with the personal data: shown in full (reveal), exported or printed. */
export type PrivacyAction = 'reveal' | 'export' | 'print';

export const PRIVACY_ACTIONS: readonly PrivacyAction[] = ['reveal', 'export', 'print'];
export const PRIVACY_SUBJECTS = [
  'aunt',
  'employer',
  'staff',
  'insured',
  'member',
  'appOrder',
  'job',
  'order',
  'miniOrder',
  'marryApply',
] as const satisfies readonly PrivacySubject[];
export const REVEAL_REASON_KINDS: readonly RevealReason['kind'][] = ['contact', 'verify', 'sign', 'insure', 'other'];

/** The access log's filters (all optional; admins only). */
export interface AccessLogQuery extends PageQuery {
  /** Who looked (a staff member's userId). */
  userId?: number;
  subject?: PrivacySubject;
  /** The record's id (with `subject`: one record's log, as its detail shows it). */
  subjectId?: number;
  /** Part of the record's name (matched on the full name; answered masked). */
  subjectName?: string;
  /** One field name, e.g. 'mobile'. */
  field?: string;
  reasonKind?: RevealReason['kind'];
  action?: PrivacyAction;
  /** When, as the date filter's options. */
  at?: DateFilter;
}

/** One access to a record's personal data, newest first. */
export interface AccessLogEntry {
  logId: number;
  /** ISO time. */
  at: string;
  userId: number;
  userName: string;
  subject: PrivacySubject;
  subjectId: number;
  /** The record's name, masked (王**). */
  subjectName: string;
  fields: string[];
  action: PrivacyAction;
  /** An export without full columns has no reason (kind ''). */
  reason: { kind: RevealReason['kind'] | ''; text: string };
  /** An export's list, row count and the personal columns that went out masked (subjectId 0). */
  export?: { list: string; rows: number; masked: string[] };
}

export const getAccessLogs = (body: AccessLogQuery, options?: RequestOptions) => postList(privacyPaths.accessLogs, body, options);
/** One list export (up to 10 000 rows): which personal columns go out full (their values answered) and which masked. */
export interface ExportPersonalRequest {
  /** Which list, e.g. 'aunt.all', 'member': one or two words joined by a dot (letters, 1–50 characters). */
  list: string;
  subject: PrivacySubject;
  /** The exported records (their values answered when `fields` names any); rows without a record of `subject` have none. */
  ids: number[];
  /** Rows written (0–10 000; at least `ids`' count): when absent, `ids`' count. */
  rows?: number;
  /** Personal columns exported full: needs personal.export (40301 otherwise) and a reason. */
  fields: string[];
  /** Personal columns exported masked. */
  masked: string[];
  reason?: RevealReason;
}

export interface ExportPersonalAnswer {
  /** id -> field -> full value (only with `fields`). */
  values: Record<string, Record<string, string>>;
}

export const exportPersonal = (body: ExportPersonalRequest, options?: RequestOptions) => post(privacyPaths.export, body, options);
