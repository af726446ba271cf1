/**
 * The mini-program's members and what they leave (companyApp.ts): members, suggestions, purchases
 * and marriage-introduction applications. Re-exported by companyApp.types.ts.
 */
import type { Gender } from './aunt.types';
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';

// --- Members ----------------------------------------------------------------------------------

/** 1 staff share, 2 shop QR code, 3 WeChat search, 4 official account, 5 a member's referral. */
export type MemberSource = 1 | 2 | 3 | 4 | 5;
/** 1 ordinary, 2 silver, 3 gold (by spend, domain/companyAppCodes.ts). */
export type MemberRank = 1 | 2 | 3;

/** A member registered in the company's mini-program. */
export interface Member {
  memberId: number;
  nickname: string;
  avatarUrl: string;
  realName: string;
  mobile: string;
  gender: Gender;
  source: MemberSource;
  /** The consultant (the staff member who brought them in; 0: none); their requests go to them. */
  userId: number;
  userName: string;
  /** The employer with the member's mobile, when there is one (turned into an employer). */
  employerId: number | null;
  employerName: string;
  requestCount: number;
  /** Paid purchases and training orders (refunded ones left out). */
  orderCount: number;
  /** Yuan: what those orders came to. */
  spend: number;
  rank: MemberRank;
  lastActiveTime: string;
  createdTime: string;
}

export type MemberQuery = ListQuery<{ keyword?: string; source?: MemberSource; rank?: MemberRank; isEmployer?: Flag; createdTime?: DateFilter }>;

// --- Suggestions ------------------------------------------------------------------------------

/** 1 service quality, 2 an aunt, 3 the mini-program, 4 other. */
export type SuggestCategory = 1 | 2 | 3 | 4;

export interface Suggestion {
  suggestId: number;
  memberId: number;
  nickname: string;
  mobile: string;
  category: SuggestCategory;
  content: string;
  /** 0 waiting for a reply, 1 handled (replied). */
  status: Flag;
  reply: string;
  repliedBy: number;
  repliedByName: string;
  repliedTime: string | null;
  createdTime: string;
}

export type SuggestQuery = ListQuery<{ keyword?: string; memberId?: number; status?: Flag; category?: SuggestCategory; createdTime?: DateFilter }>;

export interface SuggestSummary {
  counts: { all: number; pending: number; handled: number };
}

/** Our addition (/companyApp/replySuggest): the reply marks the suggestion handled. */
export interface ReplySuggestRequest {
  suggestId: number;
  reply: string;
}

// --- Mini-program purchases -------------------------------------------------------------------

/** 0 unpaid, 1 paid, 2 completed, 3 refunded. */
export type MiniOrderStatus = 0 | 1 | 2 | 3;

/** A service package bought in the mini-program. */
export interface MiniOrder {
  miniOrderId: number;
  orderNo: string;
  memberId: number;
  nickname: string;
  productName: string;
  quantity: number;
  /** Yuan. */
  unitPrice: number;
  amount: number;
  status: MiniOrderStatus;
  contactName: string;
  mobile: string;
  address: string;
  /** yyyy-MM-dd, when a service is booked. */
  serviceDate: string | null;
  remarks: string;
  payTime: string | null;
  createdTime: string;
}

export type MiniOrderQuery = ListQuery<{ keyword?: string; memberId?: number; status?: MiniOrderStatus; createdTime?: DateFilter }>;

export interface MiniOrderSummary {
  counts: { all: number; unpaid: number; paid: number; completed: number; refunded: number };
  /** Yuan: paid and completed orders of the filter (whatever the status tab). */
  paidAmount: number;
}

// --- Marriage-introduction applications -------------------------------------------------------

/** 1 never married, 2 divorced, 3 widowed. */
export type MarryMaritalStatus = 1 | 2 | 3;
/** 1 junior high or less, 2 senior high, 3 college, 4 bachelor, 5 master, 6 doctor. */
export type MarryEducation = 1 | 2 | 3 | 4 | 5 | 6;

export interface MarryApply {
  applyId: number;
  memberId: number;
  nickname: string;
  name: string;
  gender: Gender;
  birthYear: number;
  /** Years this year (China time). */
  age: number;
  mobile: string;
  /** Where the applicant lives (text). */
  hometown: string;
  heightCm: number;
  education: MarryEducation;
  maritalStatus: MarryMaritalStatus;
  occupation: string;
  introduction: string;
  expectation: string;
  createdTime: string;
}

export type MarryApplyQuery = ListQuery<{ keyword?: string; memberId?: number; gender?: Gender; maritalStatus?: MarryMaritalStatus; createdTime?: DateFilter }>;
