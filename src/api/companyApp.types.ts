/**
 * Types of the company-app family (companyApp.ts): what the company's mini-program brings to the
 * back office. The spec names the calls only; every shape here is our choice (docs/API.md,
 * "Company app"). Amounts are yuan on the wire (integer fen in the mock and in arithmetic).
 */
import type { Gender } from './aunt.types';
import type { EmployerInput, JobSchedule } from './employer.types';
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';

// --- Service requests -------------------------------------------------------------------------

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

/** The job of a conversion: addJobs without the employer. */
export interface ConvertJobInput {
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

/** One step on a request (the graph's action and what it needs). */
export type SetCompanyAppOrderRequest =
  | { appOrderId: number; action: 'accept' }
  | { appOrderId: number; action: 'assign'; assigneeId: number }
  | { appOrderId: number; action: 'close'; closeReason: number; closeRemark?: string }
  | { appOrderId: number; action: 'reopen' }
  | { appOrderId: number; action: 'convert'; employerId: number; job: ConvertJobInput }
  | { appOrderId: number; action: 'convert'; employer: ConvertEmployerInput; job: ConvertJobInput };

// --- News -------------------------------------------------------------------------------------

/** 0 draft, 1 published, 2 withdrawn. */
export type DynamicStatus = 0 | 1 | 2;

/** A news post of the company, shown in the mini-program while published. */
export interface CompanyDynamic {
  dynamicId: number;
  title: string;
  /** Plain text (shown as text, never as HTML); line breaks kept. */
  content: string;
  /** Up to 9 image addresses (the company's uploads). */
  images: string[];
  status: DynamicStatus;
  /** Pinned to the top of the mini-program's list (published posts only). */
  isTop: Flag;
  viewCount: number;
  authorId: number;
  authorName: string;
  publishedTime: string | null;
  createdTime: string;
  updatedTime: string;
}

/** Creates (no dynamicId: title and content required) or changes a post; absent fields are kept. */
export interface SetCompanyDynamicRequest {
  dynamicId?: number;
  title?: string;
  content?: string;
  images?: string[];
  status?: DynamicStatus;
  isTop?: Flag;
}

export type CompanyDynamicQuery = ListQuery<{ keyword?: string; status?: DynamicStatus }>;

export interface CompanyDynamicSummary {
  counts: { all: number; draft: number; published: number; withdrawn: number };
}

// --- Trainings --------------------------------------------------------------------------------

export interface TrainingItem {
  trainingItemId: number;
  trainingGroupId: number;
  /** The course name. */
  title: string;
  /** Yuan; 0 for free. */
  price: number;
  /** Lessons in the course. */
  sessions: number;
  /** Places; a full course refuses sign-ups. */
  capacity: number;
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  coverUrl: string;
  description: string;
  /** On sale in the mini-program. */
  isShow: Flag;
  /** Position among its group's items (1..n). */
  sort: number;
  joinCount: number;
  paidCount: number;
  /** Yuan: the paid orders' sum. */
  paidAmount: number;
}

export interface TrainingGroup {
  trainingGroupId: number;
  groupName: string;
  /** Position among the groups (1..n). */
  sort: number;
  items: TrainingItem[];
}

/** Creates (groupName required) or changes a group; sort is the position to move it to. */
export interface SetTrainingGroupRequest {
  trainingGroupId?: number;
  groupName?: string;
  sort?: number;
}

/** Creates (all but coverUrl, description, isShow, sort required) or changes an item; a new trainingGroupId moves it. */
export interface SetTrainingItemRequest {
  trainingItemId?: number;
  trainingGroupId?: number;
  title?: string;
  price?: number;
  sessions?: number;
  capacity?: number;
  startDate?: string;
  endDate?: string;
  coverUrl?: string;
  description?: string;
  isShow?: Flag;
  sort?: number;
}

/** A sign-up for a course: a member of the mini-program, or an aunt of the company (linked to her record). */
export interface TrainingJoin {
  joinId: number;
  trainingItemId: number;
  itemTitle: string;
  memberId: number | null;
  nickname: string;
  auntId: number | null;
  auntName: string;
  name: string;
  mobile: string;
  /** The course's fee was paid (a paid order exists); free courses are 0. */
  paid: Flag;
  createdTime: string;
}

/** A paid training order. */
export interface TrainingOrderPay {
  payId: number;
  payNo: string;
  trainingItemId: number;
  itemTitle: string;
  joinId: number;
  memberId: number | null;
  name: string;
  mobile: string;
  /** Yuan. */
  amount: number;
  payTime: string;
}

export type TrainingJoinQuery = ListQuery<{ trainingItemId?: number; keyword?: string }>;
export type TrainingOrderPayQuery = ListQuery<{ trainingItemId?: number; keyword?: string; payTime?: DateFilter }>;

/** getTrainingOrderPay's envelope summary: the orders of the filter, summed in fen. */
export interface TrainingOrderPaySummary {
  count: number;
  /** Yuan. */
  totalAmount: number;
}

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
