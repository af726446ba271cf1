/**
 * What the jobs list asks the server: the filter (JobFilter: the search parameters, keyword and
 * owner, where an absent userId means the signed-in user's jobs and 0 everyone's) and the fetch.
 */
import { getJobsByFilterUser } from '@/api/employer';
import type { EmployerJob, JobFilter, JobSearchParam } from '@/api/employer.types';
import type { TableFetch } from '@/hooks/useTable';

export type JobListFilter = JobFilter;
export type JobSearchField = JobSearchParam['field'];

/** userId value meaning every staff member's jobs. */
export const EVERYONE = 0;

export const INITIAL_FILTER: JobListFilter = {};

export const fetchJobs: TableFetch<EmployerJob, JobListFilter> = (query, signal) => getJobsByFilterUser(query, { signal, silent: true });

export const jobRowKey = (job: EmployerJob) => job.jobId;
