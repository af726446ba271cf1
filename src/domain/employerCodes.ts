/**
 * Reference lists of the employer record and its jobs and follow-ups (our design, docs/DECISIONS.md
 * "Employers"). Labels are i18n keys under `codes.*` (i18n/{zh,en}/codes.json); the mock reads the
 * same files for the labels it answers.
 */
import type { EmployerSource, EmployerStatus, FollowUpType, JobSchedule } from '@/api/employer.types';
import type { Code } from './auntCodes';

export interface ColoredCode<V> extends Code<V> {
  /** antd preset colour of its tag. */
  color: string;
}

export const EMPLOYER_STATUSES: readonly ColoredCode<EmployerStatus>[] = [
  { value: 1, labelKey: 'codes.employerStatus.1', color: 'default' },
  { value: 2, labelKey: 'codes.employerStatus.2', color: 'orange' },
  { value: 3, labelKey: 'codes.employerStatus.3', color: 'green' },
  { value: 4, labelKey: 'codes.employerStatus.4', color: 'red' },
];
export const EMPLOYER_STATUS_VALUES: readonly EmployerStatus[] = [1, 2, 3, 4];

export const EMPLOYER_SOURCE_VALUES: readonly EmployerSource[] = [1, 2, 3, 4, 5, 6];
export const EMPLOYER_SOURCES: readonly Code<EmployerSource>[] = EMPLOYER_SOURCE_VALUES.map((value) => ({ value, labelKey: `codes.employerSource.${value}` }));

/** Follow-up types a user can choose; 6 (转交) is written by a transfer. */
export const FOLLOW_UP_TYPE_VALUES: readonly FollowUpType[] = [1, 2, 3, 4, 5];
export const TRANSFER_FOLLOW_UP_TYPE: FollowUpType = 6;
export const FOLLOW_UP_TYPES: readonly ColoredCode<FollowUpType>[] = [
  { value: 1, labelKey: 'codes.followUpType.1', color: 'blue' },
  { value: 2, labelKey: 'codes.followUpType.2', color: 'green' },
  { value: 3, labelKey: 'codes.followUpType.3', color: 'purple' },
  { value: 4, labelKey: 'codes.followUpType.4', color: 'cyan' },
  { value: 5, labelKey: 'codes.followUpType.5', color: 'default' },
  { value: 6, labelKey: 'codes.followUpType.6', color: 'orange' },
];

export const JOB_SCHEDULE_VALUES: readonly JobSchedule[] = [1, 2, 3, 4];
export const JOB_SCHEDULES: readonly Code<JobSchedule>[] = JOB_SCHEDULE_VALUES.map((value) => ({ value, labelKey: `codes.jobSchedule.${value}` }));

/** Field limits shared by the forms and the mock's validation. */
export const EMPLOYER_LIMITS = {
  nameMax: 20,
  wechatMax: 50,
  districtMax: 30,
  addressMax: 100,
  requirementsMax: 500,
  remarksMax: 500,
  houseAreaMax: 10000,
  familySizeMax: 30,
  limitMoneyMax: 1_000_000,
  auntAgeMin: 16,
  auntAgeMax: 70,
  experienceMax: 50,
  followUpMax: 500,
  transferReasonMax: 200,
  jobTitleMax: 50,
  salaryMax: 1_000_000,
  workHoursMax: 30,
  restDaysMax: 31,
} as const;
