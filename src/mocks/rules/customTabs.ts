/**
 * The tabs of the aunt and order lists in the mock: the company's tab settings merged with the
 * built-in tabs (a company that never saved any has the built-in ones, shown, in their order; a
 * built-in tab a later release adds comes after the stored ones), each tab's row test (built-in:
 * its status; custom: its rule, through domain/tabRules.ts) and the counts the lists show.
 */
import codesZh from '@/i18n/zh/codes.json';
import codesEn from '@/i18n/en/codes.json';
import type { CustomTabField, CustomTabRule } from '@/api/companyCustom.types';
import type { CustomTabCount } from '@/api/shared';
import { BUILT_IN_TABS, isBuiltInTab } from '@/domain/customTabs';
import { compileRule } from '@/domain/tabRules';
import { auntRuleField, orderRuleField, type RuleField, type RuleFieldContext, type TabType } from '@/domain/tabRuleFields';
import { getDb, type AuntRow, type OrderRow, type StoredTab } from '../db';
import type { Lang } from '../core/errors';
import { formFieldsOf } from './customForms';
import { tabPredicate } from './orderMatch';
import type { OrderTabKey } from '@/domain/orderCodes';

const CODES = { zh: codesZh, en: codesEn } as const;

/** A built-in tab's name in `lang`. */
export function builtInTabName(tabType: TabType, tabKey: string, lang: Lang): string {
  if (tabType === 'order') return CODES[lang].orderTab[tabKey as OrderTabKey] ?? tabKey;
  if (tabKey === 'all') return lang === 'en' ? 'All' : '全部';
  const status = tabKey.replace('workStatus-', '') as keyof (typeof codesZh)['workStatus'];
  return CODES[lang].workStatus[status] ?? tabKey;
}

/** The stored row of a list's tabs, if the company saved any. */
export function tabsRowOf(companyId: number, tabType: TabType) {
  return getDb().customTabs.find((row) => row.companyId === companyId && row.tabType === tabType);
}

/** Every tab of the list as stored (built-in ones with no name), missing built-in tabs appended. */
export function storedTabsOf(companyId: number, tabType: TabType): StoredTab[] {
  const stored = tabsRowOf(companyId, tabType)?.tabs ?? [];
  const tabs = [...stored].sort((a, b) => a.sort - b.sort).map((tab) => ({ ...tab }));
  for (const key of BUILT_IN_TABS[tabType])
    if (!tabs.some((tab) => tab.tabKey === key)) tabs.push({ tabKey: key, tabName: '', isShow: 1, sort: tabs.length + 1 });
  return tabs.map((tab, index) => ({ ...tab, sort: index + 1 }));
}

/** Every tab as the client reads it: built-in names in `lang`, isCustom set. */
export function tabFieldsOf(companyId: number, tabType: TabType, lang: Lang): CustomTabField[] {
  return storedTabsOf(companyId, tabType).map((tab) => {
    const builtIn = isBuiltInTab(tabType, tab.tabKey);
    return { ...tab, tabName: builtIn ? builtInTabName(tabType, tab.tabKey, lang) : tab.tabName, isCustom: builtIn ? 0 : 1 };
  });
}

export function rulesOf(companyId: number, tabType: TabType): CustomTabRule[] {
  return (tabsRowOf(companyId, tabType)?.rules ?? []).map((rule) => ({
    tabKey: rule.tabKey,
    conditions: rule.conditions.map((condition) => ({ ...condition })),
  }));
}

/** What a list's rule fields depend on: its form's custom fields (removed ones too) and, for aunts, the company's certificates. */
export function ruleContextOf(companyId: number, tabType: TabType): RuleFieldContext {
  const certificateIds =
    tabType === 'aunt'
      ? getDb()
          .customOptions.filter((row) => row.companyId === companyId && row.field === 'certificate')
          .map((row) => row.customOptionId)
      : [];
  return { customFields: formFieldsOf(companyId, tabType), certificateIds };
}

/** The row test of a custom tab through its stored rule (null: the list has no such tab). */
function customTabTest<Row>(
  companyId: number,
  tabType: TabType,
  tabKey: string,
  fieldOf: (key: string, context: RuleFieldContext) => RuleField<Row> | null,
  now: Date,
): ((row: Row) => boolean) | null {
  if (!storedTabsOf(companyId, tabType).some((tab) => tab.tabKey === tabKey)) return null;
  const conditions = rulesOf(companyId, tabType).find((item) => item.tabKey === tabKey)?.conditions ?? [];
  const context = ruleContextOf(companyId, tabType);
  const compiled = new Map(conditions.map((condition) => [condition.field, fieldOf(condition.field, context)]));
  const holds = compileRule(conditions, (key) => compiled.get(key)?.kind ?? null, now);
  return (row) => holds((key) => compiled.get(key)?.read(row) ?? null);
}

/** The row test of an aunt tab (null: the list has no such tab). */
export function auntTabTest(companyId: number, tabKey: string, now: Date): ((row: AuntRow) => boolean) | null {
  if (tabKey === 'all') return () => true;
  if (tabKey.startsWith('workStatus-')) {
    if (!isBuiltInTab('aunt', tabKey)) return null;
    const status = Number(tabKey.slice('workStatus-'.length));
    return (row) => row.workStatus === status;
  }
  return customTabTest(companyId, 'aunt', tabKey, auntRuleField, now);
}

/** The row test of an order tab ('mine': the caller's orders). */
export function orderTabTest(companyId: number, tabKey: string, userId: number, now: Date): ((row: OrderRow) => boolean) | null {
  if (isBuiltInTab('order', tabKey)) return tabPredicate(tabKey as OrderTabKey, userId);
  return customTabTest(companyId, 'order', tabKey, orderRuleField, now);
}

/** The list's tabs the company shows, in order, with how many of `rows` each holds. */
export function tabCounts<Row>(
  companyId: number,
  tabType: TabType,
  rows: readonly Row[],
  testOf: (tabKey: string) => ((row: Row) => boolean) | null,
  lang: Lang,
  { shownOnly = true } = {},
): CustomTabCount[] {
  return tabFieldsOf(companyId, tabType, lang)
    .filter((tab) => !shownOnly || tab.isShow === 1)
    .map((tab) => {
      const test = testOf(tab.tabKey);
      let count = 0;
      if (test) for (const row of rows) if (test(row)) count += 1;
      return { tabKey: tab.tabKey, tabName: tab.tabName, count };
    });
}
