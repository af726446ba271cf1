/**
 * Bodies of the joint-hall calls, read strictly: a field the call does not take, or a number
 * sent as anything but a JSON number, is 40001 before anything is looked up (so a refused body
 * stores nothing). Ids are positive integers.
 */
import { invalid } from '../core/errors';
import { isRecord, notValidMsg, validate, type Rules, type Validated } from '../core/validate';
import { KEYWORD_RULE, LIST_PAGING_RULES, sortRules } from './listQuery';

const id = (zh: string, en: string) => ({ type: 'number', integer: true, min: 1, required: true, label: { zh, en } }) as const;
const optionalId = (zh: string, en: string) => ({ type: 'number', integer: true, min: 1, label: { zh, en } }) as const;

export const UNITED_IDS = {
  auntId: id('阿姨编号', 'Aunt id'),
  jobId: id('职位编号', 'Job id'),
  unitedAuntId: id('联盟阿姨编号', 'Hall aunt id'),
  unitedJobId: id('联盟职位编号', 'Hall job id'),
  mappingAuntId: id('合单编号', 'Merge record id'),
} as const;

/** validate() that also refuses unknown fields and numbers sent as strings. */
export function readStrict<const S extends Rules>(body: unknown, rules: S): Validated<S> {
  if (isRecord(body)) {
    for (const [key, value] of Object.entries(body)) {
      const rule = rules[key];
      if (!rule) throw invalid({ zh: `不支持的字段：${key}`, en: `Unknown field: ${key}` });
      if (rule.type === 'number' && value !== null && value !== undefined && typeof value !== 'number') throw invalid(notValidMsg(rule.label));
    }
  }
  return validate(body, rules);
}

const LIST_RULES = { ...LIST_PAGING_RULES, keyword: KEYWORD_RULE } as const;
const CITY = optionalId('城市', 'City');
const SERVICE_TYPE = optionalId('服务类型', 'Service type');
const COMPANY = optionalId('家政公司', 'Agency');
const WORK_STATUS = { type: 'enum', label: { zh: '工作状态', en: 'Work status' }, values: [1, 2, 3, 4, 5, 6] } as const;
const STATUS = { type: 'enum', label: { zh: '合单状态', en: 'Merge status' }, values: [0, 1, 2, 3, 4] } as const;
const FLAG = (zh: string, en: string) => ({ type: 'enum', label: { zh, en }, values: [0, 1] }) as const;

export const HALL_AUNT_SORT = ['createdTime', 'updatedTime', 'expectedSalary', 'workYears', 'age'] as const;
export const HALL_JOB_SORT = ['createdTime', 'updatedTime', 'salaryMin', 'salaryMax'] as const;

/** getAunts, getFavAunts. */
export const HALL_AUNT_QUERY = {
  ...LIST_RULES,
  ...sortRules(HALL_AUNT_SORT),
  cityId: CITY,
  serviceType: SERVICE_TYPE,
  workStatus: WORK_STATUS,
  companyId: COMPANY,
} as const satisfies Rules;

/** getJobs, getFavJobs. */
export const HALL_JOB_QUERY = {
  ...LIST_RULES,
  ...sortRules(HALL_JOB_SORT),
  cityId: CITY,
  serviceType: SERVICE_TYPE,
  companyId: COMPANY,
} as const satisfies Rules;

/** getOwnerAunts, getOwnerJobs. */
export const OWNER_QUERY = {
  ...LIST_RULES,
  ...sortRules(['createdTime', 'updatedTime'] as const),
  isOnShelf: FLAG('在架', 'On the shelf'),
} as const satisfies Rules;

/** getUnitedAunts, getUnitedJobs. */
export const RECORD_QUERY = {
  ...LIST_RULES,
  ...sortRules(['createdTime', 'updatedTime'] as const),
  status: STATUS,
  cityId: CITY,
  side: { type: 'enum', label: { zh: '范围', en: 'Side' }, values: ['applicant', 'any'] },
} as const satisfies Rules;

export const COMPANY_QUERY = { cityId: CITY } as const satisfies Rules;
