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
import { AUNT_ATTRIBUTE_NAMES } from '@/domain/auntAttributes';
import { CUSTOM_OPTION_FIELDS } from '@/domain/catalogues';
import { CUSTOM_TABLE_TYPES } from '@/domain/customColumns';
import { CUSTOM_FORM_NAMES } from '@/domain/customForm';
import { ALL_TAB_KEY } from '@/domain/customTabs';
import { TEMPLATE_KINDS } from '@/domain/templates';

export interface KitCall {
  path: string;
  /** Laid over the body built from the schema. */
  body?: Record<string, unknown>;
  /** Sent under the chat service's base (`--chat-target`) instead of the API's. */
  chat?: boolean;
  /** The token goes in the query parameter `token` (getUserInfo). */
  tokenInQuery?: boolean;
  /** Ids of this body taken from an earlier answer's id of another name (`teacherId` ← `userId`). */
  idFrom?: Record<string, string>;
}

/** This month, as the achievement page first asks for it. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

export const KIT_CALLS: readonly KitCall[] = [
  { path: '/user/getUserInfo', tokenInQuery: true },
  { path: '/user/getMenu' },
  { path: '/user/getUserTasks' },
  { path: '/notice/list' },
  { path: '/notice/prefs/get' },
  { path: '/user/getLoginLog' },
  { path: '/user/getSessions' },
  { path: '/recyclebin/getKeepDays' },
  { path: '/company/watermark/get' },
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
  { path: '/company/getAuntCustomOptions', body: { field: CUSTOM_OPTION_FIELDS[0] } },
  { path: '/company/getAuntLabelData' },
  { path: '/company/getAuntSkillData' },
  { path: '/company/getAddFinanceOptions' },
  { path: '/company/getCustomFormField', body: { formName: CUSTOM_FORM_NAMES[0] } },
  { path: '/company/getCustomTableField', body: { tableType: CUSTOM_TABLE_TYPES[0] } },
  { path: '/company/getCustomTabField', body: { tabType: 'aunt' } },
  { path: '/company/getCustomTabRule', body: { tabType: 'aunt' } },
  { path: '/company/getCustomTabData', body: { tabType: 'aunt' } },
  { path: '/company/getCustomTabDataInfo', body: { tabType: 'aunt', tabKey: ALL_TAB_KEY } },
  { path: '/company/getAchievementData' },
  { path: '/company/getRankData' },
  { path: '/statistics/getChartData' },
  { path: '/office/getAchievement', body: { month: thisMonth() } },
  { path: '/aunt/getAunts', body: { scope: 'all' } },
  { path: '/aunt/getAunt' },
  { path: '/aunt/getAuntRemark' },
  { path: '/aunt/consent/get' },
  { path: '/aunt/consent/views' },
  { path: '/search', body: { keyword: '1' } },
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
  { path: '/jobMsg/getJobMsg', idFrom: { teacherId: 'userId', tchCompanyId: 'companyId' } },
  { path: '/recyclebin/getAunts' },
  { path: '/recyclebin/getEmployers' },
  { path: '/recyclebin/getOrders' },
  { path: '/finance/account/balance' },
  { path: '/finance/account/ledger' },
  { path: '/privacy/accessLogs' },
  { path: '/finance/getFeeIOData' },
  { path: '/insurance/product/list' },
  { path: '/insurance/product/details' },
  { path: '/insurance/product/keywords', body: { keyword: '保' } },
  { path: '/insurance/product/getInsProducts' },
  { path: '/insurance/order/list' },
  { path: '/insurance/order/details' },
  { path: '/custom/template/list', body: { templateName: TEMPLATE_KINDS[0] } },
  { path: '/custom/attribute/value/list', body: { attrName: AUNT_ATTRIBUTE_NAMES[0] } },
  { path: '/custom/column/display/list', body: { moduleName: CUSTOM_TABLE_TYPES[0] } },
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
  '/aunt/resume': 'needs a résumé link token, which only a write (/aunt/resumeLink) makes',
};
