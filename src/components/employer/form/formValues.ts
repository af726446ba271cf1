/**
 * The employer form's values and their conversion to and from the API: the form keeps dates as
 * dayjs, flags as booleans and blanks as null; the API gets trimmed text, 0 for "not given"
 * (service type, budget), yyyy-MM-dd dates and the city taken from the address picker.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { CustomFieldValue, Gender, LiveIn } from '@/api/aunt.types';
import { customValuesToSend } from '@/components/customFields/valueText';
import type { Employer, EmployerInput, EmployerSource, EmployerStatus } from '@/api/employer.types';

export interface EmployerFormValues {
  employerName: string;
  gender: Gender;
  mobile: string;
  wechat: string;
  avatarUrl: string;
  source: EmployerSource;
  status: EmployerStatus;
  serviceType: number | null;
  limitMoney: number | null;
  expectedStart: Dayjs | null;
  auntAgeMin: number | null;
  auntAgeMax: number | null;
  liveIn: LiveIn;
  minExperienceYears: number | null;
  requirements: string;
  /** [province_id, city region_id]. */
  addressPicker: number[];
  district: string;
  address: string;
  houseArea: number | null;
  familySize: number | null;
  hasElderly: boolean;
  hasChildren: boolean;
  hasPets: boolean;
  /** Owner (create only; later changes are transfers). */
  userId: number;
  remarks: string;
  /** The company's own fields (customFields.<fieldName>). */
  customFields: Record<string, CustomFieldValue>;
}

/** Fields a server validation message may name (for marking the field it refuses). */
export const EMPLOYER_FORM_FIELDS = [
  'employerName',
  'gender',
  'mobile',
  'wechat',
  'avatarUrl',
  'source',
  'status',
  'serviceType',
  'limitMoney',
  'expectedStart',
  'auntAgeMin',
  'auntAgeMax',
  'liveIn',
  'minExperienceYears',
  'requirements',
  'addressPicker',
  'district',
  'address',
  'houseArea',
  'familySize',
  'hasElderly',
  'hasChildren',
  'hasPets',
  'userId',
  'remarks',
] as const satisfies readonly (keyof EmployerFormValues)[];

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A new employer: potential, entered by hand, owned by the user creating it. */
export function emptyValues(ownerId: number): EmployerFormValues {
  return {
    employerName: '',
    gender: 0,
    mobile: '',
    wechat: '',
    avatarUrl: '',
    source: 3,
    status: 1,
    serviceType: null,
    limitMoney: null,
    expectedStart: null,
    auntAgeMin: null,
    auntAgeMax: null,
    liveIn: 2,
    minExperienceYears: null,
    requirements: '',
    addressPicker: [],
    district: '',
    address: '',
    houseArea: null,
    familySize: null,
    hasElderly: false,
    hasChildren: false,
    hasPets: false,
    userId: ownerId,
    remarks: '',
    customFields: {},
  };
}

export function valuesOf(employer: Employer): EmployerFormValues {
  return {
    employerName: employer.employerName,
    gender: employer.gender,
    mobile: employer.mobile,
    wechat: employer.wechat,
    avatarUrl: employer.avatarUrl,
    source: employer.source,
    status: employer.status,
    serviceType: employer.serviceType || null,
    limitMoney: employer.limitMoney || null,
    expectedStart: employer.expectedStart ? dayjs(employer.expectedStart) : null,
    auntAgeMin: employer.auntAgeMin,
    auntAgeMax: employer.auntAgeMax,
    liveIn: employer.liveIn,
    minExperienceYears: employer.minExperienceYears,
    requirements: employer.requirements,
    addressPicker: [...employer.addressPicker],
    district: employer.district,
    address: employer.address,
    houseArea: employer.houseArea,
    familySize: employer.familySize,
    hasElderly: employer.hasElderly === 1,
    hasChildren: employer.hasChildren === 1,
    hasPets: employer.hasPets === 1,
    userId: employer.userId,
    remarks: employer.remarks,
    customFields: { ...employer.customFields },
  };
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const blank = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** The body of createEmployer for these values. */
export function toInput(values: EmployerFormValues): EmployerInput {
  const picker = values.addressPicker ?? [];
  return {
    employerName: values.employerName.trim(),
    mobile: values.mobile.replace(/\s+/g, ''),
    gender: values.gender,
    wechat: values.wechat.trim(),
    avatarUrl: values.avatarUrl,
    source: values.source,
    status: values.status,
    serviceType: values.serviceType ?? 0,
    limitMoney: values.limitMoney ?? 0,
    expectedStart: values.expectedStart ? values.expectedStart.format(DATE_FORMAT) : null,
    auntAgeMin: blank(values.auntAgeMin),
    auntAgeMax: blank(values.auntAgeMax),
    liveIn: values.liveIn,
    minExperienceYears: blank(values.minExperienceYears),
    requirements: values.requirements.trim(),
    addressPicker: [...picker],
    cityId: picker[1] ?? 0,
    district: values.district.trim(),
    address: values.address.trim(),
    houseArea: blank(values.houseArea),
    familySize: blank(values.familySize),
    hasElderly: flag(values.hasElderly),
    hasChildren: flag(values.hasChildren),
    hasPets: flag(values.hasPets),
    userId: values.userId,
    remarks: values.remarks.trim(),
    customFields: customValuesToSend(values.customFields),
  };
}

/** The fields of `next` that differ from `before` (an edit sends only what changed; never the owner). */
export function changedFields(before: EmployerInput, next: EmployerInput): Partial<Omit<EmployerInput, 'userId'>> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (key === 'userId') continue;
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof EmployerInput])) changed[key] = value;
  }
  return changed as Partial<Omit<EmployerInput, 'userId'>>;
}
