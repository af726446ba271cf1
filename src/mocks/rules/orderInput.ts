/**
 * Reading the order's own fields (create, setOrder): every field checked before anything is
 * stored, 40001 naming the first bad one. Limits are the forms' (EMPLOYER_LIMITS). `null`
 * clears the expected start; the salary range must not be upside down.
 */
import type { OrderInput } from '@/api/order';
import { isDay } from '@/domain/dateFilter';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { getDb } from '../db';
import { REGIONS } from '../db/regions';
import { invalid, type Msg } from '../core/errors';
import { isRecord, notValidMsg, validate } from '../core/validate';
import { readCustomFields } from './customFields';

export const ORDER_FIELD_LABELS = {
  orderId: { zh: '订单编号', en: 'Order id' },
  employerId: { zh: '客户', en: 'Employer' },
  jobId: { zh: '职位', en: 'Job' },
  serviceType: { zh: '服务类型', en: 'Service type' },
  cityId: { zh: '城市', en: 'City' },
  address: { zh: '服务地址', en: 'Address' },
  salaryMin: { zh: '最低薪资', en: 'Minimum salary' },
  salaryMax: { zh: '最高薪资', en: 'Maximum salary' },
  expectedStart: { zh: '期望上户日期', en: 'Expected start' },
  requirements: { zh: '要求', en: 'Requirements' },
  userId: { zh: '归属顾问', en: 'Owner' },
  remarks: { zh: '备注', en: 'Remarks' },
  customFields: { zh: '自定义字段', en: 'Custom fields' },
} as const satisfies Record<string, Msg>;
const L = ORDER_FIELD_LABELS;

const SALARY = { type: 'number', yuan: true, min: 0, max: EMPLOYER_LIMITS.salaryMax } as const;

/** The fields an order keeps of its own (what setOrder may change). */
export type OrderFields = Required<
  Pick<OrderInput, 'serviceType' | 'cityId' | 'address' | 'salaryMin' | 'salaryMax' | 'requirements' | 'remarks' | 'customFields'>
> & {
  expectedStart: string | null;
};
export type OrderPatch = Partial<OrderFields>;
export const ORDER_FIELDS = [
  'serviceType',
  'cityId',
  'address',
  'salaryMin',
  'salaryMax',
  'expectedStart',
  'requirements',
  'remarks',
  'customFields',
] as const satisfies readonly (keyof OrderFields)[];

const FIELD_RULES = {
  serviceType: { type: 'number', label: L.serviceType, integer: true, min: 1 },
  cityId: { type: 'number', label: L.cityId, integer: true, min: 0 },
  address: { type: 'string', label: L.address, maxLength: EMPLOYER_LIMITS.addressMax },
  salaryMin: { ...SALARY, label: L.salaryMin },
  salaryMax: { ...SALARY, label: L.salaryMax },
  expectedStart: { type: 'string', label: L.expectedStart },
  requirements: { type: 'string', label: L.requirements, maxLength: EMPLOYER_LIMITS.requirementsMax },
  remarks: { type: 'string', label: L.remarks, maxLength: EMPLOYER_LIMITS.remarksMax },
} as const;

/** The order fields present in the body (absent ones stay absent). */
export function readOrderPatch(body: unknown): OrderPatch {
  const { expectedStart, ...fields } = validate(body, FIELD_RULES);
  const source = isRecord(body) ? body : {};
  const patch: OrderPatch = { ...fields };
  if (expectedStart !== undefined && expectedStart !== '') {
    if (!isDay(expectedStart)) throw invalid(notValidMsg(L.expectedStart), 'expectedStart');
    patch.expectedStart = expectedStart;
  } else if (source.expectedStart === null || expectedStart === '') {
    patch.expectedStart = null;
  }
  if (source.customFields !== undefined && source.customFields !== null) patch.customFields = readCustomFields(source.customFields, L.customFields, 500);
  return patch;
}

/** Record rules on the complete fields: a service type of the company, a known city, min <= max. */
export function checkOrderFields(fields: OrderFields, companyId: number, previous?: OrderFields): void {
  if (fields.serviceType === 0) throw invalid({ zh: `请填写${L.serviceType.zh}`, en: `${L.serviceType.en} is required` }, 'serviceType');
  const type = getDb().serviceTypes.find((row) => row.companyId === companyId && row.serviceTypeId === fields.serviceType);
  // A disabled type stays acceptable on an order that already has it.
  if (!type || (type.isEnabled !== 1 && previous?.serviceType !== fields.serviceType)) {
    throw invalid({ zh: '服务类型不存在或已停用', en: 'The service type does not exist or is disabled' }, 'serviceType');
  }
  if (fields.cityId !== 0 && !REGIONS.some((region) => region.region_id === fields.cityId)) throw invalid(notValidMsg(L.cityId), 'cityId');
  if (fields.salaryMin > fields.salaryMax) {
    throw invalid({ zh: '最低薪资不能高于最高薪资', en: 'The minimum salary must not be above the maximum salary' }, 'salaryMin');
  }
}

/** The keys of the fields that differ, in ORDER_FIELDS order (empty when nothing changed). */
export function changedOrderFields(before: OrderFields, after: OrderFields): (keyof OrderFields)[] {
  return ORDER_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
