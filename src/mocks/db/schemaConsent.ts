/**
 * Row types of the aunts' sharing authorisations (PIPL art. 23; api/auntConsent.ts): one row per
 * aunt (recording again replaces it), and partners' views of her hall record. Part of the schema (schema.ts).
 */
import type { ConsentScope } from '@/api/auntConsent';

export interface AuntConsentRow {
  consentId: number;
  companyId: number;
  auntId: number;
  status: 'onFile' | 'withdrawn';
  /** YYYY-MM-DD. */
  signedAt: string;
  scope: ConsentScope[];
  fileUrl: string;
  recordedBy: number;
  recordedTime: string;
  withdrawnBy: number;
  withdrawnTime: string;
}

/** Another company's user opened her hall record. */
export interface AuntConsentViewRow {
  viewId: number;
  /** The sharing agency and its aunt. */
  ownerCompanyId: number;
  auntId: number;
  companyId: number;
  userId: number;
  viewedTime: string;
}

export interface ConsentTables {
  auntConsents: AuntConsentRow[];
  auntConsentViews: AuntConsentViewRow[];
}

export const CONSENT_TABLE_NAMES = ['auntConsents', 'auntConsentViews'] as const satisfies readonly (keyof ConsentTables)[];

export function emptyConsentTables(): ConsentTables {
  return { auntConsents: [], auntConsentViews: [] };
}
