/**
 * What the company publishes in its mini-program: news posts (/companyApp/getCompanyDynamic,
 * setCompanyDynamic) and trainings (getCompanyTraining, setCompanyTrainingGroup,
 * setCompanyTrainingItem, with the sign-ups getTrainingJoin and the paid orders
 * getTrainingOrderPay). Any staff member of the company reads them; writing needs company.manage
 * (the mini-program speaks for the company, as its settings do).
 */
import { companyAppPaths } from '@/api/companyApp';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, type UserRow } from '../db';
import { requirePermission } from '../rules/access';
import { listNews, readNewsQuery, saveNews, toCompanyDynamic } from '../rules/appNews';
import { itemStats, toTrainingGroup, toTrainingItem, trainingTree } from '../rules/appTraining';
import { listJoins, listPays, readJoinQuery, readPayQuery } from '../rules/appTrainingLists';
import { saveGroup, saveItem } from '../rules/appTrainingWrite';
import { userNames } from '../rules/auntView';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { withMaskedMobile } from '../rules/views';
import { apiPost, apiWrite, invalid, isRecord, listResult, paginate, requireSession, type MockContext } from './kit';

/** The session's user when they may change the company's mini-program (40301 otherwise). */
export function appManager(ctx: MockContext): UserRow {
  const { user } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  return user;
}

const getCompanyDynamic = apiPost(companyAppPaths.getCompanyDynamic, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readNewsQuery(ctx.body);
  const { rows, summary } = listNews(getDb(), company.companyId, query);
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  const users = userNames();
  return listResult(
    page.list.map((row) => toCompanyDynamic(row, users)),
    page.total,
    summary,
  );
});

const setCompanyDynamic = apiWrite(companyAppPaths.setCompanyDynamic, (ctx) => {
  const user = appManager(ctx);
  return toCompanyDynamic(saveNews(getDb(), user, ctx.body, new Date()), userNames());
});

const getCompanyTraining = apiPost(companyAppPaths.getCompanyTraining, (ctx) => {
  const { company } = requireSession(ctx);
  if (ctx.body !== undefined && ctx.body !== null && !(isRecord(ctx.body) && Object.keys(ctx.body).length === 0)) {
    throw invalid({ zh: '该请求不需要参数', en: 'This call takes no parameters' });
  }
  return trainingTree(getDb(), company.companyId);
});

const setCompanyTrainingGroup = apiWrite(companyAppPaths.setCompanyTrainingGroup, (ctx) => {
  const user = appManager(ctx);
  const db = getDb();
  const group = saveGroup(db, user.companyId, ctx.body);
  return toTrainingGroup(db, group, itemStats(db, user.companyId));
});

const setCompanyTrainingItem = apiWrite(companyAppPaths.setCompanyTrainingItem, (ctx) => {
  const user = appManager(ctx);
  const db = getDb();
  return toTrainingItem(saveItem(db, user.companyId, ctx.body, new Date()), itemStats(db, user.companyId));
});

const getTrainingJoin = apiPost(companyAppPaths.getTrainingJoin, (ctx) => {
  const { company } = requireSession(ctx);
  const db = getDb();
  const query = readJoinQuery(db, company.companyId, ctx.body);
  const page = paginate(listJoins(db, company.companyId, query).rows, query, DEFAULT_PAGE_SIZE);
  return listResult(page.list.map(withMaskedMobile), page.total);
});

const getTrainingOrderPay = apiPost(companyAppPaths.getTrainingOrderPay, (ctx) => {
  const { company } = requireSession(ctx);
  const db = getDb();
  const query = readPayQuery(db, company.companyId, ctx.body);
  const { rows, summary } = listPays(db, company.companyId, query, new Date());
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(page.list.map(withMaskedMobile), page.total, summary);
});

export const companyAppContentHandlers = [
  getCompanyDynamic,
  setCompanyDynamic,
  getCompanyTraining,
  setCompanyTrainingGroup,
  setCompanyTrainingItem,
  getTrainingJoin,
  getTrainingOrderPay,
];
