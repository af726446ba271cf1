/**
 * The company's custom settings (issue 16, part B): custom form fields (getCustomFormField /
 * setCustomFormField by formName), the list tabs and their rules (getCustomTabField /
 * setCustomTabField, getCustomTabRule / setCustomTabRule by tabType, getCustomTabData,
 * getCustomTabDataInfo) and the column layouts (getCustomTableField / setCustomTableField by
 * tableType: the company's default; /custom/column/display/list|update by moduleName: the
 * signed-in staff member's own). Reading needs a session; the company's settings need
 * `company.manage` to change (40301); anyone changes their own layout. Every body is strict and
 * checked whole before anything changes (rules/custom*.ts).
 */
import type { RequestHandler } from 'msw';
import { companyPaths, type CustomFormField, type CustomTabInfo, type CustomTableField } from '@/api/company';
import { customPaths, type ColumnDisplay } from '@/api/custom';
import type { CustomTabCount } from '@/api/shared';
import type { TabType } from '@/domain/tabRuleFields';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, type CustomTabsRow } from '../db';
import { requirePermission } from '../rules/access';
import { matchAunts } from '../rules/auntMatch';
import { companyLayoutOf, ownLayoutOf, readLayout, readTableType } from '../rules/customColumns';
import { formFieldsOf, readFormFields, readFormName } from '../rules/customForms';
import { readTabFields, readTabKeyRequest, readTabRules, readTabType } from '../rules/customTabInput';
import { auntTabTest, orderTabTest, ruleContextOf, rulesOf, storedTabsOf, tabCounts, tabFieldsOf, tabsRowOf } from '../rules/customTabs';
import { matchOrders } from '../rules/orderMatch';
import { apiPost, apiWrite, invalid, requireSession, type MockContext, type MockSession } from './kit';

/** The session of a user who may change the company's settings. */
function manager(ctx: MockContext): MockSession {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.companyManage);
  return session;
}

const getCustomFormField = apiPost(companyPaths.getCustomFormField, (ctx): CustomFormField[] => {
  const { company } = requireSession(ctx);
  return formFieldsOf(company.companyId, readFormName(ctx.body));
});

const setCustomFormField = apiWrite(companyPaths.setCustomFormField, (ctx): CustomFormField[] => {
  const { company } = manager(ctx);
  const formName = readFormName({ formName: (ctx.body as { formName?: unknown } | null)?.formName });
  const { fields } = readFormFields(ctx.body, formFieldsOf(company.companyId, formName));
  const db = getDb();
  const row = db.customForms.find((item) => item.companyId === company.companyId && item.formName === formName);
  if (row) row.fields = fields;
  else db.customForms.push({ companyId: company.companyId, formName, fields });
  return formFieldsOf(company.companyId, formName);
});

/** The list's tabs row, made (with the built-in tabs) when the company has none yet. */
function tabsRowFor(companyId: number, tabType: TabType): CustomTabsRow {
  const existing = tabsRowOf(companyId, tabType);
  if (existing) return existing;
  const row: CustomTabsRow = { companyId, tabType, tabs: storedTabsOf(companyId, tabType), rules: [] };
  getDb().customTabs.push(row);
  return row;
}

const getCustomTabField = apiPost(companyPaths.getCustomTabField, (ctx) => {
  const { company } = requireSession(ctx);
  return tabFieldsOf(company.companyId, readTabType(ctx.body), ctx.lang);
});

const setCustomTabField = apiWrite(companyPaths.setCustomTabField, (ctx) => {
  const { company } = manager(ctx);
  const tabType = readTabType({ tabType: (ctx.body as { tabType?: unknown } | null)?.tabType });
  const ruleKeys = new Set(rulesOf(company.companyId, tabType).map((rule) => rule.tabKey));
  const { tabs } = readTabFields(ctx.body, ruleKeys);
  const row = tabsRowFor(company.companyId, tabType);
  row.tabs = tabs;
  // A tab taken away takes its rule along.
  row.rules = row.rules.filter((rule) => tabs.some((tab) => tab.tabKey === rule.tabKey));
  return tabFieldsOf(company.companyId, tabType, ctx.lang);
});

const getCustomTabRule = apiPost(companyPaths.getCustomTabRule, (ctx) => {
  const { company } = requireSession(ctx);
  return rulesOf(company.companyId, readTabType(ctx.body));
});

const setCustomTabRule = apiWrite(companyPaths.setCustomTabRule, (ctx) => {
  const { company } = manager(ctx);
  const { tabType, rules } = readTabRules(ctx.body, (type) => ruleContextOf(company.companyId, type));
  const orphaned = storedTabsOf(company.companyId, tabType).find((tab) => tab.tabName !== '' && !rules.some((rule) => rule.tabKey === tab.tabKey));
  if (orphaned)
    throw invalid({
      zh: `标签页「${orphaned.tabName}」必须有规则（删除标签页时规则会一起删除）`,
      en: `The tab “${orphaned.tabName}” must keep a rule (removing the tab removes its rule)`,
    });
  tabsRowFor(company.companyId, tabType).rules = rules;
  return rulesOf(company.companyId, tabType);
});

/** The test of a tab over the company's live records of the list (null: no such tab). */
function companyTabCounter(
  session: MockSession,
  tabType: TabType,
  now: Date,
): { rows: readonly unknown[]; testOf: (tabKey: string) => ((row: never) => boolean) | null } {
  const companyId = session.company.companyId;
  if (tabType === 'aunt') return { rows: matchAunts(companyId, []), testOf: (tabKey) => auntTabTest(companyId, tabKey, now) };
  return { rows: matchOrders(companyId, []), testOf: (tabKey) => orderTabTest(companyId, tabKey, session.user.userId, now) };
}

/** {tabType} → every tab of the list (hidden ones too), each with the company's records it holds. */
const getCustomTabData = apiPost(companyPaths.getCustomTabData, (ctx): CustomTabCount[] => {
  const session = requireSession(ctx);
  const tabType = readTabType(ctx.body);
  const { rows, testOf } = companyTabCounter(session, tabType, new Date());
  return tabCounts(session.company.companyId, tabType, rows as never[], testOf, ctx.lang, { shownOnly: false });
});

/** {tabType, tabKey} → the tab, its rule (null for a built-in tab) and its count over the company's records. */
const getCustomTabDataInfo = apiPost(companyPaths.getCustomTabDataInfo, (ctx): CustomTabInfo => {
  const session = requireSession(ctx);
  const { tabType, tabKey } = readTabKeyRequest(ctx.body);
  const field = tabFieldsOf(session.company.companyId, tabType, ctx.lang).find((tab) => tab.tabKey === tabKey);
  if (!field) throw invalid({ zh: `没有这个标签页：${tabKey}`, en: `Unknown tab: ${tabKey}` });
  const { rows, testOf } = companyTabCounter(session, tabType, new Date());
  const test = testOf(tabKey);
  const count = test ? rows.filter((row) => test(row as never)).length : 0;
  return { field, rule: rulesOf(session.company.companyId, tabType).find((rule) => rule.tabKey === tabKey) ?? null, count };
});

const getCustomTableField = apiPost(companyPaths.getCustomTableField, (ctx): CustomTableField[] => {
  const { company } = requireSession(ctx);
  return companyLayoutOf(company.companyId, readTableType(ctx.body, 'tableType'));
});

const setCustomTableField = apiWrite(companyPaths.setCustomTableField, (ctx): CustomTableField[] => {
  const { company } = manager(ctx);
  const { tableType, columns } = readLayout(ctx.body, 'tableType', 'customTableOption', company.companyId);
  const db = getDb();
  db.customTables = db.customTables.filter((row) => !(row.companyId === company.companyId && row.tableType === tableType));
  if (columns.length > 0) db.customTables.push({ companyId: company.companyId, tableType, columns });
  return companyLayoutOf(company.companyId, tableType);
});

const columnDisplayList = apiPost(customPaths.columnDisplayList, (ctx): ColumnDisplay[] => {
  const { user } = requireSession(ctx);
  return ownLayoutOf(user.userId, readTableType(ctx.body, 'moduleName'));
});

const columnDisplayUpdate = apiWrite(customPaths.columnDisplayUpdate, (ctx): ColumnDisplay[] => {
  const { user, company } = requireSession(ctx);
  const { tableType, columns } = readLayout(ctx.body, 'moduleName', 'columns', company.companyId);
  const db = getDb();
  db.columnDisplays = db.columnDisplays.filter((row) => !(row.userId === user.userId && row.moduleName === tableType));
  if (columns.length > 0) db.columnDisplays.push({ userId: user.userId, moduleName: tableType, columns });
  return ownLayoutOf(user.userId, tableType);
});

export const customSettingsHandlers: RequestHandler[] = [
  getCustomFormField,
  setCustomFormField,
  getCustomTabField,
  setCustomTabField,
  getCustomTabRule,
  setCustomTabRule,
  getCustomTabData,
  getCustomTabDataInfo,
  getCustomTableField,
  setCustomTableField,
  columnDisplayList,
  columnDisplayUpdate,
];
