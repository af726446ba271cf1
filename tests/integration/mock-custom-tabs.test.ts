/**
 * List tabs with rules in the mock: the aunt and order lists' tabs come from the company's tab
 * settings (built-in tabs hidden or moved, custom tabs with a rule), every tab's count equals the
 * rows the list answers for it and the rows its rule selects; the settings' bodies are strict,
 * refusals store nothing, and only company.manage changes them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuntCustomTabData, getAunts } from '@/api/aunt';
import {
  companyPaths,
  getCustomTabData,
  getCustomTabDataInfo,
  getCustomTabField,
  getCustomTabRule,
  setCustomTabField,
  setCustomTabRule,
  type CustomTabField,
  type CustomTabRule,
} from '@/api/company';
import { postUnchecked } from '@/api/http';
import * as orderApi from '@/api/order';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const healthId = () => getDb().customOptions.find((row) => row.companyId === 1 && row.field === 'certificate' && row.optionName === '健康证')!.customOptionId;
const liveAunts = () => getDb().aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0);
const asSent = (tabs: CustomTabField[]) => tabs.map(({ isCustom: _custom, ...tab }) => tab);

/** Adds a custom aunt tab the way the settings page does: its rule first, then the tab. */
async function addAuntTab(tabKey: string, tabName: string, conditions: CustomTabRule['conditions']) {
  await setCustomTabRule({ tabType: 'aunt', customTabOption: [...(await getCustomTabRule({ tabType: 'aunt' }, silent)), { tabKey, conditions }] }, silent);
  const tabs = asSent(await getCustomTabField({ tabType: 'aunt' }, silent));
  return setCustomTabField({ tabType: 'aunt', customTabOption: [...tabs, { tabKey, tabName, isShow: 1, sort: tabs.length + 1 }] }, silent);
}

describe('aunt tabs', () => {
  it('answers every tab in order, built-in names in the caller’s language, custom ones as written', async () => {
    const tabs = await getCustomTabField({ tabType: 'aunt' }, silent);
    expect(tabs.map((tab) => [tab.tabKey, tab.tabName, tab.isCustom])).toEqual([
      ['all', '全部', 0],
      ['workStatus-1', '找工作', 0],
      ['workStatus-2', '面试', 0],
      ['workStatus-3', '试工', 0],
      ['workStatus-4', '待签约', 0],
      ['workStatus-5', '工作中', 0],
      ['workStatus-6', '黑名单', 0],
      ['c_goldnanny', '金牌月嫂', 1],
      ['c_new7days', '近7天新增', 1],
      ['c_nohealth', '无健康证', 1],
    ]);
    await i18n.changeLanguage('en');
    expect((await getCustomTabField({ tabType: 'aunt' }, silent))[6]!.tabName).toBe('Blacklisted');
    actAs({ mobile: '13700000001' });
    expect((await getCustomTabField({ tabType: 'aunt' }, silent)).map((tab) => tab.tabKey)).toHaveLength(7);
  });

  it('a tab “健康证 expires within 30 days” counts exactly the aunts its rule selects, and the list answers them', async () => {
    await addAuntTab('c_health30', '健康证30天内到期', [{ field: `certificateExpiry.${healthId()}`, operator: 'nextDays', value: 30 }]);
    const today = chinaDay(Date.now());
    const expected = liveAunts().filter((aunt) =>
      aunt.certificateExpiries.some((entry) => entry.certificateId === healthId() && entry.expiresOn >= today && entry.expiresOn <= addDays(today, 30)),
    );
    expect(expected.length).toBeGreaterThan(10);
    const counts = await getAuntCustomTabData({ scope: 'all' }, silent);
    expect(counts.at(-1)).toEqual({ tabKey: 'c_health30', tabName: '健康证30天内到期', count: expected.length });
    const listed = await getAunts({ scope: 'all', tabKey: 'c_health30', pageSize: 100 }, silent);
    expect(listed.total).toBe(expected.length);
    expect(listed.list).toHaveLength(Math.min(100, expected.length));
    expect(listed.list.every((row) => expected.some((aunt) => aunt.auntId === row.auntId))).toBe(true);
    // Within a scope too.
    const owner = (await getAuntCustomTabData({ scope: 'public' }, silent)).find((tab) => tab.tabKey === 'c_health30')!;
    expect(owner.count).toBe(expected.filter((aunt) => aunt.teacherUserId === 0).length);
    expect((await getAunts({ scope: 'public', tabKey: 'c_health30' }, silent)).total).toBe(owner.count);
  });

  it('every seeded custom tab’s count equals the list’s total for it', async () => {
    for (const tab of (await getAuntCustomTabData({ scope: 'all' }, silent)).filter((item) => item.tabKey.startsWith('c_'))) {
      expect([tab.tabKey, (await getAunts({ scope: 'all', tabKey: tab.tabKey }, silent)).total]).toEqual([tab.tabKey, tab.count]);
    }
  });

  it('hides and moves built-in tabs; a hidden tab still filters the list; a removed custom tab takes its rule along', async () => {
    const tabs = asSent(await getCustomTabField({ tabType: 'aunt' }, silent));
    const reordered = [
      tabs[0]!,
      ...tabs.slice(7),
      ...tabs.slice(1, 7).map((tab) => (tab.tabKey === 'workStatus-6' ? { ...tab, isShow: 0 as const } : tab)),
    ].filter((tab) => tab.tabKey !== 'c_nohealth');
    await setCustomTabField({ tabType: 'aunt', customTabOption: reordered }, silent);
    expect((await getAuntCustomTabData({ scope: 'all' }, silent)).map((tab) => tab.tabKey)).toEqual([
      'all',
      'c_goldnanny',
      'c_new7days',
      'workStatus-1',
      'workStatus-2',
      'workStatus-3',
      'workStatus-4',
      'workStatus-5',
    ]);
    expect((await getAunts({ scope: 'all', tabKey: 'workStatus-6' }, silent)).total).toBe(liveAunts().filter((aunt) => aunt.workStatus === 6).length);
    expect((await getCustomTabRule({ tabType: 'aunt' }, silent)).map((rule) => rule.tabKey)).toEqual(['c_goldnanny', 'c_new7days']);
    await refused(() => getAunts({ scope: 'all', tabKey: 'c_nohealth' }, silent), 40001, '没有这个标签页：c_nohealth');
  });

  it('counts every tab over the company (hidden ones too) and tells one tab with its rule', async () => {
    const all = await getCustomTabData({ tabType: 'aunt' }, silent);
    expect(all[0]).toEqual({ tabKey: 'all', tabName: '全部', count: liveAunts().length });
    const info = await getCustomTabDataInfo({ tabType: 'aunt', tabKey: 'c_goldnanny' }, silent);
    expect(info.field).toMatchObject({ tabKey: 'c_goldnanny', tabName: '金牌月嫂', isCustom: 1 });
    expect(info.rule?.conditions.map((condition) => condition.operator)).toEqual(['eq', 'range']);
    expect(info.count).toBe(all.find((tab) => tab.tabKey === 'c_goldnanny')!.count);
    expect((await getCustomTabDataInfo({ tabType: 'aunt', tabKey: 'workStatus-1' }, silent)).rule).toBeNull();
    await refused(() => getCustomTabDataInfo({ tabType: 'aunt', tabKey: 'c_none' }, silent), 40001, '没有这个标签页：c_none');
  });

  it('refuses tab settings that do not fit, storing nothing', async () => {
    const tabs = asSent(await getCustomTabField({ tabType: 'aunt' }, silent));
    const cases: [unknown, string][] = [
      [{ tabType: 'aunt', customTabOption: tabs.map((tab) => (tab.tabKey === 'all' ? { ...tab, isShow: 0 } : tab)) }, '“全部”标签页不能隐藏'],
      [{ tabType: 'aunt', customTabOption: tabs.filter((tab) => tab.tabKey !== 'workStatus-2') }, '内置标签页 workStatus-2 不能删除，可以隐藏'],
      [
        { tabType: 'aunt', customTabOption: [...tabs, { tabKey: 'c_norule', tabName: '没规则', isShow: 1, sort: 99 }] },
        '标签页「没规则」还没有规则，请先保存规则',
      ],
      [{ tabType: 'aunt', customTabOption: [...tabs, { tabKey: 'bad key', tabName: 'x', isShow: 1, sort: 99 }] }, '没有这个标签页：bad key'],
      [
        { tabType: 'aunt', customTabOption: tabs.map((tab) => (tab.tabKey === 'c_nohealth' ? { ...tab, tabName: '金牌月嫂' } : tab)) },
        '标签页名称「金牌月嫂」重复了',
      ],
      [
        { tabType: 'aunt', customTabOption: tabs.map((tab) => (tab.tabKey === 'c_nohealth' ? { ...tab, tabName: '一二三四五六七八九十一二三' } : tab)) },
        '标签页名称不能超过 12 个字符',
      ],
      [{ tabType: 'aunt', customTabOption: [...tabs, tabs[1]] }, '标签页 workStatus-1 出现了两次'],
      [{ tabType: 'employer', customTabOption: tabs }, '列表不在可选范围内'],
      [{ tabType: 'aunt', customTabOption: tabs, extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.setCustomTabField, body, silent), 40001, message);
  });

  it('refuses rules that do not fit, storing nothing', async () => {
    const rules = await getCustomTabRule({ tabType: 'aunt' }, silent);
    const withRule = (conditions: unknown, tabKey = 'c_new') => ({ tabType: 'aunt', customTabOption: [...rules, { tabKey, conditions }] });
    const cases: [unknown, string][] = [
      [withRule([{ field: 'workStatus', operator: 'eq', value: 1 }], 'workStatus-1'), '只有自定义标签页可以设置规则（workStatus-1）'],
      [withRule([]), '每条规则至少要有一个条件'],
      [withRule([{ field: 'height', operator: 'eq', value: 160 }]), '第 1 个条件：没有这个字段（height）'],
      [withRule([{ field: 'age', operator: 'contains', value: '3' }]), '第 1 个条件：这个字段不能用“contains”比较'],
      [withRule([{ field: 'workStatus', operator: 'eq', value: 9 }]), '第 1 个条件：值不在这个字段的可选范围内'],
      [withRule([{ field: 'age', operator: 'range', value: [60, 20] }]), '第 1 个条件：值格式不正确'],
      [withRule([{ field: 'createdTime', operator: 'date', value: { dateFilter: 'inPastDays' } }]), '第 1 个条件：值格式不正确'],
      [withRule([{ field: 'certificateExpiry.99999', operator: 'nextDays', value: 30 }]), '第 1 个条件：没有这个字段（certificateExpiry.99999）'],
      [withRule(Array.from({ length: 11 }, () => ({ field: 'age', operator: 'notEmpty', value: null }))), '每条规则最多 10 个条件'],
      [
        { tabType: 'aunt', customTabOption: rules.filter((rule) => rule.tabKey !== 'c_goldnanny') },
        '标签页「金牌月嫂」必须有规则（删除标签页时规则会一起删除）',
      ],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.setCustomTabRule, body, silent), 40001, message);
  });

  it('lets only company.manage change them', async () => {
    actAs(STAFF_ACCOUNT);
    const tabs = asSent(await getCustomTabField({ tabType: 'aunt' }, silent));
    await refused(() => setCustomTabField({ tabType: 'aunt', customTabOption: tabs }, silent), 40301);
    await refused(() => setCustomTabRule({ tabType: 'aunt', customTabOption: [] }, silent), 40301);
  });
});

describe('order tabs', () => {
  it('a custom tab’s count equals the list’s total and the rows its rule selects; a hidden built-in tab leaves the counts', async () => {
    await setCustomTabRule(
      {
        tabType: 'order',
        customTabOption: [
          ...(await getCustomTabRule({ tabType: 'order' }, silent)),
          {
            tabKey: 'c_open6000',
            conditions: [
              { field: 'status', operator: 'in', value: [0, 1, 2, 3] },
              { field: 'salaryMin', operator: 'range', value: [6000, null] },
            ],
          },
        ],
      },
      silent,
    );
    const tabs = asSent(await getCustomTabField({ tabType: 'order' }, silent)).map((tab) =>
      tab.tabKey === 'cancelled' ? { ...tab, isShow: 0 as const } : tab,
    );
    await setCustomTabField({ tabType: 'order', customTabOption: [...tabs, { tabKey: 'c_open6000', tabName: '招聘中6000+', isShow: 1, sort: 99 }] }, silent);
    const counts = await orderApi.getOrderCustomTabData({}, silent);
    expect(counts.map((tab) => tab.tabKey)).not.toContain('cancelled');
    const tab = counts.find((item) => item.tabKey === 'c_open6000')!;
    const expected = getDb().orders.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.phase === 'open' && row.salaryMin >= 6000);
    expect(tab.count).toBe(expected.length);
    expect((await orderApi.list({ tabKey: 'c_open6000' }, silent)).total).toBe(expected.length);
  });
});
