/**
 * The aunt form's values (plain JSON, so a draft can be stored as is) and their conversion
 * from an Aunt and to the API's AuntInput. Pure.
 */
import type {
  Aunt,
  AuntAttributes,
  AuntInput,
  AuntPhoto,
  AuntWorkStatus,
  CertificateExpiry,
  CustomFieldValue,
  EducationCode,
  Gender,
  LiveIn,
  MaritalStatus,
} from '@/api/aunt.types';
import { customValuesToSend } from '@/components/customFields/valueText';
import { BLACKLIST_STATUS } from '@/domain/auntCodes';
import { deriveFromIdCard, normalizeIdCard, validateIdCard, type IdCardFacts } from '@/domain/idCard';
import { isMasked } from '@/domain/personalData';

export interface HistoryFormEntry {
  /** 'YYYY-MM'. */
  startMonth: string | null;
  endMonth: string | null;
  ongoing: boolean;
  employer: string;
  serviceType: number | null;
  description: string;
}

export interface AuntFormValues {
  auntName: string;
  mobile: string;
  wechat: string;
  idCard: string;
  gender: Gender;
  nativePlace: string;
  householdRegister: string;
  currentAddress: string;
  ethnicity: string;
  education: EducationCode | null;
  maritalStatus: MaritalStatus;
  height: number | null;
  weight: number | null;
  experienceYears: number | null;
  serviceTypes: number[];
  expectedSalary: number | null;
  expectedSalaryMax: number | null;
  liveIn: LiveIn;
  workStatus: AuntWorkStatus;
  blacklistReason: string;
  skills: number[];
  certificates: number[];
  /** Expiry day ('YYYY-MM-DD') of a held certificate, by its id. */
  certificateExpiries: Record<string, string | null>;
  labels: number[];
  /** The pick-list attributes (religion, dietary habits ...): value texts by attribute. */
  attributes: AuntAttributes;
  portrait: AuntPhoto | null;
  idCardPhotos: AuntPhoto[];
  workPhotos: AuntPhoto[];
  introduction: string;
  workHistory: HistoryFormEntry[];
  teacherUserId: number;
  remarks: string;
  /** The company's own fields (customFields.<fieldName>); a record's values of hidden or removed fields ride along unchanged. */
  customFields: Record<string, CustomFieldValue>;
}

/**
 * The masks an edited record came with (every read masks them; null: not masked). Left as shown,
 * a field is sent back unchanged and the server recognises its own mask and keeps the stored
 * value; typed over, the new value is checked and saved.
 */
export interface MaskedFields {
  mobile: string | null;
  idCard: string | null;
}

export const NOTHING_MASKED: MaskedFields = { mobile: null, idCard: null };

export function maskedFieldsOf(aunt: Aunt | null): MaskedFields {
  if (!aunt) return NOTHING_MASKED;
  return { mobile: isMasked(aunt.mobile) ? aunt.mobile : null, idCard: isMasked(aunt.idCard) ? aunt.idCard : null };
}

/** The record's derived facts (for display while its identity number is masked). */
export function factsOf(aunt: Aunt | null): IdCardFacts | null {
  if (!aunt?.birthDate || aunt.age === null || !aunt.zodiac || !aunt.constellation) return null;
  return { birthDate: aunt.birthDate, gender: aunt.gender, age: aunt.age, zodiac: aunt.zodiac, constellation: aunt.constellation };
}

/** Text limits of the form (the server may enforce its own). */
export const LIMITS = {
  auntNameMin: 2,
  auntName: 20,
  wechat: 50,
  nativePlace: 50,
  address: 100,
  introduction: 500,
  blacklistReason: 200,
  remarks: 500,
  employer: 50,
  description: 200,
  idCardPhotos: 2,
  workPhotos: 9,
} as const;

/** A new aunt: seeking work, live-in either way, Han, no experience, owned by the signed-in user. */
export function defaultValues(ownerId: number): AuntFormValues {
  return {
    auntName: '',
    mobile: '',
    wechat: '',
    idCard: '',
    gender: 0,
    nativePlace: '',
    householdRegister: '',
    currentAddress: '',
    ethnicity: '汉族',
    education: null,
    maritalStatus: 0,
    height: null,
    weight: null,
    experienceYears: 0,
    serviceTypes: [],
    expectedSalary: null,
    expectedSalaryMax: null,
    liveIn: 2,
    workStatus: 1,
    blacklistReason: '',
    skills: [],
    certificates: [],
    certificateExpiries: {},
    labels: [],
    attributes: {},
    portrait: null,
    idCardPhotos: [],
    workPhotos: [],
    introduction: '',
    workHistory: [],
    teacherUserId: ownerId,
    remarks: '',
    customFields: {},
  };
}

export function emptyHistoryEntry(): HistoryFormEntry {
  return { startMonth: null, endMonth: null, ongoing: false, employer: '', serviceType: null, description: '' };
}

/**
 * The form's values for an existing aunt (edit) or a source aunt (copy: `copy.ownerId`
 * replaces the owner). A copy starts without the mobile and identity number when they are
 * masked, or when the source is of the same company (both are unique per company: the copy is
 * a new person, the source a template).
 */
export function fromAunt(aunt: Aunt, copy?: { ownerId: number; companyId: number }): AuntFormValues {
  const masked = maskedFieldsOf(aunt);
  const sameCompany = copy !== undefined && copy.companyId === aunt.companyId;
  return {
    auntName: aunt.auntName,
    mobile: copy && (masked.mobile || sameCompany) ? '' : aunt.mobile,
    wechat: aunt.wechat,
    idCard: copy && (masked.idCard || sameCompany) ? '' : aunt.idCard,
    gender: aunt.gender,
    nativePlace: aunt.nativePlace,
    householdRegister: aunt.householdRegister,
    currentAddress: aunt.currentAddress,
    ethnicity: aunt.ethnicity || '汉族',
    education: aunt.education,
    maritalStatus: aunt.maritalStatus,
    height: aunt.height,
    weight: aunt.weight,
    experienceYears: aunt.experienceYears,
    serviceTypes: [...aunt.serviceTypes],
    expectedSalary: aunt.expectedSalary || null,
    expectedSalaryMax: aunt.expectedSalaryMax,
    liveIn: aunt.liveIn,
    workStatus: aunt.workStatus,
    blacklistReason: aunt.blacklistReason,
    skills: [...aunt.skills],
    certificates: [...aunt.certificates],
    certificateExpiries: Object.fromEntries((aunt.certificateExpiries ?? []).map((entry) => [String(entry.certificateId), entry.expiresOn])),
    labels: [...aunt.labels],
    attributes: Object.fromEntries(Object.entries(aunt.attributes ?? {}).map(([name, values]) => [name, [...(values ?? [])]])),
    portrait: aunt.portrait,
    idCardPhotos: [...aunt.idCardPhotos],
    workPhotos: [...aunt.workPhotos],
    introduction: aunt.introduction,
    workHistory: aunt.workHistory.map((entry) => ({ ...entry, ongoing: entry.endMonth === null })),
    teacherUserId: copy ? copy.ownerId : aunt.teacherUserId,
    remarks: aunt.remarks,
    // A copy from another agency takes none of its custom values (the server drops them too).
    customFields: copy && copy.companyId !== aunt.companyId ? {} : { ...aunt.customFields },
  };
}

/** The expiries of the certificates she holds, as the API takes them. */
function expiriesOf(certificates: readonly number[], days: Readonly<Record<string, string | null>> | undefined): CertificateExpiry[] {
  return certificates.flatMap((certificateId) => {
    const expiresOn = days?.[String(certificateId)];
    return expiresOn ? [{ certificateId, expiresOn }] : [];
  });
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** What is sent to addAunt / editAunt / copyAunt. */
export function toInput(values: AuntFormValues): AuntInput {
  const idCard = normalizeIdCard(values.idCard ?? '');
  const derived = validateIdCard(idCard) === null ? deriveFromIdCard(idCard) : null;
  const blacklisted = values.workStatus === BLACKLIST_STATUS;
  return {
    auntName: text(values.auntName),
    mobile: text(values.mobile).replace(/\s+/g, ''),
    wechat: text(values.wechat),
    idCard,
    gender: derived?.gender ?? values.gender,
    nativePlace: text(values.nativePlace),
    householdRegister: text(values.householdRegister),
    currentAddress: text(values.currentAddress),
    ethnicity: values.ethnicity,
    education: values.education ?? null,
    maritalStatus: values.maritalStatus,
    height: values.height ?? null,
    weight: values.weight ?? null,
    experienceYears: values.experienceYears ?? 0,
    serviceTypes: values.serviceTypes ?? [],
    skills: values.skills ?? [],
    certificates: values.certificates ?? [],
    certificateExpiries: expiriesOf(values.certificates ?? [], values.certificateExpiries),
    labels: values.labels ?? [],
    // Every attribute, emptied ones as [] (a draft from before the field existed has none).
    attributes: Object.fromEntries(Object.entries(values.attributes ?? {}).map(([name, list]) => [name, (list ?? []).filter(Boolean)])),
    expectedSalary: values.expectedSalary ?? 0,
    expectedSalaryMax: values.expectedSalaryMax ?? null,
    liveIn: values.liveIn,
    portrait: values.portrait ?? null,
    idCardPhotos: values.idCardPhotos ?? [],
    workPhotos: values.workPhotos ?? [],
    introduction: text(values.introduction),
    workHistory: (values.workHistory ?? []).map((entry) => ({
      startMonth: entry.startMonth ?? '',
      endMonth: entry.ongoing ? null : (entry.endMonth ?? null),
      employer: text(entry.employer),
      serviceType: entry.serviceType ?? null,
      description: text(entry.description),
    })),
    workStatus: values.workStatus,
    blacklistReason: blacklisted ? text(values.blacklistReason) : '',
    teacherUserId: values.teacherUserId,
    remarks: text(values.remarks),
    customFields: customValuesToSend(values.customFields),
  };
}
