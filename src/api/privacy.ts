/**
 * Privacy family (/privacy/, ours: docs/API.md): the full value of masked personal data. Every
 * read answers mobiles, identity numbers and detailed addresses masked (domain/personalData);
 * a user whose role allows it asks for the full value with a reason, and the server logs it.
 */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const privacyPaths = {
  reveal: optionalPath('/privacy/reveal'),
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
