/** Employer (customer) family (/employer/): employers, follow-ups, transfers and jobs. */
import { post, postList, type RequestOptions } from './http';
import type {
  AddJobsRequest,
  CreateFollowUpRequest,
  CreateTransferRequest,
  DisableJobsRequest,
  EmployerFilter,
  EmployerFilterDataRequest,
  EmployerIdRequest,
  EmployerInput,
  EmployerQuery,
  FollowUpIdRequest,
  FollowUpQuery,
  JobIdRequest,
  JobQuery,
  UpdateEmployerRequest,
  UpdateJobsTopRequest,
} from './employer.types';

export type * from './employer.types';

export const employerPaths = {
  getEmployerByFilter: '/employer/getEmployerByFilter',
  createEmployer: '/employer/createEmployer',
  deleteEmployer: '/employer/deleteEmployer',
  updateEmployer: '/employer/updateEmployer',
  createFollowUp: '/employer/createFollowUp',
  getFollowUpByFilter: '/employer/getFollowUpByFilter',
  getFollowUpById: '/employer/getFollowUpById',
  createTransfer: '/employer/createTransfer',
  getJobsByFilterUser: '/employer/getJobsByFilterUser',
  getJobsSearchParam: '/employer/getJobsSearchParam',
  addJobs: '/employer/addJobs',
  updateJobsTop: '/employer/updateJobsTop',
  disableJobs: '/employer/disableJobs',
  deleteJobs: '/employer/deleteJobs',
  filter: '/employer/filter',
  countEmployerByFilter: '/employer/countEmployerByFilter',
} as const;

/** Employer list by filter. */
export const getEmployerByFilter = (body: EmployerQuery, options?: RequestOptions) => postList(employerPaths.getEmployerByFilter, body, options);

/** Creates an employer. */
export const createEmployer = (body: EmployerInput, options?: RequestOptions) => post(employerPaths.createEmployer, body, options);

/** Moves an employer into the recycle bin. */
export const deleteEmployer = (body: EmployerIdRequest, options?: RequestOptions) => post(employerPaths.deleteEmployer, body, options);

/** Saves an employer's editable fields. */
export const updateEmployer = (body: UpdateEmployerRequest, options?: RequestOptions) => post(employerPaths.updateEmployer, body, options);

/** Adds a follow-up note to an employer. */
export const createFollowUp = (body: CreateFollowUpRequest, options?: RequestOptions) => post(employerPaths.createFollowUp, body, options);

/** Follow-ups by filter (list). */
export const getFollowUpByFilter = (body: FollowUpQuery, options?: RequestOptions) => postList(employerPaths.getFollowUpByFilter, body, options);

/** One follow-up. */
export const getFollowUpById = (body: FollowUpIdRequest, options?: RequestOptions) => post(employerPaths.getFollowUpById, body, options);

/** Transfers an employer to another staff member. */
export const createTransfer = (body: CreateTransferRequest, options?: RequestOptions) => post(employerPaths.createTransfer, body, options);

/** Jobs by filter, of the signed-in user unless userId is given (list). */
export const getJobsByFilterUser = (body: JobQuery, options?: RequestOptions) => postList(employerPaths.getJobsByFilterUser, body, options);

/** The filters of the job search form with their choices. */
export const getJobsSearchParam = (options?: RequestOptions) => post(employerPaths.getJobsSearchParam, {}, options);

/** Adds a job opening for an employer. */
export const addJobs = (body: AddJobsRequest, options?: RequestOptions) => post(employerPaths.addJobs, body, options);

/** Pins (isTop 1) or unpins a job. */
export const updateJobsTop = (body: UpdateJobsTopRequest, options?: RequestOptions) => post(employerPaths.updateJobsTop, body, options);

/** Disables (1) or re-enables (0) a job. */
export const disableJobs = (body: DisableJobsRequest, options?: RequestOptions) => post(employerPaths.disableJobs, body, options);

/** Deletes a job. */
export const deleteJobs = (body: JobIdRequest, options?: RequestOptions) => post(employerPaths.deleteJobs, body, options);

/** Distinct values of one employer field for a filter ({filterField}). */
export const filter = (body: EmployerFilterDataRequest, options?: RequestOptions) => post(employerPaths.filter, body, options);

/** Number of employers matching a filter. */
export const countEmployerByFilter = (body: EmployerFilter, options?: RequestOptions) => post(employerPaths.countEmployerByFilter, body, options);
