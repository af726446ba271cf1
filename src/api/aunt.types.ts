/** Record types of the aunt (worker) family (aunt.ts); requests and queries are in aunt.requests.ts. */
import type { AuntAttributes } from '@/domain/auntAttributes';
import type { Flag } from './shared';

export type { AuntAttributes };

/** 1 找工作, 2 面试, 3 试工, 4 待签约, 5 工作中, 6 黑名单. */
export type AuntWorkStatus = 1 | 2 | 3 | 4 | 5 | 6;

/** Verification (审核): 0 awaiting, 1 verified (通过), 2 rejected (驳回). */
export type AuntVerifyState = 0 | 1 | 2;

/** Education codes: 1 小学 ... 7 本科以上. */
export type EducationCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 0 female, 1 male. */
export type Gender = 0 | 1;

/** The aunt list pages: /aunt/all, /aunt/verify, /aunt/copy, /aunt/public, /aunt/owner, /aunt/share. */
export type AuntScope = 'all' | 'verify' | 'copy' | 'public' | 'owner' | 'share';

/** Value of a company-defined custom field. */
export type CustomFieldValue = string | number | string[] | number[] | null;

/** 0 unknown, 1 unmarried, 2 married, 3 divorced, 4 widowed. */
export type MaritalStatus = 0 | 1 | 2 | 3 | 4;

/** Live-in preference: 0 not live-in, 1 live-in, 2 either. */
export type LiveIn = 0 | 1 | 2;

/** Zodiac animal keys (rat ... pig) and constellation keys (aries ... pisces); labels in codes.*. */
export type ZodiacKey = 'rat' | 'ox' | 'tiger' | 'rabbit' | 'dragon' | 'snake' | 'horse' | 'goat' | 'monkey' | 'rooster' | 'dog' | 'pig';
export type ConstellationKey =
  'aries' | 'taurus' | 'gemini' | 'cancer' | 'leo' | 'virgo' | 'libra' | 'scorpio' | 'sagittarius' | 'capricorn' | 'aquarius' | 'pisces';

/** An uploaded photo (from /sys/uploadFile). */
export interface AuntPhoto {
  fileId: number;
  filePath: string;
}

/** Until when one of her certificates is valid (e.g. a 健康证 renewed every year). */
export interface CertificateExpiry {
  /** One of her `certificates` (a certificate option id). */
  certificateId: number;
  /** 'YYYY-MM-DD', the last day it is valid. */
  expiresOn: string;
}

/** One past job of an aunt. */
export interface WorkHistoryEntry {
  /** 'YYYY-MM'. */
  startMonth: string;
  /** 'YYYY-MM'; null while ongoing. */
  endMonth: string | null;
  /** Family or employer, e.g. '浦东张先生家'. */
  employer: string;
  /** Company service type id, when known. */
  serviceType: number | null;
  description: string;
}

/**
 * An aunt (worker) as agencies keep her (our design; the spec shows only auntId, isDeleted,
 * isFav, remarks and work status). Identity-derived fields (birthDate, gender, zodiac,
 * constellation, age) are computed from idCard by the server on every write.
 */
export interface Aunt {
  /** @spec */
  auntId: number;
  companyId: number;
  auntName: string;
  gender: Gender;
  /** Masked in lists (138****1234); getAuntMobile reveals it. */
  mobile: string;
  wechat: string;
  /** 18-character identity number ('' when unknown); masked in lists. */
  idCard: string;
  /** 'YYYY-MM-DD', derived from idCard (null without one). */
  birthDate: string | null;
  age: number | null;
  zodiac: ZodiacKey | null;
  constellation: ConstellationKey | null;
  /** 籍贯, e.g. '四川省 成都市'. */
  nativePlace: string;
  /** 户籍地址. */
  householdRegister: string;
  currentAddress: string;
  /** One of the 56 ethnic groups, by its Chinese name (e.g. '汉族'). */
  ethnicity: string;
  education: EducationCode | null;
  maritalStatus: MaritalStatus;
  /** Centimetres and kilograms; null when unknown. */
  height: number | null;
  weight: number | null;
  experienceYears: number;
  /** Company service type ids. */
  serviceTypes: number[];
  /** Skill option ids (company settings). */
  skills: number[];
  /** Certificate option ids (company settings). */
  certificates: number[];
  /** Expiry days of some of her certificates (at most one per certificate she holds). */
  certificateExpiries: CertificateExpiry[];
  /** Label option ids (company settings). */
  labels: number[];
  /** Pick-list attributes (religion, dietary habits ...): the TEXT of the company's attribute values (domain/auntAttributes.ts). */
  attributes: AuntAttributes;
  /** Expected monthly salary in yuan: the lower bound and, optionally, the upper bound. */
  expectedSalary: number;
  expectedSalaryMax: number | null;
  liveIn: LiveIn;
  /** Portrait shown in lists and on the resume. */
  portrait: AuntPhoto | null;
  idCardPhotos: AuntPhoto[];
  workPhotos: AuntPhoto[];
  introduction: string;
  workHistory: WorkHistoryEntry[];
  /** @spec */
  workStatus: AuntWorkStatus;
  /** Why she was blacklisted (work status 6). */
  blacklistReason: string;
  /** Owning staff member (teacher); 0 = no owner. */
  teacherUserId: number;
  /** The owner's name, for display. */
  teacherName: string;
  /** @spec */
  remarks: string;
  /** Verification: 0 awaiting (the /aunt/verify list), 1 verified, 2 rejected (the reason is in her log). */
  isVerified: AuntVerifyState;
  /** Shared to the joint hall (the /aunt/share list). */
  isShared: Flag;
  /** Copied from a partner agency: that agency's id (the /aunt/copy list); 0 otherwise. */
  copiedFromCompanyId: number;
  /** @spec */
  isFav: Flag;
  isTop: Flag;
  isLocked: Flag;
  /** @spec */
  isDeleted: Flag;
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
}

/**
 * An aunt another agency offered for one of our jobs through the job hall (getJobApplyAunts):
 * her record as a partner may see it (mobile masked, no identity number, address or WeChat) and
 * the offering agency's name (companyId is that agency).
 */
export interface JobApplyAunt extends Aunt {
  companyName: string;
}

/**
 * The public view of an aunt that getAunt answers without a session, for the /resume page (our
 * design): no identity number, WeChat, addresses, remarks, owner or flags; the mobile masked;
 * the option names and the agency's name included, since a visitor cannot read company settings.
 */
export type PublicAunt = Pick<
  Aunt,
  | 'auntId'
  | 'auntName'
  | 'gender'
  | 'age'
  | 'zodiac'
  | 'constellation'
  | 'nativePlace'
  | 'ethnicity'
  | 'education'
  | 'height'
  | 'weight'
  | 'experienceYears'
  | 'serviceTypes'
  | 'skills'
  | 'certificates'
  | 'labels'
  | 'attributes'
  | 'expectedSalary'
  | 'expectedSalaryMax'
  | 'liveIn'
  | 'portrait'
  | 'workPhotos'
  | 'introduction'
  | 'workHistory'
  | 'workStatus'
  | 'mobile'
> & {
  companyName: string;
  serviceTypeNames: string[];
  skillNames: string[];
  certificateNames: string[];
  labelNames: string[];
  /** The agency's resume template (/company/templates, kind auntResume) the page fills from this record (ours). */
  resumeTemplate: string;
  /** Our choice: what her ready-to-work badge needs (ReadinessFacts); absent from a server that does not compute it. */
  readiness?: ReadinessFacts;
};

/**
 * Our choice (issue 39): what the ready-to-work check needs from her stored record, computed by the
 * server where the record itself is not shown (the hall, the public résumé): never the identity number.
 */
export interface ReadinessFacts {
  /** Her identity number: on file and valid (rule and check digit), on file but not valid, or not on file. */
  identity: 'valid' | 'invalid' | 'missing';
  /** She holds her company's 健康证 (health certificate). */
  healthHeld: boolean;
  /** The last expiry day ('YYYY-MM-DD') of the 健康证 she holds; null when she holds none or none has a day. */
  healthValidUntil: string | null;
  /** The last day ('YYYY-MM-DD') of an insured policy of hers covering today; null when none does. */
  insuredUntil: string | null;
}

/** The editable fields of an aunt (derived fields are computed by the server). */
export interface AuntInput {
  auntName: string;
  mobile: string;
  wechat?: string;
  idCard?: string;
  /** Used only when there is no identity number to derive it from. */
  gender?: Gender;
  nativePlace?: string;
  householdRegister?: string;
  currentAddress?: string;
  ethnicity?: string;
  education?: EducationCode | null;
  maritalStatus?: MaritalStatus;
  height?: number | null;
  weight?: number | null;
  experienceYears?: number;
  serviceTypes?: number[];
  skills?: number[];
  certificates?: number[];
  /** Expiries of certificates she holds (this body's `certificates`, else her stored ones). */
  certificateExpiries?: CertificateExpiry[];
  labels?: number[];
  attributes?: AuntAttributes;
  expectedSalary?: number;
  expectedSalaryMax?: number | null;
  liveIn?: LiveIn;
  portrait?: AuntPhoto | null;
  idCardPhotos?: AuntPhoto[];
  workPhotos?: AuntPhoto[];
  introduction?: string;
  workHistory?: WorkHistoryEntry[];
  workStatus?: AuntWorkStatus;
  blacklistReason?: string;
  teacherUserId?: number;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

export type EditAuntRequest = AuntInput & { auntId: number };

/** Copies an aunt (auntId = the source, of this or a partner agency) into a new record, with the edited fields applied. */
export type CopyAuntRequest = AuntInput & { auntId: number };

export type * from './aunt.requests';
