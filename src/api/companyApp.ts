/** Company-app family (/companyApp/): orders, dynamics, training, members, suggestions, mini-program orders, marriage applications. */
import { post, postList, type RequestOptions } from './http';
import type {
  CompanyAppListQuery,
  CompanyAppOrder,
  CompanyAppOrderQuery,
  CompanyDynamic,
  CompanyDynamicQuery,
  MarryApply,
  Member,
  MemberQuery,
  MiniOrder,
  SetCompanyAppOrderRequest,
  SetCompanyDynamicRequest,
  SetTrainingGroupRequest,
  SetTrainingItemRequest,
  Suggestion,
  TrainingGroup,
  TrainingItem,
  TrainingJoin,
  TrainingOrderPay,
} from './companyApp.types';

export type * from './companyApp.types';

export const companyAppPaths = {
  getCompanyAppOrder: '/companyApp/getCompanyAppOrder',
  setCompanyAppOrder: '/companyApp/setCompanyAppOrder',
  setCompanyDynamic: '/companyApp/setCompanyDynamic',
  getCompanyDynamic: '/companyApp/getCompanyDynamic',
  setCompanyTrainingGroup: '/companyApp/setCompanyTrainingGroup',
  setCompanyTrainingItem: '/companyApp/setCompanyTrainingItem',
  getCompanyTraining: '/companyApp/getCompanyTraining',
  getMembers: '/companyApp/getMembers',
  getTrainingOrderPay: '/companyApp/getTrainingOrderPay',
  getSuggest: '/companyApp/getSuggest',
  getTrainingJoin: '/companyApp/getTrainingJoin',
  getBuyMiniOrder: '/companyApp/getBuyMiniOrder',
  getMarryApply: '/companyApp/getMarryApply',
} as const;

/** Mini-program service requests (list). */
export const getCompanyAppOrder = (body: CompanyAppOrderQuery, options?: RequestOptions) =>
  postList<CompanyAppOrder>(companyAppPaths.getCompanyAppOrder, body, options);

/** Changes the state of a mini-program service request. */
export const setCompanyAppOrder = (body: SetCompanyAppOrderRequest, options?: RequestOptions) =>
  post<CompanyAppOrder>(companyAppPaths.setCompanyAppOrder, body, options);

/** Creates or saves a company news item. */
export const setCompanyDynamic = (body: SetCompanyDynamicRequest, options?: RequestOptions) =>
  post<CompanyDynamic>(companyAppPaths.setCompanyDynamic, body, options);

/** Company news items (list). */
export const getCompanyDynamic = (body: CompanyDynamicQuery, options?: RequestOptions) =>
  postList<CompanyDynamic>(companyAppPaths.getCompanyDynamic, body, options);

/** Creates or saves a training group. */
export const setCompanyTrainingGroup = (body: SetTrainingGroupRequest, options?: RequestOptions) =>
  post<TrainingGroup>(companyAppPaths.setCompanyTrainingGroup, body, options);

/** Creates or saves a training item. */
export const setCompanyTrainingItem = (body: SetTrainingItemRequest, options?: RequestOptions) =>
  post<TrainingItem>(companyAppPaths.setCompanyTrainingItem, body, options);

/** Training groups with their items. */
export const getCompanyTraining = (options?: RequestOptions) =>
  post<TrainingGroup[]>(companyAppPaths.getCompanyTraining, {}, options);

/** Mini-program members (list). */
export const getMembers = (body: MemberQuery, options?: RequestOptions) => postList<Member>(companyAppPaths.getMembers, body, options);

/** Paid trainings (list). */
export const getTrainingOrderPay = (body: CompanyAppListQuery, options?: RequestOptions) =>
  postList<TrainingOrderPay>(companyAppPaths.getTrainingOrderPay, body, options);

/** Members' suggestions (list). */
export const getSuggest = (body: CompanyAppListQuery, options?: RequestOptions) =>
  postList<Suggestion>(companyAppPaths.getSuggest, body, options);

/** Training sign-ups (list). */
export const getTrainingJoin = (body: CompanyAppListQuery, options?: RequestOptions) =>
  postList<TrainingJoin>(companyAppPaths.getTrainingJoin, body, options);

/** Mini-program orders (list). */
export const getBuyMiniOrder = (body: CompanyAppListQuery, options?: RequestOptions) =>
  postList<MiniOrder>(companyAppPaths.getBuyMiniOrder, body, options);

/** Marriage-introduction applications (list). */
export const getMarryApply = (body: CompanyAppListQuery, options?: RequestOptions) =>
  postList<MarryApply>(companyAppPaths.getMarryApply, body, options);
