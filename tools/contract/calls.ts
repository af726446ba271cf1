/**
 * The calls the contract kit sends: every read-only call of the contract (a call that changes
 * nothing, so the kit can run against an agency's live server), in an order where the lists come
 * before the calls that need one of their ids. A test keeps the list equal to the mock's read
 * calls (tests/unit/contract-kit.test.ts).
 *
 * A call's body is built from its request schema (required fields; ids from earlier answers;
 * paging `page: 1, pageSize: 20` where the call pages), with the fields below laid over it: the
 * values the app's pages send on their first load where the contract alone does not say.
 */
export interface KitCall {
  path: string;
  /** Laid over the body built from the schema. */
  body?: Record<string, unknown>;
  /** Sent under the chat service's base (`--chat-target`) instead of the API's. */
  chat?: boolean;
  /** The token goes in the query parameter `token` (getUserInfo). */
  tokenInQuery?: boolean;
}

const today = '2026-01-01';

export const KIT_CALLS: readonly KitCall[] = [
  { path: '/user/getUserInfo', tokenInQuery: true },
  { path: '/user/getMenu' },
  { path: '/user/getUserTasks' },
  { path: '/user/getLoginLog' },
  { path: '/sys/getRolePower' },
  { path: '/sys/getThemes' },
  { path: '/sys/getRegion' },
  { path: '/sys/region/letter' },
  { path: '/app/getXXConfig' },
  { path: '/app/getSolution' },
  { path: '/company/getUsers' },
  { path: '/company/searchUser', body: { keyword: '' } },
  { path: '/company/getDepartment' },
  { path: '/company/getRole' },
  { path: '/company/getPages' },
  { path: '/company/getPermissions' },
  { path: '/company/getAllPermissions' },
  { path: '/company/getCompanyTotal' },
  { path: '/company/getCompanyMp' },
  { path: '/company/getServiceType' },
  { path: '/company/getAuntOptions' },
  { path: '/company/getAuntCustomOptions' },
  { path: '/company/getAuntLabelData' },
  { path: '/company/getAuntSkillData' },
  { path: '/company/getAddFinanceOptions' },
  { path: '/company/getCustomFormField' },
  { path: '/company/getCustomTableField' },
  { path: '/company/getCustomTabField' },
  { path: '/company/getCustomTabRule' },
  { path: '/company/getCustomTabData' },
  { path: '/company/getCustomTabDataInfo' },
  { path: '/company/getAchievementData' },
  { path: '/company/getRankData' },
  { path: '/statistics/getChartData' },
  { path: '/office/getAchievement' },
  { path: '/aunt/getAunts', body: { scope: 'all' } },
  { path: '/aunt/getAunt' },
  { path: '/aunt/getAuntRemark' },
  { path: '/aunt/getAuntLog' },
  { path: '/user/getAuntLog' },
  { path: '/aunt/getAuntFilterData', body: { filterField: 'nativePlace' } },
  { path: '/aunt/getAuntCustomTabData', body: { scope: 'all' } },
  { path: '/employer/getEmployerByFilter' },
  { path: '/employer/countEmployerByFilter' },
  { path: '/employer/filter' },
  { path: '/employer/getFollowUpByFilter' },
  { path: '/employer/getFollowUpById' },
  { path: '/employer/getJobsByFilterUser' },
  { path: '/employer/getJobsSearchParam' },
  { path: '/aunt/getJobApplyAunts' },
  { path: '/order/list' },
  { path: '/order/getOrder' },
  { path: '/order/getOrderDetail' },
  { path: '/order/getOrderCustomTabData' },
  { path: '/united/getAunts' },
  { path: '/united/getAunt' },
  { path: '/united/getUnitedAunt' },
  { path: '/united/getOwnerAunts' },
  { path: '/united/getFavAunts' },
  { path: '/united/getJobs' },
  { path: '/united/getOwnerJobs' },
  { path: '/united/getFavJobs' },
  { path: '/united/getUnitedAunts' },
  { path: '/united/getUnitedJobs' },
  { path: '/united/getJob' },
  { path: '/united/getUnitedJob' },
  { path: '/united/getUnitedComany' },
  { path: '/jobMsg/getJobMsg' },
  { path: '/recyclebin/getAunts' },
  { path: '/recyclebin/getEmployers' },
  { path: '/recyclebin/getOrders' },
  { path: '/finance/account/balance' },
  { path: '/finance/account/ledger' },
  { path: '/finance/getFeeIOData', body: { startDate: today, endDate: today } },
  { path: '/insurance/product/list' },
  { path: '/insurance/product/details' },
  { path: '/insurance/product/keywords' },
  { path: '/insurance/product/getInsProducts' },
  { path: '/insurance/order/list' },
  { path: '/insurance/order/details' },
  { path: '/custom/template/list' },
  { path: '/custom/attribute/value/list' },
  { path: '/custom/column/display/list' },
  { path: '/companyApp/getMembers' },
  { path: '/companyApp/getCompanyDynamic' },
  { path: '/companyApp/getCompanyTraining' },
  { path: '/companyApp/getTrainingJoin' },
  { path: '/companyApp/getTrainingOrderPay' },
  { path: '/companyApp/getBuyMiniOrder' },
  { path: '/companyApp/getCompanyAppOrder' },
  { path: '/companyApp/getMarryApply' },
  { path: '/companyApp/getSuggest' },
  { path: '/platform/page-manage/pageList' },
];

/** Read-only calls the kit does not send, and why. */
export const KIT_LEAVES_OUT: Readonly<Record<string, string>> = {
  '/chat/publicKey': 'the chat service: its protocol is behind the chat adapter (api/chat), checked by its own tests',
  '/chat/getUnreadMessage': 'the chat service: needs a chat login, which is a write',
  '/insurance/order/print': 'answers a printable document (JSON or PDF/HTML), not a shape to compare',
};
