/** Types of the company-app family (companyApp.ts): the company's mini-program data. */
import type { Gender } from './aunt.types';
import type { Flag, ListQuery } from './shared';

/** 0 new, 1 being handled, 2 done, 3 closed. */
export type CompanyAppOrderStatus = 0 | 1 | 2 | 3;

/** A service request an employer left in the company's mini-program. */
export interface CompanyAppOrder {
  appOrderId: number;
  memberId: number;
  contactName: string;
  mobile: string;
  serviceType: number;
  address: string;
  status: CompanyAppOrderStatus;
  remarks: string;
  createdTime: string;
}

export type CompanyAppOrderQuery = ListQuery<{ status?: CompanyAppOrderStatus; keyword?: string }>;

export interface SetCompanyAppOrderRequest {
  appOrderId: number;
  status: CompanyAppOrderStatus;
  remarks?: string;
}

/** A news item of the company shown in the mini-program. */
export interface CompanyDynamic {
  dynamicId: number;
  title: string;
  content: string;
  images: string[];
  isShow: Flag;
  createdTime: string;
  updatedTime: string;
}

/** Creates (no dynamicId) or saves a news item. */
export interface SetCompanyDynamicRequest {
  dynamicId?: number;
  title: string;
  content: string;
  images?: string[];
  isShow?: Flag;
}

export type CompanyDynamicQuery = ListQuery<{ keyword?: string }>;

export interface TrainingItem {
  trainingItemId: number;
  trainingGroupId: number;
  title: string;
  coverUrl: string;
  videoUrl: string;
  /** Yuan; 0 for free. */
  price: number;
  sort: number;
}

export interface TrainingGroup {
  trainingGroupId: number;
  groupName: string;
  sort: number;
  items: TrainingItem[];
}

/** Creates (no trainingGroupId) or saves a training group. */
export interface SetTrainingGroupRequest {
  trainingGroupId?: number;
  groupName: string;
  sort?: number;
}

/** Creates (no trainingItemId) or saves a training item. */
export interface SetTrainingItemRequest {
  trainingItemId?: number;
  trainingGroupId: number;
  title: string;
  coverUrl?: string;
  videoUrl?: string;
  price?: number;
  sort?: number;
}

/** A mini-program member. */
export interface Member {
  memberId: number;
  nickname: string;
  avatarUrl: string;
  mobile: string;
  rankName: string;
  createdTime: string;
}

export type MemberQuery = ListQuery<{ keyword?: string }>;

/** A paid training. */
export interface TrainingOrderPay {
  payId: number;
  memberId: number;
  nickname: string;
  trainingItemId: number;
  title: string;
  amount: number;
  payTime: string;
}

export interface Suggestion {
  suggestId: number;
  memberId: number;
  nickname: string;
  content: string;
  createdTime: string;
}

/** A member's sign-up for a training. */
export interface TrainingJoin {
  joinId: number;
  memberId: number;
  nickname: string;
  mobile: string;
  trainingItemId: number;
  title: string;
  createdTime: string;
}

/** An order paid in the mini-program. */
export interface MiniOrder {
  miniOrderId: number;
  memberId: number;
  nickname: string;
  productName: string;
  amount: number;
  /** 0 unpaid, 1 paid, 2 refunded. */
  status: 0 | 1 | 2;
  createdTime: string;
}

/** A marriage-introduction application. */
export interface MarryApply {
  applyId: number;
  memberId: number;
  name: string;
  mobile: string;
  gender: Gender;
  age: number;
  remarks: string;
  createdTime: string;
}

/** Query of the member-side lists (training pays, suggestions, joins, mini orders, marriage applications). */
export type CompanyAppListQuery = ListQuery<{ keyword?: string; memberId?: number }>;
