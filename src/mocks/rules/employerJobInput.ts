/**
 * Reading job bodies: addJobs (every field checked; place defaults to the employer's) and the
 * getJobsByFilterUser filter. 40001 names the first bad field; nothing is stored on failure.
 */
import { requireServiceTypeUse } from './companyOptions';
import type { JobFilter, JobSchedule } from '@/api/employer.types';
import { EMPLOYER_LIMITS as LIMIT, JOB_SCHEDULE_VALUES } from '@/domain/employerCodes';
import type { EmployerRow, JobRow } from '../db';
import { invalid, type Msg } from '../core/errors';
import { validate } from '../core/validate';
import { storedEmployerAddress } from './personalWrite';
import { EMPLOYER_FIELD_LABELS as F, regionOf } from './employerLabels';
import { KEYWORD_RULE, LIST_PAGING_RULES } from './listQuery';

export const JOB_LABELS = {
  jobId: { zh: '职位编号', en: 'Job id' },
  title: { zh: '职位名称', en: 'Job title' },
  salaryMin: { zh: '最低薪资', en: 'Minimum salary' },
  salaryMax: { zh: '最高薪资', en: 'Maximum salary' },
  schedule: { zh: '工作方式', en: 'Schedule' },
  workHours: { zh: '工作时间', en: 'Working hours' },
  restDays: { zh: '每月休息天数', en: 'Days off per month' },
  requirements: { zh: '职位要求', en: 'Requirements' },
  isTop: { zh: '置顶', en: 'Pinned' },
  isDisabled: { zh: '停用', en: 'Disabled' },
} as const satisfies Record<string, Msg>;
const J = JOB_LABELS;

/** The fields of a new job taken from the body (the rest comes from the employer). */
export type JobInput = Pick<
  JobRow,
  'title' | 'serviceType' | 'cityId' | 'district' | 'address' | 'salaryMin' | 'salaryMax' | 'schedule' | 'workHours' | 'restDays' | 'requirements'
>;

export function readJobInput(body: unknown, employer: EmployerRow): JobInput {
  const input = validate(body, {
    title: { type: 'string', label: J.title, required: true, minLength: 1, maxLength: LIMIT.jobTitleMax },
    serviceType: { type: 'number', label: F.serviceType, integer: true, min: 1, required: true },
    cityId: { type: 'number', label: F.cityId, integer: true, min: 1 },
    district: { type: 'string', label: F.district, maxLength: LIMIT.districtMax },
    address: { type: 'string', label: F.address, maxLength: LIMIT.addressMax },
    salaryMin: { type: 'number', yuan: true, label: J.salaryMin, min: 1, max: LIMIT.salaryMax, required: true },
    salaryMax: { type: 'number', yuan: true, label: J.salaryMax, min: 1, max: LIMIT.salaryMax, required: true },
    schedule: { type: 'enum', label: J.schedule, values: JOB_SCHEDULE_VALUES, required: true },
    workHours: { type: 'string', label: J.workHours, maxLength: LIMIT.workHoursMax },
    restDays: { type: 'number', label: J.restDays, integer: true, min: 0, max: LIMIT.restDaysMax },
    requirements: { type: 'string', label: J.requirements, maxLength: LIMIT.requirementsMax },
  });
  requireServiceTypeUse(employer.companyId, input.serviceType, F.serviceType);
  if (input.cityId !== undefined && !regionOf(input.cityId)) throw invalid({ zh: `${F.cityId.zh}不存在`, en: `${F.cityId.en} does not exist` }, 'cityId');
  if (input.salaryMin > input.salaryMax) {
    throw invalid({ zh: `${J.salaryMin.zh}不能大于${J.salaryMax.zh}`, en: `${J.salaryMin.en} must not be greater than ${J.salaryMax.en}` }, 'salaryMin');
  }
  return {
    title: input.title,
    serviceType: input.serviceType,
    cityId: input.cityId ?? employer.cityId,
    district: input.district ?? employer.district,
    address: input.address === undefined ? employer.address : storedEmployerAddress(input.address, employer),
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    schedule: input.schedule as JobSchedule,
    workHours: input.workHours ?? '',
    restDays: input.restDays ?? 0,
    requirements: input.requirements ?? '',
  };
}

export interface JobQuery {
  page?: number;
  pageSize?: number;
  filter: JobFilter;
}

export function readJobQuery(body: unknown): JobQuery {
  const query = validate(body ?? {}, {
    ...LIST_PAGING_RULES,
    keyword: KEYWORD_RULE,
    serviceType: { type: 'number', label: F.serviceType, integer: true, min: 1 },
    schedule: { type: 'enum', label: J.schedule, values: JOB_SCHEDULE_VALUES },
    cityId: { type: 'number', label: F.cityId, integer: true, min: 1 },
    isDisabled: { type: 'enum', label: J.isDisabled, values: [0, 1] },
    employerId: { type: 'number', label: F.employerId, integer: true, min: 1 },
    userId: { type: 'number', label: F.userId, integer: true, min: 0 },
  });
  const { page, pageSize, ...filter } = query;
  return { page, pageSize, filter: { ...filter, keyword: filter.keyword || undefined } as JobFilter };
}
