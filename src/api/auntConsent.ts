/**
 * The aunt's sharing authorisation (PIPL art. 23), calls of ours (docs/API.md, "Optional calls"):
 * the record of her separate consent to share her data with partner agencies (signed date, what
 * partners may see, the signed form), its withdrawal, and which partners viewed her hall record.
 * A server that answers 404 does not know consent: the app says the record is unavailable and
 * does not block sharing (docs/DECISIONS.md, "Personal data").
 */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const auntConsentPaths = {
  getAuntConsent: optionalPath('/aunt/consent/get'),
  setAuntConsent: optionalPath('/aunt/consent/set'),
  withdrawAuntConsent: optionalPath('/aunt/consent/withdraw'),
  getAuntConsentViews: optionalPath('/aunt/consent/views'),
} as const;

/** What partners may see: basic (name, age, native place, experience, skills; always), photo, certificates, contact. */
export const CONSENT_SCOPES = ['basic', 'photo', 'certificates', 'contact'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** One aunt's authorisation (our choice). */
export interface AuntConsent {
  auntId: number;
  /** 'onFile' while in force; 'withdrawn' after she withdrew it (she then left the joint hall). */
  status: 'onFile' | 'withdrawn';
  /** The day she signed, YYYY-MM-DD. */
  signedAt: string;
  scope: ConsentScope[];
  /** The signed form (an upload of this company). */
  fileUrl: string;
  /** Who recorded it (staff name) and when. */
  recordedBy: string;
  recordedTime: string;
  /** When withdrawn, else ''. */
  withdrawnTime: string;
}

export interface AuntConsentRequest {
  auntId: number;
}

export interface SetAuntConsentRequest {
  auntId: number;
  signedAt: string;
  scope: ConsentScope[];
  fileUrl: string;
}

/** A partner's opening of her hall record (our choice). */
export interface AuntConsentView {
  viewId: number;
  companyName: string;
  userName: string;
  viewedTime: string;
}

export const getAuntConsent = (body: AuntConsentRequest, options?: RequestOptions) => post(auntConsentPaths.getAuntConsent, body, options);
export const setAuntConsent = (body: SetAuntConsentRequest, options?: RequestOptions) => post(auntConsentPaths.setAuntConsent, body, options);
export const withdrawAuntConsent = (body: AuntConsentRequest, options?: RequestOptions) => post(auntConsentPaths.withdrawAuntConsent, body, options);
export const getAuntConsentViews = (body: AuntConsentRequest, options?: RequestOptions) => post(auntConsentPaths.getAuntConsentViews, body, options);
