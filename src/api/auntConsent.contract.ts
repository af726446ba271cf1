/**
 * The contract's entries for `auntConsentPaths` (auntConsent.ts): calls of ours, optional. The
 * one `Contract` that joins the families: contract.ts.
 */
import type { AuntConsent, AuntConsentRequest, AuntConsentView, SetAuntConsentRequest } from './auntConsent';

export interface AuntConsentContract {
  /** Her authorisation, or null when none was ever recorded. */
  '/aunt/consent/get': { req: AuntConsentRequest; res: AuntConsent | null };
  /** Records (or replaces) her authorisation. */
  '/aunt/consent/set': { req: SetAuntConsentRequest; res: AuntConsent };
  /** Withdraws it: she leaves the joint hall (its open merges cancelled). */
  '/aunt/consent/withdraw': { req: AuntConsentRequest; res: AuntConsent };
  /** Partners' views of her hall record, newest first (at most 100). */
  '/aunt/consent/views': { req: AuntConsentRequest; res: AuntConsentView[] };
}
