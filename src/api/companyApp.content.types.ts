/**
 * What the company publishes in its mini-program (companyApp.ts): news posts, and trainings with
 * their sign-ups and paid orders. Re-exported by companyApp.types.ts.
 */
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';

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
