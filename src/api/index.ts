/**
 * The endpoint families, one namespace each (several families share function names such as
 * getAunt or createFollowUp, so they are not flattened). Import a family directly
 * (`import { getAunts } from '@/api/aunt'`) or through its namespace (`auntApi.getAunts`).
 */
export * as appApi from './app';
export * as auntApi from './aunt';
export * as auntConsentApi from './auntConsent';
export * as chatApi from './chat';
export * as companyApi from './company';
export * as companyAppApi from './companyApp';
export * as customApi from './custom';
export * as employerApi from './employer';
export * as financeApi from './finance';
export * as insuranceApi from './insurance';
export * as jobMsgApi from './jobMsg';
export * as noticeApi from './notice';
export * as officeApi from './office';
export * as privacyApi from './privacy';
export * as importApi from './imports';
export * as searchApi from './search';
export * as orderApi from './order';
export * as pageManageApi from './pageManage';
export * as recyclebinApi from './recyclebin';
export * as resumeLinkApi from './resumeLink';
export * as statisticsApi from './statistics';
export * as sysApi from './sys';
export * as unitedApi from './united';
export * as userApi from './user';

export { appPaths } from './app';
export { auntPaths } from './aunt';
export { auntConsentPaths } from './auntConsent';
export { chatPaths } from './chat';
export { companyPaths } from './company';
export { companyAppPaths } from './companyApp';
export { customPaths } from './custom';
export { employerPaths } from './employer';
export { financePaths } from './finance';
export { insurancePaths } from './insurance';
export { jobMsgPaths } from './jobMsg';
export { noticePaths } from './notice';
export { officePaths } from './office';
export { orderPaths } from './order';
export { pageManagePaths } from './pageManage';
export { privacyPaths } from './privacy';
export { importPaths } from './imports';
export { searchPaths } from './search';
export { recyclebinPaths } from './recyclebin';
export { resumeLinkPaths } from './resumeLink';
export { statisticsPaths } from './statistics';
export { sysPaths } from './sys';
export { unitedPaths } from './united';
export { userPaths } from './user';
