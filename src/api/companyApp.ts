/**
 * Company-app family (/companyApp/): what the company's mini-program brings to the back office:
 * service requests, news, trainings with their sign-ups and paid orders, members, suggestions,
 * purchases and marriage-introduction applications. Shapes are ours (docs/API.md, "Company app").
 */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type {
  CompanyAppOrderQuery,
  CompanyDynamicQuery,
  MarryApplyQuery,
  MemberQuery,
  MiniOrderQuery,
  ReplySuggestRequest,
  SetCompanyAppOrderRequest,
  SetCompanyDynamicRequest,
  SetTrainingGroupRequest,
  SetTrainingItemRequest,
  SuggestQuery,
  TrainingJoinQuery,
  TrainingOrderPayQuery,
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
  /** Our addition: a reply to a suggestion, which marks it handled. */
  replySuggest: optionalPath('/companyApp/replySuggest'),
} as const;

/** Mini-program service requests (list; summary: rows per status). */
export const getCompanyAppOrder = (body: CompanyAppOrderQuery, options?: RequestOptions) => postList(companyAppPaths.getCompanyAppOrder, body, options);

/** One step on a service request (accept, assign, convert, close, reopen); answers the request. */
export const setCompanyAppOrder = (body: SetCompanyAppOrderRequest, options?: RequestOptions) => post(companyAppPaths.setCompanyAppOrder, body, options);

/** Creates or changes a news post. */
export const setCompanyDynamic = (body: SetCompanyDynamicRequest, options?: RequestOptions) => post(companyAppPaths.setCompanyDynamic, body, options);

/** News posts (list; summary: rows per status). */
export const getCompanyDynamic = (body: CompanyDynamicQuery, options?: RequestOptions) => postList(companyAppPaths.getCompanyDynamic, body, options);

/** Creates, renames or moves a training group; answers the group with its items. */
export const setCompanyTrainingGroup = (body: SetTrainingGroupRequest, options?: RequestOptions) =>
  post(companyAppPaths.setCompanyTrainingGroup, body, options);

/** Creates or changes a training item. */
export const setCompanyTrainingItem = (body: SetTrainingItemRequest, options?: RequestOptions) => post(companyAppPaths.setCompanyTrainingItem, body, options);

/** Training groups with their items, in order. */
export const getCompanyTraining = (options?: RequestOptions) => post(companyAppPaths.getCompanyTraining, {}, options);

/** Mini-program members (list). */
export const getMembers = (body: MemberQuery, options?: RequestOptions) => postList(companyAppPaths.getMembers, body, options);

/** Paid training orders (list; summary: count and total). */
export const getTrainingOrderPay = (body: TrainingOrderPayQuery, options?: RequestOptions) => postList(companyAppPaths.getTrainingOrderPay, body, options);

/** Members' suggestions (list; summary: rows per status). */
export const getSuggest = (body: SuggestQuery, options?: RequestOptions) => postList(companyAppPaths.getSuggest, body, options);

/** Our addition: replies to a suggestion and marks it handled; answers the suggestion. */
export const replySuggest = (body: ReplySuggestRequest, options?: RequestOptions) => post(companyAppPaths.replySuggest, body, options);

/** Training sign-ups (list). */
export const getTrainingJoin = (body: TrainingJoinQuery, options?: RequestOptions) => postList(companyAppPaths.getTrainingJoin, body, options);

/** Mini-program purchases (list; summary: rows per status and the paid amount). */
export const getBuyMiniOrder = (body: MiniOrderQuery, options?: RequestOptions) => postList(companyAppPaths.getBuyMiniOrder, body, options);

/** Marriage-introduction applications (list). */
export const getMarryApply = (body: MarryApplyQuery, options?: RequestOptions) => postList(companyAppPaths.getMarryApply, body, options);
