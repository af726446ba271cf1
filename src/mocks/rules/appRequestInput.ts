/**
 * Bodies of the service-request calls, read strictly (an unknown field, a number sent as a string:
 * 40001 before anything is looked up, so a refused call stores nothing): getCompanyAppOrder's
 * filter and one step of setCompanyAppOrder, whose fields depend on its action. A conversion's
 * employer and job are read by the employer family's own rules (rules/employerInput.ts,
 * rules/employerJobInput.ts) after their fields are checked against what a conversion may carry.
 */
import type { CompanyAppOrderStatus } from '@/api/companyApp.types';
import { CLOSE_REASONS, CLOSE_REASON_OTHER, REQUEST_ACTIONS, REQUEST_STATUSES, type RequestAction } from '@/domain/appRequestGraph';
import { COMPANY_APP_LIMITS as LIMIT } from '@/domain/companyAppCodes';
import { invalid, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, sortRules } from './listQuery';

export const REQUEST_LABEL = {
  appOrderId: { zh: '需求编号', en: 'Request id' },
  action: { zh: '操作', en: 'Action' },
  status: { zh: '状态', en: 'Status' },
  assigneeId: { zh: '负责人', en: 'Assignee' },
  serviceType: { zh: '服务类型', en: 'Service type' },
  closeReason: { zh: '关闭原因', en: 'Reason for closing' },
  closeRemark: { zh: '关闭说明', en: 'Remark' },
  employerId: { zh: '已有客户', en: 'Existing employer' },
  employer: { zh: '新客户', en: 'New employer' },
  job: { zh: '职位', en: 'Job' },
  request: { zh: '服务需求', en: 'Service request' },
} as const satisfies Record<string, Msg>;

const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;
const requiredId = (label: Msg) => ({ type: 'number', integer: true, min: 1, label, required: true }) as const;

export const REQUEST_SORT_FIELDS = ['createdTime', 'wantedDate', 'budget'] as const;

const QUERY_RULES = {
  ...LIST_PAGING_RULES,
  ...sortRules(REQUEST_SORT_FIELDS),
  status: { type: 'enum', values: REQUEST_STATUSES, label: REQUEST_LABEL.status },
  keyword: KEYWORD_RULE,
  assigneeId: { type: 'number', integer: true, min: 0, label: REQUEST_LABEL.assigneeId },
  serviceType: id(REQUEST_LABEL.serviceType),
} as const;

/** getCompanyAppOrder's body (createdTime: the 18-option date filter). */
export function readRequestQuery(body: unknown) {
  if (body !== undefined && body !== null && !isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { createdTime: rawDate, ...rest } = (body ?? {}) as Record<string, unknown>;
  const createdTime = readDateFilter(rawDate, LIST_LABEL.createdTime);
  const query = readStrictChoices(rest, QUERY_RULES);
  return { ...query, status: query.status as CompanyAppOrderStatus | undefined, createdTime };
}
export type RequestQuery = ReturnType<typeof readRequestQuery>;

/** The fields of a new employer a conversion may carry (createEmployer's, owner aside: it is the request's assignee). */
export const CONVERT_EMPLOYER_FIELDS: readonly string[] = [
  'employerName',
  'mobile',
  'gender',
  'serviceType',
  'cityId',
  'district',
  'address',
  'limitMoney',
  'expectedStart',
  'requirements',
  'remarks',
];
/** The fields of the conversion's job (addJobs', the employer aside). */
export const CONVERT_JOB_FIELDS: readonly string[] = [
  'title',
  'serviceType',
  'cityId',
  'district',
  'address',
  'salaryMin',
  'salaryMax',
  'schedule',
  'workHours',
  'restDays',
  'requirements',
];

/** Fields of the nested objects that are numbers on the wire (a number sent as a string is refused). */
const NUMERIC = new Set(['gender', 'serviceType', 'cityId', 'limitMoney', 'salaryMin', 'salaryMax', 'schedule', 'restDays']);

/** A nested object of the body whose keys are all allowed and whose numbers are numbers, or 40001 naming the first field that is not. */
function readNested(raw: unknown, allowed: readonly string[], label: Msg): Record<string, unknown> {
  if (!isRecord(raw)) throw invalid({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
  for (const [key, value] of Object.entries(raw)) {
    if (!allowed.includes(key)) throw invalid({ zh: `不支持的字段：${label.zh}.${key}`, en: `Unknown field: ${label.en}.${key}` });
    if (NUMERIC.has(key) && value !== null && value !== undefined && typeof value !== 'number')
      throw invalid({ zh: `${label.zh}.${key}格式不正确`, en: `${label.en}.${key} is not valid` });
  }
  return raw;
}

export type RequestStepBody =
  | { appOrderId: number; action: 'accept' | 'reopen' }
  | { appOrderId: number; action: 'assign'; assigneeId: number }
  | { appOrderId: number; action: 'close'; closeReason: number; closeRemark: string }
  | { appOrderId: number; action: 'convert'; employerId?: number; employer?: Record<string, unknown>; job: Record<string, unknown> };

const HEAD = {
  appOrderId: requiredId(REQUEST_LABEL.appOrderId),
  action: { type: 'enum', values: REQUEST_ACTIONS, required: true, label: REQUEST_LABEL.action },
} as const;

/** What each action takes besides the head. */
const ACTION_RULES = {
  accept: {},
  reopen: {},
  assign: { assigneeId: requiredId(REQUEST_LABEL.assigneeId) },
  close: {
    closeReason: { type: 'enum', values: CLOSE_REASONS, required: true, label: REQUEST_LABEL.closeReason },
    closeRemark: { type: 'string', maxLength: LIMIT.closeRemarkMax, label: REQUEST_LABEL.closeRemark },
  },
  convert: { employerId: id(REQUEST_LABEL.employerId) },
} as const;

/** setCompanyAppOrder's body: the head, then the fields of its action (anything else is 40001). */
export function readRequestStep(body: unknown): RequestStepBody {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { appOrderId, action, employer, job, ...rest } = body;
  const head = readStrictChoices({ appOrderId, action }, HEAD);
  const kind = head.action as RequestAction;
  if (kind !== 'convert' && (employer !== undefined || job !== undefined))
    throw invalid({ zh: `不支持的字段：${employer !== undefined ? 'employer' : 'job'}`, en: `Unknown field: ${employer !== undefined ? 'employer' : 'job'}` });
  const fields = readStrictChoices(rest, ACTION_RULES[kind]) as Record<string, unknown>;
  switch (kind) {
    case 'accept':
    case 'reopen':
      return { appOrderId: head.appOrderId, action: kind };
    case 'assign':
      return { appOrderId: head.appOrderId, action: kind, assigneeId: Number(fields.assigneeId) };
    case 'close': {
      const closeRemark = String(fields.closeRemark ?? '');
      if (fields.closeReason === CLOSE_REASON_OTHER && closeRemark === '')
        throw invalid({ zh: '关闭原因为“其他”时请填写说明', en: 'Give a remark when the reason is "other"' });
      return { appOrderId: head.appOrderId, action: kind, closeReason: Number(fields.closeReason), closeRemark };
    }
    case 'convert': {
      const employerId = fields.employerId === undefined ? undefined : Number(fields.employerId);
      if ((employerId === undefined) === (employer === undefined || employer === null)) {
        throw invalid({ zh: '请选择已有客户或填写新客户（二选一）', en: 'Give either an existing employer or a new one' });
      }
      if (job === undefined || job === null) throw invalid({ zh: '请填写职位', en: 'Job is required' });
      return {
        appOrderId: head.appOrderId,
        action: kind,
        employerId,
        employer: employerId === undefined ? readNested(employer, CONVERT_EMPLOYER_FIELDS, REQUEST_LABEL.employer) : undefined,
        job: readNested(job, CONVERT_JOB_FIELDS, REQUEST_LABEL.job),
      };
    }
  }
}
