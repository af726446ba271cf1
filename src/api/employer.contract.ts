/**
 * The contract's entries for `employerPaths` (employer.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody } from './contract';
import type {
  AddJobsRequest,
  CreateFollowUpRequest,
  CreateTransferRequest,
  DisableJobsRequest,
  Employer,
  EmployerCount,
  EmployerFilter,
  EmployerFilterDataRequest,
  EmployerFollowUp,
  EmployerIdRequest,
  EmployerInput,
  EmployerJob,
  EmployerQuery,
  EmployerTransfer,
  FollowUpIdRequest,
  FollowUpQuery,
  JobIdRequest,
  JobQuery,
  JobSearchParam,
  UpdateEmployerRequest,
  UpdateJobsTopRequest,
} from './employer.types';
import type { FilterOption } from './shared';

export interface EmployerContract {
  /** Employer list by filter. */
  '/employer/getEmployerByFilter': { req: EmployerQuery; list: Employer };
  /** Creates an employer. */
  '/employer/createEmployer': { req: EmployerInput; res: Employer };
  /**
   * Moves an employer into the recycle bin.
   * Answer: `null` (he goes to the recycle bin; 40901 naming the order while one of his is signed or still recruiting: `orderFlow.error.employerIsSigned` / `employerIsRecruiting`)
   */
  '/employer/deleteEmployer': { req: EmployerIdRequest; res: null };
  /** Saves an employer's editable fields. */
  '/employer/updateEmployer': { req: UpdateEmployerRequest; res: Employer };
  /** Adds a follow-up note to an employer. */
  '/employer/createFollowUp': { req: CreateFollowUpRequest; res: EmployerFollowUp };
  /** Follow-ups by filter (list). */
  '/employer/getFollowUpByFilter': { req: FollowUpQuery; list: EmployerFollowUp };
  /** One follow-up. */
  '/employer/getFollowUpById': { req: FollowUpIdRequest; res: EmployerFollowUp };
  /** Transfers an employer to another staff member. */
  '/employer/createTransfer': { req: CreateTransferRequest; res: EmployerTransfer };
  /** Jobs by filter, of the signed-in user unless userId is given (list). */
  '/employer/getJobsByFilterUser': { req: JobQuery; list: EmployerJob };
  /** The filters of the job search form with their choices. */
  '/employer/getJobsSearchParam': { req: EmptyBody; res: JobSearchParam[] };
  /** Adds a job opening for an employer. */
  '/employer/addJobs': { req: AddJobsRequest; res: EmployerJob };
  /** Pins (isTop 1) or unpins a job. */
  '/employer/updateJobsTop': { req: UpdateJobsTopRequest; res: null };
  /** Disables (1) or re-enables (0) a job. */
  '/employer/disableJobs': { req: DisableJobsRequest; res: null };
  /** Deletes a job. */
  '/employer/deleteJobs': { req: JobIdRequest; res: null };
  /** Distinct values of one employer field for a filter ({filterField}). */
  '/employer/filter': { req: EmployerFilterDataRequest; res: FilterOption[] };
  /** Number of employers matching a filter. */
  '/employer/countEmployerByFilter': { req: EmployerFilter; res: EmployerCount };
}
