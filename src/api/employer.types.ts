/**
 * Types of the employer family (employer.ts). The spec names only the calls, the search filter
 * (city, serviceType, addressPicker, limitMoney) and a default avatar; the record below is ours
 * (docs/DECISIONS.md "Employers"). Codes and their labels live in domain/employerCodes.ts.
 */
import type { CustomFieldValue, Gender, LiveIn } from './aunt.types';
import type { OrderStatus } from './order.types';
import type { Deletable, Flag, ListQuery, OwnerTransfer } from './shared';
import type { DateFilter } from './statistics';

/** 1 潜在 potential, 2 意向 intended, 3 已签约 signed, 4 流失 lost. */
export type EmployerStatus = 1 | 2 | 3 | 4;
/** 1 客户介绍 introduced by a customer, 2 公司分配 assigned by the company, 3 手动录入 manually entered, 4 网络平台 online platform, 5 门店到访 walk-in, 6 其他 other. */
export type EmployerSource = 1 | 2 | 3 | 4 | 5 | 6;

/** An order of the employer that is still recruiting (status 0-3) or signed (4). */
export interface EmployerLiveOrder {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
}

export interface Employer extends Deletable {
  employerId: number;
  employerName: string;
  gender: Gender;
  /** Full number when the user may act on the employer, else masked (138****0001). */
  mobile: string;
  wechat: string;
  /** '' shows the default avatar. */
  avatarUrl: string;
  source: EmployerSource;
  status: EmployerStatus;
  /** The service type wanted (a company service type id); 0 when not known yet. */
  serviceType: number;
  /** City (region_id). */
  cityId: number;
  /** [province_id, city region_id] (the address picker). */
  addressPicker: number[];
  /** District (区/县), free text. */
  district: string;
  /** Street, building and door number. */
  address: string;
  /** Household: floor area in m², people at home, and who needs care. null = not asked. */
  houseArea: number | null;
  familySize: number | null;
  hasElderly: Flag;
  hasChildren: Flag;
  hasPets: Flag;
  /** Budget: the most the employer will pay per month, yuan; 0 = not given. */
  limitMoney: number;
  /** Expected start, yyyy-MM-dd, or null. */
  expectedStart: string | null;
  /** Requirements on the aunt: age range (null = any), living arrangement, years of experience, free text. */
  auntAgeMin: number | null;
  auntAgeMax: number | null;
  /** The aunt's living arrangement wanted (codes.liveIn: 0 不住家, 1 住家, 2 either). */
  liveIn: LiveIn;
  minExperienceYears: number | null;
  requirements: string;
  /** Owning staff member; 0 when none. */
  userId: number;
  /** Owner's contact name ('' when none). */
  userName: string;
  remarks: string;
  /** Last and next follow-up (ISO), null when none. */
  lastFollowUpTime: string | null;
  nextFollowUpTime: string | null;
  /** Live orders (open or signed) and enabled jobs of the employer. */
  activeOrderCount: number;
  jobCount: number;
  /** The live orders themselves, oldest first: they keep him out of the recycle bin (domain/deleteBlock). */
  liveOrders: EmployerLiveOrder[];
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
}

/** Body of createEmployer: name and mobile are required (mobile: 11 digits starting 1). */
export interface EmployerInput {
  employerName: string;
  mobile: string;
  gender?: Gender;
  wechat?: string;
  avatarUrl?: string;
  source?: EmployerSource;
  status?: EmployerStatus;
  serviceType?: number;
  cityId?: number;
  addressPicker?: number[];
  district?: string;
  address?: string;
  houseArea?: number | null;
  familySize?: number | null;
  hasElderly?: Flag;
  hasChildren?: Flag;
  hasPets?: Flag;
  limitMoney?: number;
  expectedStart?: string | null;
  auntAgeMin?: number | null;
  auntAgeMax?: number | null;
  liveIn?: LiveIn;
  minExperienceYears?: number | null;
  requirements?: string;
  /** Owner; the creating user when absent. Changing it later is a transfer (createTransfer). */
  userId?: number;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

/** updateEmployer: the fields to change (the owner changes only through createTransfer). */
export type UpdateEmployerRequest = Partial<Omit<EmployerInput, 'userId'>> & { employerId: number };

/** The employer search filter (second document, section 3: city, serviceType, addressPicker, limitMoney) plus ours. */
export interface EmployerFilter {
  /** One employer (the detail page: there is no get-by-id call). */
  employerId?: number;
  /** Name, mobile, WeChat, address or requirements. */
  keyword?: string;
  status?: EmployerStatus;
  source?: EmployerSource;
  /** City (region_id). */
  city?: number;
  serviceType?: number;
  /** Prefix of the employer's addressPicker ([province] or [province, city]). */
  addressPicker?: number[];
  /** Budget range [min, max] in yuan (either end may be null). */
  limitMoney?: [number | null, number | null];
  /** Owner; 0 = employers without an owner. */
  userId?: number;
  createdTime?: DateFilter;
  /** Next follow-up due on or before today. */
  followUpDue?: Flag;
}
export type EmployerQuery = ListQuery<EmployerFilter>;

export interface EmployerIdRequest {
  employerId: number;
}

/** 1 电话 phone, 2 微信 WeChat, 3 上门 home visit, 4 到店 store visit, 5 其他 other, 6 转交 transfer (written by createTransfer). */
export type FollowUpType = 1 | 2 | 3 | 4 | 5 | 6;

export interface EmployerFollowUp {
  followUpId: number;
  employerId: number;
  type: FollowUpType;
  content: string;
  /** Next planned contact (yyyy-MM-dd) or null. */
  nextTime: string | null;
  /** Who wrote it. */
  userId: number;
  contact: string;
  createdTime: string;
}

export interface CreateFollowUpRequest {
  employerId: number;
  /** 1-5 (6 is written by transfers only). */
  type: FollowUpType;
  /** 1-500 characters. */
  content: string;
  nextTime?: string | null;
}

export interface FollowUpFilter {
  employerId?: number;
  userId?: number;
  type?: FollowUpType;
}
/** Newest first. */
export type FollowUpQuery = ListQuery<FollowUpFilter>;

export interface FollowUpIdRequest {
  followUpId: number;
}

export interface EmployerTransfer extends OwnerTransfer {
  employerId: number;
}

export interface CreateTransferRequest {
  employerId: number;
  toUserId: number;
  /** Required, 1-200 characters. */
  reason: string;
}

/** 1 住家 live-in, 2 白班 day shift, 3 钟点 hourly, 4 夜班 night shift. */
export type JobSchedule = 1 | 2 | 3 | 4;

/** A job opening of an employer. */
export interface EmployerJob {
  jobId: number;
  employerId: number;
  employerName: string;
  title: string;
  serviceType: number;
  cityId: number;
  district: string;
  address: string;
  /** Monthly salary range in yuan. */
  salaryMin: number;
  salaryMax: number;
  schedule: JobSchedule;
  /** Working hours, e.g. "08:00-18:00" ('' for live-in). */
  workHours: string;
  /** Days off per month. */
  restDays: number;
  requirements: string;
  isTop: Flag;
  isDisabled: Flag;
  /** In the joint hall's job hall (1 while its hall job is on the shelf; addJob / removeJob). */
  isShared: Flag;
  /** Owner (the employer's owner when the job was added). */
  userId: number;
  userName: string;
  createdTime: string;
  updatedTime: string;
}

export interface AddJobsRequest {
  employerId: number;
  /** 1-50 characters. */
  title: string;
  serviceType: number;
  cityId?: number;
  district?: string;
  address?: string;
  salaryMin: number;
  salaryMax: number;
  schedule: JobSchedule;
  workHours?: string;
  restDays?: number;
  requirements?: string;
}

export interface JobFilter {
  keyword?: string;
  serviceType?: number;
  schedule?: JobSchedule;
  cityId?: number;
  isDisabled?: Flag;
  employerId?: number;
  /** Owner: absent = the signed-in user's jobs; 0 = every staff member's. */
  userId?: number;
}
/** Pinned first, then newest. */
export type JobQuery = ListQuery<JobFilter>;

/** One filter of the job search form with its choices (labels in the request's language). */
export interface JobSearchParam {
  field: 'serviceType' | 'schedule' | 'cityId' | 'isDisabled';
  label: string;
  options: { label: string; value: number; count?: number }[];
}

export interface JobIdRequest {
  jobId: number;
}

export interface UpdateJobsTopRequest {
  jobId: number;
  isTop: Flag;
}

export interface DisableJobsRequest {
  jobId: number;
  isDisabled: Flag;
}

/** /employer/filter: distinct values of one field with counts (status, source, serviceType, city, userId). */
export interface EmployerFilterDataRequest {
  filterField: 'status' | 'source' | 'serviceType' | 'city' | 'userId';
  /** Count within this filter (e.g. the keyword typed); all employers when absent. */
  filter?: EmployerFilter;
}

export interface EmployerCount {
  count: number;
}
