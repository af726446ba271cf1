/**
 * Privacy family (/privacy/, ours: docs/API.md): the full value of masked personal data. Every
 * read answers mobiles, identity numbers and detailed addresses masked (domain/personalData);
 * a user whose role allows it asks for the full value with a reason, and the server logs it.
 * An export tells the server what it writes (logged); full personal columns need personal.export and a reason.
 */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const privacyPaths = {
  reveal: optionalPath('/privacy/reveal'),
  export: optionalPath('/privacy/export'),
} as const;

/** Whose record: an aunt, an employer, a staff member (user) or an insured person (insurance order). */
export type PrivacySubject = 'aunt' | 'employer' | 'staff' | 'insured';

/** Why the user looks: a short choice (contact / verify / sign / insure / other) plus text (required for 'other'). */
export interface RevealReason {
  kind: 'contact' | 'verify' | 'sign' | 'insure' | 'other';
  /** Up to 200 characters. */
  text?: string;
}

export interface RevealRequest {
  subject: PrivacySubject;
  /** auntId / employerId / userId / insurance orderId. */
  id: number;
  /** The record's field names, e.g. ['mobile'], ['insurerIdNo']; 1–5 of the subject's personal fields. */
  fields: string[];
  reason: RevealReason;
}

export interface RevealAnswer {
  /** field -> full value. */
  values: Record<string, string>;
}

export const revealPersonal = (body: RevealRequest, options?: RequestOptions) => post(privacyPaths.reveal, body, options);

/** One list export (up to 10 000 rows): which personal columns go out full (their values answered) and which masked. */
export interface ExportPersonalRequest {
  /** Which list, e.g. 'aunt.all' (1–50 characters). */
  list: string;
  subject: PrivacySubject;
  /** The exported records (their values answered when `fields` names any). */
  ids: number[];
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
