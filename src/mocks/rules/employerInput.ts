/**
 * Reading an employer body (createEmployer, updateEmployer): every field checked, 40001 naming
 * the first bad one, nothing stored. Absent fields stay out of the patch (update keeps them);
 * null clears the nullable ones. Whole-record rules (employerRecord.ts) run on the result.
 */
import { requireServiceTypeUse } from './companyOptions';
import type { EmployerInput } from '@/api/employer.types';
import { isDay } from '@/domain/dateFilter';
import { EMPLOYER_LIMITS as LIMIT, EMPLOYER_SOURCE_VALUES, EMPLOYER_STATUS_VALUES } from '@/domain/employerCodes';
import type { EmployerRow } from '../db';
import { invalid } from '../core/errors';
import { isRecord, notValidMsg, validate } from '../core/validate';
import { readCustomFields } from './customFields';
import { readImageUrl } from './files';
import { EMPLOYER_FIELD_LABELS as F, regionOf } from './employerLabels';

export type EmployerPatch = Partial<Pick<EmployerRow, keyof EmployerInput>>;

/** Mainland mobile: 11 digits starting with 1. */
export const EMPLOYER_MOBILE_RE = /^1\d{10}$/;
const FLAG = [0, 1] as const;

const SCALAR_RULES = {
  employerName: { type: 'string', label: F.employerName, required: true, minLength: 1, maxLength: LIMIT.nameMax },
  mobile: { type: 'string', label: F.mobile, required: true, pattern: EMPLOYER_MOBILE_RE },
  gender: { type: 'enum', label: F.gender, values: FLAG },
  wechat: { type: 'string', label: F.wechat, maxLength: LIMIT.wechatMax },
  avatarUrl: { type: 'string', label: F.avatarUrl, maxLength: 500 },
  source: { type: 'enum', label: F.source, values: EMPLOYER_SOURCE_VALUES },
  status: { type: 'enum', label: F.status, values: EMPLOYER_STATUS_VALUES },
  serviceType: { type: 'number', label: F.serviceType, integer: true, min: 0 },
  cityId: { type: 'number', label: F.cityId, integer: true, min: 0 },
  district: { type: 'string', label: F.district, maxLength: LIMIT.districtMax },
  address: { type: 'string', label: F.address, maxLength: LIMIT.addressMax },
  houseArea: { type: 'number', label: F.houseArea, min: 1, max: LIMIT.houseAreaMax },
  familySize: { type: 'number', label: F.familySize, integer: true, min: 1, max: LIMIT.familySizeMax },
  hasElderly: { type: 'enum', label: F.hasElderly, values: FLAG },
  hasChildren: { type: 'enum', label: F.hasChildren, values: FLAG },
  hasPets: { type: 'enum', label: F.hasPets, values: FLAG },
  limitMoney: { type: 'number', yuan: true, label: F.limitMoney, min: 0, max: LIMIT.limitMoneyMax },
  auntAgeMin: { type: 'number', label: F.auntAgeMin, integer: true, min: LIMIT.auntAgeMin, max: LIMIT.auntAgeMax },
  auntAgeMax: { type: 'number', label: F.auntAgeMax, integer: true, min: LIMIT.auntAgeMin, max: LIMIT.auntAgeMax },
  liveIn: { type: 'enum', label: F.liveIn, values: [0, 1, 2] },
  minExperienceYears: { type: 'number', label: F.minExperienceYears, integer: true, min: 0, max: LIMIT.experienceMax },
  requirements: { type: 'string', label: F.requirements, maxLength: LIMIT.requirementsMax },
  userId: { type: 'number', label: F.userId, integer: true, min: 0 },
  remarks: { type: 'string', label: F.remarks, maxLength: LIMIT.remarksMax },
} as const;

const NULLABLE = ['houseArea', 'familySize', 'auntAgeMin', 'auntAgeMax', 'minExperienceYears'] as const;

/** [] or [province_id, region_id] of a real region. */
function readAddressPicker(raw: unknown): number[] {
  if (raw === null || (Array.isArray(raw) && raw.length === 0)) return [];
  if (!Array.isArray(raw) || raw.length !== 2) throw invalid(notValidMsg(F.addressPicker), 'addressPicker');
  const [provinceId, regionId] = raw as unknown[];
  const region = typeof regionId === 'number' ? regionOf(regionId) : undefined;
  if (!region || region.province_id !== provinceId) {
    throw invalid({ zh: `${F.addressPicker.zh}不存在`, en: `${F.addressPicker.en} does not exist` }, 'addressPicker');
  }
  return [region.province_id, region.region_id];
}

function readExpectedStart(raw: unknown): string | null {
  if (raw === null || raw === '') return null;
  if (!isDay(raw))
    throw invalid(
      { zh: `${F.expectedStart.zh}格式不正确，应为 yyyy-MM-dd 的有效日期`, en: `${F.expectedStart.en} must be a real date written yyyy-MM-dd` },
      'expectedStart',
    );
  return raw;
}

/**
 * The checked fields of a body. `partial` (update): name and mobile may be absent.
 * Service type and owner are checked against the company here; cityId against the regions.
 */
/** `previousServiceType`: the edited record's (a service type retired since may stay). */
export function readEmployerInput(body: unknown, companyId: number, partial: boolean, previousServiceType?: number): EmployerPatch {
  const source = isRecord(body) ? body : {};
  const rules = partial
    ? { ...SCALAR_RULES, employerName: { ...SCALAR_RULES.employerName, required: false }, mobile: { ...SCALAR_RULES.mobile, required: false } }
    : SCALAR_RULES;
  const patch: EmployerPatch = validate(body, rules);
  for (const field of NULLABLE) if (source[field] === null) patch[field] = null;
  if (source.addressPicker !== undefined) patch.addressPicker = readAddressPicker(source.addressPicker);
  if (source.expectedStart !== undefined) patch.expectedStart = readExpectedStart(source.expectedStart);
  if (source.customFields !== undefined && source.customFields !== null) patch.customFields = readCustomFields(source.customFields, F.customFields);
  if (patch.avatarUrl !== undefined) patch.avatarUrl = readImageUrl(patch.avatarUrl, companyId, F.avatarUrl);
  if (patch.cityId !== undefined && patch.cityId !== 0 && !regionOf(patch.cityId)) {
    throw invalid({ zh: `${F.cityId.zh}不存在`, en: `${F.cityId.en} does not exist` }, 'cityId');
  }
  if (patch.serviceType !== undefined && patch.serviceType !== 0) {
    requireServiceTypeUse(companyId, patch.serviceType, F.serviceType, previousServiceType);
  }
  return patch;
}
