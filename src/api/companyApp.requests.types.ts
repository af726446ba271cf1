/**
 * Service requests of the company app (companyApp.ts getCompanyAppOrder, setCompanyAppOrder): what a
 * customer asks for in the mini-program, its history, and the steps that take it to an employer and
 * a job (domain/appRequestGraph.ts). Re-exported by companyApp.types.ts.
 */
import type { AddJobsRequest, EmployerInput } from './employer.types';
import type { ListQuery } from './shared';
import type { DateFilter } from './statistics';

/** 0 pending (待受理), 1 following (跟进中), 2 converted (已转客户), 3 closed (domain/appRequestGraph.ts). */
export type CompanyAppOrderStatus = 0 | 1 | 2 | 3;

/** One step of a request's history. */
export interface CompanyAppOrderStep {
  action: 'submit' | 'accept' | 'assign' | 'convert' | 'close' | 'reopen';
  /** Who acted (0: the member, from the mini-program). */
  userId: number;
  userName: string;
  /** assign: to whom. */
  toUserId?: number;
  toUserName?: string;
  time: string;
}

/** A service request a customer made in the company's mini-program. */
export interface CompanyAppOrder {
  appOrderId: number;
  memberId: number;
  memberNickname: string;
  contactName: string;
  mobile: string;
  /** One of the company's service types. */
  serviceType: number;
  serviceTypeName: string;
  cityId: number;
  cityName: string;
  district: string;
  address: string;
  /** yyyy-MM-dd: when the customer wants the service to start. */
  wantedDate: string;
  /** Monthly budget in yuan (0: not said). */
  budget: number;
  /** What the customer wrote. */
  remarks: string;
  status: CompanyAppOrderStatus;
  /** The staff member it is with (0: nobody). */
  assigneeId: number;
  assigneeName: string;
  /** Closed: the reason code (domain CLOSE_REASONS) and the remark; 0 / '' otherwise. */
  closeReason: number;
  closeRemark: string;
  /** Converted: the employer and the job it became. */
  employerId: number | null;
  employerName: string;
  jobId: number | null;
  jobTitle: string;
  history: CompanyAppOrderStep[];
  createdTime: string;
  updatedTime: string;
}

export interface CompanyAppOrderFilter {
  status?: CompanyAppOrderStatus;
  keyword?: string;
  /** 0: nobody's. */
  assigneeId?: number;
  serviceType?: number;
  createdTime?: DateFilter;
}

export type CompanyAppOrderQuery = ListQuery<CompanyAppOrderFilter>;

/** getCompanyAppOrder's envelope summary: rows per status over the filter without its status. */
export interface CompanyAppOrderSummary {
  counts: { all: number; pending: number; following: number; converted: number; closed: number };
}

/** The new employer of a conversion: the createEmployer fields a request can fill (owner: the assignee). */
export type ConvertEmployerInput = Pick<EmployerInput, 'employerName' | 'mobile'> &
  Partial<Pick<EmployerInput, 'gender' | 'serviceType' | 'cityId' | 'district' | 'address' | 'limitMoney' | 'expectedStart' | 'requirements' | 'remarks'>>;

/** The job of a conversion: addJobs without the employer (the conversion makes him). */
export type ConvertJobInput = Omit<AddJobsRequest, 'employerId'>;

/** One step on a request (the graph's action and what it needs). */
export type SetCompanyAppOrderRequest =
  | { appOrderId: number; action: 'accept' }
  | { appOrderId: number; action: 'assign'; assigneeId: number }
  | { appOrderId: number; action: 'close'; closeReason: number; closeRemark?: string }
  | { appOrderId: number; action: 'reopen' }
  | { appOrderId: number; action: 'convert'; employerId: number; job: ConvertJobInput }
  | { appOrderId: number; action: 'convert'; employer: ConvertEmployerInput; job: ConvertJobInput };
