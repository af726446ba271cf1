/**
 * Strict bodies of the tab settings: setCustomTabField (every tab of a list, in order) and
 * setCustomTabRule (the rules of the custom tabs). Every check before anything changes; 40001
 * naming what is off.
 *
 * - Tabs: each built-in tab exactly once ('all' always shown; built-in names follow the language,
 *   so a name sent for one is ignored); custom tabs keyed `c_…`, named 1-12 characters, names
 *   unique in the list, at most 20; a custom tab needs its rule stored first (a tab never
 *   exists without one). Removing a custom tab drops its rule in the same write.
 * - Rules: one per custom key, 1-10 conditions each, every condition valid for its field
 *   (domain/tabRules.ts). A rule may come before its tab; a tab that shows must keep its rule.
 */
import type { CustomTabCondition, CustomTabRule } from '@/api/companyCustom.types';
import { ALL_TAB_KEY, BUILT_IN_TABS, CUSTOM_TAB_KEY_RE, CUSTOM_TAB_LIMITS, isBuiltInTab } from '@/domain/customTabs';
import { TAB_OPERATORS, TAB_RULE_LIMITS, conditionProblem } from '@/domain/tabRules';
import { TAB_TYPES, ruleFieldOf, type RuleFieldContext, type TabType } from '@/domain/tabRuleFields';
import type { StoredTab } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord, notValidMsg } from '../core/validate';
import { readStrict } from './unitedBody';

const LABEL = {
  tabType: { zh: '列表', en: 'List' },
  tabKey: { zh: '标签页', en: 'Tab' },
  customTabOption: { zh: '标签页设置', en: 'Tab settings' },
} as const satisfies Record<string, Msg>;

export const readTabType = (body: unknown): TabType =>
  readStrict(body, { tabType: { type: 'enum', label: LABEL.tabType, values: TAB_TYPES, required: true } }).tabType;

export function readTabKeyRequest(body: unknown): { tabType: TabType; tabKey: string } {
  return readStrict(body, {
    tabType: { type: 'enum', label: LABEL.tabType, values: TAB_TYPES, required: true },
    tabKey: { type: 'string', label: LABEL.tabKey, required: true, maxLength: 30 },
  });
}

/** The body's tabType and its list (customTabOption), the rest refused. */
function readSetBody(body: unknown): { tabType: TabType; items: unknown[] } {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { customTabOption, ...rest } = body;
  const tabType = readTabType(rest);
  if (!Array.isArray(customTabOption)) throw invalid(notValidMsg(LABEL.customTabOption));
  return { tabType, items: customTabOption };
}

const TAB_RULES = {
  tabKey: { type: 'string', label: LABEL.tabKey, required: true, maxLength: 30 },
  tabName: { type: 'string', label: { zh: '标签页名称', en: 'Tab name' }, maxLength: 100 },
  isShow: { type: 'enum', label: { zh: '是否显示', en: 'Shown' }, values: [0, 1], required: true },
  sort: { type: 'number', label: { zh: '排序', en: 'Order' }, integer: true, min: 0, max: 10_000, required: true },
  isCustom: { type: 'enum', label: { zh: '自定义', en: 'Custom' }, values: [0, 1] },
} as const;

/** setCustomTabField's body → the list's tabs as stored (in the body's order). */
export function readTabFields(body: unknown, ruleKeys: ReadonlySet<string>): { tabType: TabType; tabs: StoredTab[] } {
  const { tabType, items } = readSetBody(body);
  const tabs: StoredTab[] = [];
  for (const item of items) {
    const tab = readStrict(item, TAB_RULES);
    if (tabs.some((other) => other.tabKey === tab.tabKey)) throw invalid({ zh: `标签页 ${tab.tabKey} 出现了两次`, en: `Tab ${tab.tabKey} is given twice` });
    if (isBuiltInTab(tabType, tab.tabKey)) {
      if (tab.tabKey === ALL_TAB_KEY && tab.isShow !== 1) throw invalid({ zh: '“全部”标签页不能隐藏', en: 'The “All” tab cannot be hidden' });
      tabs.push({ tabKey: tab.tabKey, tabName: '', isShow: tab.isShow, sort: tabs.length + 1 });
      continue;
    }
    if (!CUSTOM_TAB_KEY_RE.test(tab.tabKey)) throw invalid({ zh: `没有这个标签页：${tab.tabKey}`, en: `Unknown tab: ${tab.tabKey}` });
    const name = (tab.tabName ?? '').trim();
    if (name === '') throw invalid({ zh: '请填写标签页名称', en: 'A tab needs a name' });
    if (name.length > CUSTOM_TAB_LIMITS.nameLength)
      throw invalid({
        zh: `标签页名称不能超过 ${CUSTOM_TAB_LIMITS.nameLength} 个字符`,
        en: `A tab name cannot be longer than ${CUSTOM_TAB_LIMITS.nameLength} characters`,
      });
    if (tabs.some((other) => other.tabName.toLowerCase() === name.toLowerCase()))
      throw invalid({ zh: `标签页名称「${name}」重复了`, en: `The tab name “${name}” is used twice` });
    if (!ruleKeys.has(tab.tabKey))
      throw invalid({ zh: `标签页「${name}」还没有规则，请先保存规则`, en: `The tab “${name}” has no rule yet: save its rule first` });
    tabs.push({ tabKey: tab.tabKey, tabName: name, isShow: tab.isShow, sort: tabs.length + 1 });
  }
  const missing = BUILT_IN_TABS[tabType].find((key) => !tabs.some((tab) => tab.tabKey === key));
  if (missing) throw invalid({ zh: `内置标签页 ${missing} 不能删除，可以隐藏`, en: `The built-in tab ${missing} cannot be removed, only hidden` });
  if (tabs.length - BUILT_IN_TABS[tabType].length > CUSTOM_TAB_LIMITS.customTabs) {
    throw invalid({
      zh: `每个列表最多 ${CUSTOM_TAB_LIMITS.customTabs} 个自定义标签页`,
      en: `A list can have at most ${CUSTOM_TAB_LIMITS.customTabs} custom tabs`,
    });
  }
  return { tabType, tabs };
}

function readCondition(raw: unknown, where: Msg, tabType: TabType, context: RuleFieldContext): CustomTabCondition {
  if (!isRecord(raw) || Object.keys(raw).some((key) => !['field', 'operator', 'value'].includes(key))) throw invalid(notValidMsg(where));
  const { field, operator, value } = raw;
  if (typeof field !== 'string' || typeof operator !== 'string' || !(TAB_OPERATORS as readonly string[]).includes(operator)) throw invalid(notValidMsg(where));
  const info = ruleFieldOf(tabType, field, context);
  const problem = conditionProblem(
    { operator: operator as CustomTabCondition['operator'], value: value as CustomTabCondition['value'] },
    info?.kind ?? null,
    info?.codes,
  );
  if (problem === 'field') throw invalid({ zh: `${where.zh}：没有这个字段（${field}）`, en: `${where.en}: no such field (${field})` });
  if (problem === 'operator')
    throw invalid({ zh: `${where.zh}：这个字段不能用“${operator}”比较`, en: `${where.en}: this field cannot be compared with “${operator}”` });
  if (problem === 'notACode') throw invalid({ zh: `${where.zh}：值不在这个字段的可选范围内`, en: `${where.en}: the value is not one this field can hold` });
  if (problem === 'value') throw invalid({ zh: `${where.zh}：值格式不正确`, en: `${where.en}: the value is not valid` });
  return { field, operator: operator as CustomTabCondition['operator'], value: (value ?? null) as CustomTabCondition['value'] };
}

/** setCustomTabRule's body → the rules to store (custom keys only, one rule each). */
export function readTabRules(body: unknown, contextOf: (tabType: TabType) => RuleFieldContext): { tabType: TabType; rules: CustomTabRule[] } {
  const { tabType, items } = readSetBody(body);
  const context = contextOf(tabType);
  if (items.length > CUSTOM_TAB_LIMITS.customTabs * 2) throw invalid({ zh: '规则太多了', en: 'Too many rules' });
  const rules: CustomTabRule[] = [];
  items.forEach((item, index) => {
    if (!isRecord(item) || Object.keys(item).some((key) => key !== 'tabKey' && key !== 'conditions'))
      throw invalid(notValidMsg({ zh: `第 ${index + 1} 条规则`, en: `Rule ${index + 1}` }));
    const { tabKey, conditions } = item;
    if (typeof tabKey !== 'string' || isBuiltInTab(tabType, tabKey) || !CUSTOM_TAB_KEY_RE.test(tabKey)) {
      throw invalid({ zh: `只有自定义标签页可以设置规则（${String(tabKey)}）`, en: `Only custom tabs have rules (${String(tabKey)})` });
    }
    if (rules.some((rule) => rule.tabKey === tabKey))
      throw invalid({ zh: `标签页 ${tabKey} 的规则出现了两次`, en: `The rule of tab ${tabKey} is given twice` });
    if (!Array.isArray(conditions) || conditions.length === 0) throw invalid({ zh: '每条规则至少要有一个条件', en: 'A rule needs at least one condition' });
    if (conditions.length > TAB_RULE_LIMITS.conditions)
      throw invalid({ zh: `每条规则最多 ${TAB_RULE_LIMITS.conditions} 个条件`, en: `A rule can have at most ${TAB_RULE_LIMITS.conditions} conditions` });
    rules.push({
      tabKey,
      conditions: conditions.map((condition, at) => readCondition(condition, { zh: `第 ${at + 1} 个条件`, en: `Condition ${at + 1}` }, tabType, context)),
    });
  });
  return { tabType, rules };
}
