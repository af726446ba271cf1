/**
 * The contract's entries for `auntPaths` (aunt.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  AuntCustomTabDataRequest,
  AuntFilterDataRequest,
  AuntIdRequest,
  AuntListQuery,
  AuntLog,
  AuntLogQuery,
  AuntMobile,
  AuntRemark,
  DeliverAuntRequest,
  EditAuntFieldRequest,
  GetAuntRequest,
  JobApplyAuntsQuery,
  LockAuntRequest,
  SetAuntToTopRequest,
} from './aunt.requests';
import type { Aunt, AuntInput, CopyAuntRequest, EditAuntRequest, JobApplyAunt, PublicAunt } from './aunt.types';
import type { CustomTabCount, FilterOption } from './shared';
import type { ResumeByTokenRequest, ResumeLink, ResumeLinkRequest } from './resumeLink';

export interface AuntContract {
  /**
   * Creates an aunt.
   * Request: `AuntInput` (the editable fields)
   */
  '/aunt/addAunt': { req: AuntInput; res: Aunt };
  /**
   * Saves an aunt's editable fields.
   * Request: `EditAuntRequest` = `AuntInput & {auntId}` (patch: absent fields kept, null clears)
   */
  '/aunt/editAunt': { req: EditAuntRequest; res: Aunt };
  /**
   * Copies an aunt into the signed-in user's records; answers the copy.
   * Answer: `Aunt` (the new record)
   */
  '/aunt/copyAunt': { req: CopyAuntRequest; res: Aunt };
  /**
   * Aunt list of one scope (page), with the returned fields (list).
   * Answer: list of `Aunt` (only `fields` when given) + total
   */
  '/aunt/getAunts': { req: AuntListQuery; list: Aunt; projected: true };
  /** Reveals an aunt's mobile number ({auntId}). */
  '/aunt/getAuntMobile': { req: AuntIdRequest; res: AuntMobile };
  /**
   * Distinct values of one aunt field for a filter ({filterField}).
   * Answer: `FilterOption[]` (value, label, count)
   */
  '/aunt/getAuntFilterData': { req: AuntFilterDataRequest; res: FilterOption[] };
  /**
   * Row counts of the aunt list's custom tabs.
   * Answer: `CustomTabCount[]` (the tabs the company shows, in its order: built-in all + one per work status, and its own; counted in the scope)
   */
  '/aunt/getAuntCustomTabData': { req: AuntCustomTabDataRequest; res: CustomTabCount[] };
  /**
   * One aunt ({auntId, isDeleted, userId}); without a session nothing (the public résumé is opened by token: /aunt/resume).
   * Request: `GetAuntRequest` {auntId, isDeleted, userId} (the app sends all three: isDeleted 0, the signed-in user's id). Answer: `Aunt`
   */
  '/aunt/getAunt': { req: GetAuntRequest; res: Aunt };
  /**
   * Moves an aunt into the recycle bin.
   * Answer: `null` (the aunt goes to the recycle bin)
   */
  '/aunt/setAuntDelete': { req: AuntIdRequest; res: null };
  /** Pins (isTop 1) or unpins an aunt. */
  '/aunt/setAuntToTop': { req: SetAuntToTopRequest; res: null };
  /** An aunt's remarks ({auntId}). */
  '/aunt/getAuntRemark': { req: AuntIdRequest; res: AuntRemark };
  /**
   * Saves an aunt's remarks.
   * Request: `AuntRemark` (<= 500 characters)
   */
  '/aunt/setAuntRemark': { req: AuntRemark; res: AuntRemark };
  /**
   * Changes one field of an aunt (inline table edit); answers the aunt.
   * Request: `EditAuntFieldRequest` {auntId, field, value}: workStatus (1-5), blacklistReason (sets status 6), expectedSalary, expectedSalaryMax, remarks, labels, serviceTypes, liveIn, isShared; the verification decision of an aunt awaiting it (isVerified 0): isVerified 1 approves, verifyRejectReason (≤ 200, required) rejects (isVerified 2; 40901 once decided; logged as action `verify`)
   */
  '/aunt/editField': { req: EditAuntFieldRequest; res: Aunt };
  /** Locks (1) or unlocks (0) an aunt. */
  '/aunt/lockAunt': { req: LockAuntRequest; res: null };
  /**
   * Hands an aunt over to another staff member.
   * Request: `DeliverAuntRequest` {auntId, userId} (an enabled staff member)
   */
  '/aunt/deliverAunt': { req: DeliverAuntRequest; res: null };
  /**
   * One aunt's operation log (list).
   * Answer: list of `AuntLog` {logId, auntId, auntName, userId, contact, action, content, createdTime}, newest first
   */
  '/aunt/getAuntLog': { req: AuntLogQuery; list: AuntLog };
  /**
   * The aunts other agencies offered for one of our jobs through the job hall (list).
   * Answer: list of `Aunt` (empty until jobs exist)
   */
  '/aunt/getJobApplyAunts': { req: JobApplyAuntsQuery; list: JobApplyAunt };
  /**
   * Favourites an aunt ({auntId}).
   * Answer: `null` (isFav 1)
   */
  '/aunt/favAunt': { req: AuntIdRequest; res: null };
  /**
   * Removes an aunt from the favourites ({auntId}).
   * Answer: `null` (isFav 0)
   */
  '/aunt/unfavAunt': { req: AuntIdRequest; res: null };
  /**
   * The aunt's live résumé link ({auntId, days?}), made when she has none (ours, optional).
   * Answer: `ResumeLink` {token, expiresAt}
   */
  '/aunt/resumeLink': { req: ResumeLinkRequest; res: ResumeLink };
  /**
   * Revokes the aunt's résumé links ({auntId}; ours, optional).
   * Answer: `null`
   */
  '/aunt/resumeLink/revoke': { req: AuntIdRequest; res: null };
  /**
   * The public résumé by token, without a session (ours, optional); an unknown, revoked or expired token answers 404-like (nothing).
   * Answer: `PublicAunt`
   */
  '/aunt/resume': { req: ResumeByTokenRequest; res: PublicAunt };
}
