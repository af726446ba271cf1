/**
 * Row types of the company's mini-program (/companyApp/): its members and what they bring in
 * (service requests, suggestions, training sign-ups and paid training orders, purchases, marriage
 * applications), and what the company publishes there (news, training groups and items). Part of
 * the schema (schema.ts), data version 15. Amounts are integer fen (domain/fen.ts); names, counts
 * and totals the answers show are derived, never stored.
 */
import type {
  CompanyAppOrderStatus,
  CompanyAppOrderStep,
  DynamicStatus,
  MarryMaritalStatus,
  MarryEducation,
  MemberSource,
  MiniOrderStatus,
  SuggestCategory,
} from '@/api/companyApp.types';
import type { Gender } from '@/api/aunt.types';

/** A member registered in the company's mini-program (a WeChat user who gave their mobile). */
export interface AppMemberRow {
  memberId: number;
  companyId: number;
  nickname: string;
  avatarUrl: string;
  realName: string;
  mobile: string;
  gender: Gender;
  source: MemberSource;
  /** The consultant: the staff member whose share brought the member in (0: none). */
  userId: number;
  lastActiveTime: string;
  createdTime: string;
}

/** A step as stored: names are looked up when answering. */
export type AppRequestStepRow = Omit<CompanyAppOrderStep, 'userName' | 'toUserName'>;

/** A service request a member submitted (domain/appRequestGraph.ts moves it). */
export interface AppRequestRow {
  appOrderId: number;
  companyId: number;
  memberId: number;
  contactName: string;
  mobile: string;
  serviceType: number;
  cityId: number;
  district: string;
  address: string;
  wantedDate: string;
  budgetFen: number;
  remarks: string;
  status: CompanyAppOrderStatus;
  assigneeId: number;
  closeReason: number;
  closeRemark: string;
  employerId: number | null;
  jobId: number | null;
  /** The last APP_REQUEST_HISTORY_MAX steps, oldest first. */
  history: AppRequestStepRow[];
  createdTime: string;
  updatedTime: string;
}

export interface AppDynamicRow {
  dynamicId: number;
  companyId: number;
  title: string;
  content: string;
  images: string[];
  status: DynamicStatus;
  isTop: 0 | 1;
  viewCount: number;
  authorId: number;
  publishedTime: string | null;
  createdTime: string;
  updatedTime: string;
}

export interface TrainingGroupRow {
  trainingGroupId: number;
  companyId: number;
  groupName: string;
  sort: number;
}

export interface TrainingItemRow {
  trainingItemId: number;
  companyId: number;
  trainingGroupId: number;
  title: string;
  priceFen: number;
  sessions: number;
  capacity: number;
  startDate: string;
  endDate: string;
  coverUrl: string;
  description: string;
  isShow: 0 | 1;
  sort: number;
  createdTime: string;
  updatedTime: string;
}

/** A sign-up: a member (memberId) and/or an aunt of the company (auntId, matched by mobile when she signed up). */
export interface TrainingJoinRow {
  joinId: number;
  companyId: number;
  trainingItemId: number;
  memberId: number | null;
  auntId: number | null;
  name: string;
  mobile: string;
  createdTime: string;
}

/** A paid training order (one per paid sign-up; the amount is the course price when paid). */
export interface TrainingPayRow {
  payId: number;
  companyId: number;
  payNo: string;
  trainingItemId: number;
  joinId: number;
  memberId: number | null;
  amountFen: number;
  payTime: string;
}

export interface AppSuggestionRow {
  suggestId: number;
  companyId: number;
  memberId: number;
  category: SuggestCategory;
  content: string;
  status: 0 | 1;
  reply: string;
  repliedBy: number;
  repliedTime: string | null;
  createdTime: string;
}

export interface MiniOrderRow {
  miniOrderId: number;
  companyId: number;
  orderNo: string;
  memberId: number;
  productName: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
  status: MiniOrderStatus;
  contactName: string;
  mobile: string;
  address: string;
  serviceDate: string | null;
  remarks: string;
  payTime: string | null;
  createdTime: string;
}

export interface MarryApplyRow {
  applyId: number;
  companyId: number;
  memberId: number;
  name: string;
  gender: Gender;
  birthYear: number;
  mobile: string;
  hometown: string;
  heightCm: number;
  education: MarryEducation;
  maritalStatus: MarryMaritalStatus;
  occupation: string;
  introduction: string;
  expectation: string;
  createdTime: string;
}

export interface CompanyAppTables {
  appMembers: AppMemberRow[];
  appRequests: AppRequestRow[];
  appDynamics: AppDynamicRow[];
  trainingGroups: TrainingGroupRow[];
  trainingItems: TrainingItemRow[];
  trainingJoins: TrainingJoinRow[];
  trainingPays: TrainingPayRow[];
  appSuggestions: AppSuggestionRow[];
  miniOrders: MiniOrderRow[];
  marryApplies: MarryApplyRow[];
}

export const COMPANY_APP_TABLE_NAMES = [
  'appMembers',
  'appRequests',
  'appDynamics',
  'trainingGroups',
  'trainingItems',
  'trainingJoins',
  'trainingPays',
  'appSuggestions',
  'miniOrders',
  'marryApplies',
] as const satisfies readonly (keyof CompanyAppTables)[];

export function emptyCompanyAppTables(): CompanyAppTables {
  return {
    appMembers: [],
    appRequests: [],
    appDynamics: [],
    trainingGroups: [],
    trainingItems: [],
    trainingJoins: [],
    trainingPays: [],
    appSuggestions: [],
    miniOrders: [],
    marryApplies: [],
  };
}

/** Steps a request keeps (the oldest go first). */
export const APP_REQUEST_HISTORY_MAX = 50;

/**
 * Bounds the row types cannot say, checked on a loaded file (checkDb.ts): rows per table (a
 * control route or a member adds rows the back office cannot remove) and the longest texts.
 */
export const COMPANY_APP_BOUNDS = {
  maxRows: 200_000,
  textLength: 5000,
  imagesPerPost: 9,
} as const;
