/**
 * The contract's entries for `unitedPaths` (united.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  UnitedAunt,
  UnitedAuntIdRequest,
  UnitedAuntPairRequest,
  UnitedAuntQuery,
  UnitedAuntRefRequest,
  UnitedCompany,
  UnitedCompanyQuery,
  UnitedJob,
  UnitedJobApplyRequest,
  UnitedJobIdRequest,
  UnitedJobPairRequest,
  UnitedJobQuery,
  UnitedJobRefRequest,
  UnitedMappingAunt,
  UnitedMappingRequest,
  UnitedOwnerQuery,
  UnitedRecordQuery,
} from './united.types';

export interface UnitedContract {
  /** A hall aunt by the sharing agency's aunt id (the detail page's auntId query), as the caller may see her. */
  '/united/getAunt': { req: UnitedAuntIdRequest; res: UnitedAunt };
  /** The aunt hall (list). */
  '/united/getAunts': { req: UnitedAuntQuery; list: UnitedAunt };
  /** Takes one of the caller's aunts off the hall ({auntId}). */
  '/united/removeAunt': { req: UnitedAuntIdRequest; res: null };
  /** Unfavourites a hall aunt ({unitedAuntId, auntId}). */
  '/united/removeFavAunt': { req: UnitedAuntPairRequest; res: null };
  /** Unfavourites a hall job. */
  '/united/removeFavJob': { req: UnitedJobPairRequest; res: null };
  /** Shares one of the caller's aunts into the hall. */
  '/united/addAunt': { req: UnitedAuntIdRequest; res: UnitedAunt };
  /** The job hall (list). */
  '/united/getJobs': { req: UnitedJobQuery; list: UnitedJob };
  /** One hall job. */
  '/united/getJob': { req: UnitedJobRefRequest; res: UnitedJob };
  /** Takes one of the caller's jobs off the hall. */
  '/united/removeJob': { req: UnitedJobIdRequest; res: null };
  /** Shares one of the caller's jobs into the hall. */
  '/united/addJob': { req: UnitedJobIdRequest; res: UnitedJob };
  /** One hall aunt with its merge requests (those the caller may see). */
  '/united/getUnitedAunt': { req: UnitedAuntRefRequest; res: UnitedAunt };
  /** The caller's aunt merge records (list; see UnitedRecordQuery for which). */
  '/united/getUnitedAunts': { req: UnitedRecordQuery; list: UnitedMappingAunt };
  /** The caller's job merge records (list). */
  '/united/getUnitedJobs': { req: UnitedRecordQuery; list: UnitedMappingAunt };
  /** One hall job with its merge requests (those the caller may see). */
  '/united/getUnitedJob': { req: UnitedJobRefRequest; res: UnitedJob };
  /** Agencies in the joint hall (spec spelling "Comany"). */
  '/united/getUnitedComany': { req: UnitedCompanyQuery; res: UnitedCompany[] };
  /** The caller's favourite hall aunts (list). */
  '/united/getFavAunts': { req: UnitedAuntQuery; list: UnitedAunt };
  /** The caller's favourite hall jobs (list). */
  '/united/getFavJobs': { req: UnitedJobQuery; list: UnitedJob };
  /** Applies to merge the caller's aunt with a hall aunt ({unitedAuntId, auntId}). */
  '/united/unitedAunt': { req: UnitedAuntPairRequest; res: UnitedMappingAunt };
  /** Offers one of the caller's aunts for a hall job. */
  '/united/unitedJob': { req: UnitedJobApplyRequest; res: UnitedMappingAunt };
  /** Favourites a hall aunt ({unitedAuntId, auntId}). */
  '/united/favAunt': { req: UnitedAuntPairRequest; res: null };
  /** Favourites a hall job. */
  '/united/favJob': { req: UnitedJobPairRequest; res: null };
  /** The caller's own aunts in the hall with their merge requests ("my joint orders", list). */
  '/united/getOwnerAunts': { req: UnitedOwnerQuery; list: UnitedAunt };
  /** The caller's own jobs in the hall (list). */
  '/united/getOwnerJobs': { req: UnitedOwnerQuery; list: UnitedJob };
  /** The owner agrees to a merge request ({mappingAuntId}). */
  '/united/unitedAgree': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** The owner rejects a merge request ({mappingAuntId}). */
  '/united/unitedReject': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Either side cancels a merge request ({mappingAuntId}). */
  '/united/unitedCancel': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Completes a merge; other merges of the aunt are cancelled ({mappingAuntId}). */
  '/united/unitedSuccess': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Deletes a merge record ({mappingAuntId}). */
  '/united/unitedDelete': { req: UnitedMappingRequest; res: null };
}
