/**
 * Skills in the mock: items (groups) with their options, one at a time (setAuntSkillItem,
 * setAuntSkillOption, delAuntSkillItem, delAuntSkillOption) or as a whole tree (setAuntSkillData).
 * An option aunts hold is retired, never taken off them; a group goes with its options and is
 * retired while one of them is. company.manage only; refusals store nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAunt } from '@/api/aunt';
import {
  companyPaths,
  delAuntSkillItem,
  delAuntSkillOption,
  getAuntSkillData,
  setAuntSkillData,
  setAuntSkillItem,
  setAuntSkillOption,
  type AuntSkillItem,
  type SkillDataItemInput,
} from '@/api/company';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { refusedQuietly } from './mock-catalogue-helpers';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const itemNamed = (name: string, companyId = 1) => getDb().skillItems.find((row) => row.companyId === companyId && row.skillItemName === name)!;
const optionNamed = (name: string) => getDb().skillOptions.find((row) => row.companyId === 1 && row.optionName === name)!;
const holders = (skillOptionId: number) => getDb().aunts.filter((aunt) => aunt.skills.includes(skillOptionId)).length;
/** The tree as "group: a, b" lines, retired entries marked ×. */
const outline = (items: AuntSkillItem[]) =>
  items.map(
    (item) =>
      `${item.isRetired ? '×' : ''}${item.skillItemName}: ${item.options.map((option) => `${option.isRetired ? '×' : ''}${option.optionName}`).join(', ')}`,
  );
const asInput = (items: AuntSkillItem[]): SkillDataItemInput[] =>
  items
    .filter((item) => !item.isRetired)
    .map((item) => ({
      skillItemId: item.skillItemId,
      skillItemName: item.skillItemName,
      options: item.options.filter((option) => !option.isRetired).map(({ skillOptionId, optionName }) => ({ skillOptionId, optionName })),
    }));

describe('skill items and options, one at a time', () => {
  it('adds, renames and moves items and options, with each entry’s uses', async () => {
    const item = await setAuntSkillItem({ skillItemName: '宠物护理', sort: 2 }, silent);
    expect(item).toMatchObject({ skillItemName: '宠物护理', sort: 2, options: [], useCount: 0 });
    await setAuntSkillOption({ skillItemId: item.skillItemId, optionName: '遛狗' }, silent);
    const cat = await setAuntSkillOption({ skillItemId: item.skillItemId, optionName: '喂猫', sort: 1 }, silent);
    await setAuntSkillOption({ skillOptionId: cat.skillOptionId, skillItemId: item.skillItemId, optionName: '照顾猫咪' }, silent);
    await setAuntSkillItem({ skillItemId: itemNamed('早教').skillItemId, skillItemName: '早教启蒙', sort: 1 }, silent);
    const tree = await getAuntSkillData(silent);
    expect(outline(tree).slice(0, 3)).toEqual([
      '早教启蒙: 早教启蒙, 辅食制作, 绘本阅读, 英语启蒙, 辅导作业, 接送上学',
      '母婴护理: 新生儿护理, 产妇护理, 催乳, 月子餐, 新生儿抚触, 产后修复, 婴儿游泳',
      '宠物护理: 照顾猫咪, 遛狗',
    ]);
    expect(tree.map((row) => row.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    const nursing = tree.find((row) => row.skillItemName === '母婴护理')!;
    expect(nursing.options[0]!.useCount).toBe(holders(nursing.options[0]!.skillOptionId));
  });

  it('counts each aunt once in a group, however many of its skills she holds', async () => {
    const group = await setAuntSkillItem({ skillItemName: '宠物护理' }, silent);
    const walk = await setAuntSkillOption({ skillItemId: group.skillItemId, optionName: '遛狗' }, silent);
    const cat = await setAuntSkillOption({ skillItemId: group.skillItemId, optionName: '喂猫' }, silent);
    await addAunt({ auntName: '两样都会', mobile: '13312340011', skills: [walk.skillOptionId, cat.skillOptionId] }, silent);
    await addAunt({ auntName: '只会喂猫', mobile: '13312340012', skills: [cat.skillOptionId] }, silent);
    const tree = await getAuntSkillData(silent);
    const pets = tree.find((row) => row.skillItemId === group.skillItemId)!;
    expect(pets.options.map((option) => [option.optionName, option.useCount])).toEqual([
      ['遛狗', 1],
      ['喂猫', 2],
    ]);
    expect(pets.useCount).toBe(2);
    // The seeded groups the same way: the company's aunts holding any of the group's skills, never more than it has.
    const mine = getDb().aunts.filter((aunt) => aunt.companyId === 1);
    for (const item of tree) {
      const ids = new Set(item.options.map((option) => option.skillOptionId));
      expect(item.useCount, item.skillItemName).toBe(mine.filter((aunt) => aunt.skills.some((id) => ids.has(id))).length);
      expect(item.useCount!).toBeLessThanOrEqual(mine.length);
    }
    expect(tree.some((item) => item.useCount! < item.options.reduce((sum, option) => sum + (option.useCount ?? 0), 0))).toBe(true);
  });

  it('retires an option aunts hold and deletes one they do not; restores it', async () => {
    const used = optionNamed('催乳');
    const count = holders(used.skillOptionId);
    expect(count).toBeGreaterThan(0);
    expect(await delAuntSkillOption({ skillOptionId: used.skillOptionId }, silent)).toEqual({ result: 'retired' });
    expect(holders(used.skillOptionId)).toBe(count);
    expect(outline(await getAuntSkillData(silent))[0]).toBe('母婴护理: 新生儿护理, 产妇护理, 月子餐, 新生儿抚触, 产后修复, 婴儿游泳, ×催乳');
    await refused(
      () => addAunt({ auntName: '新来阿姨', mobile: '13312340003', skills: [used.skillOptionId] }, silent),
      40001,
      `技能中的选项 ${used.skillOptionId} 已停用，不能用于新记录`,
    );
    const restored = await setAuntSkillOption({ skillOptionId: used.skillOptionId, skillItemId: used.skillItemId, isRetired: 0 }, silent);
    expect(restored).toMatchObject({ optionName: '催乳', sort: 7 });
    const fresh = await setAuntSkillOption({ skillItemId: used.skillItemId, optionName: '临时技能' }, silent);
    expect(await delAuntSkillOption({ skillOptionId: fresh.skillOptionId }, silent)).toEqual({ result: 'deleted' });
  });

  it('deletes a group with its options: unused ones go, used ones and the group are retired; a retired group changes only by restoring', async () => {
    const cooking = itemNamed('烹饪');
    const used = getDb().skillOptions.filter((row) => row.skillItemId === cooking.skillItemId && holders(row.skillOptionId) > 0);
    expect(used.length).toBeGreaterThan(0);
    expect(await delAuntSkillItem({ skillItemId: cooking.skillItemId }, silent)).toEqual({ result: 'retired' });
    const retired = (await getAuntSkillData(silent)).at(-1)!;
    expect(retired).toMatchObject({ skillItemName: '烹饪', isRetired: 1 });
    expect(retired.options.map((option) => option.optionName)).toEqual(used.map((row) => row.optionName));
    expect(retired.options.every((option) => option.isRetired === 1)).toBe(true);
    await refused(() => setAuntSkillOption({ skillItemId: cooking.skillItemId, optionName: '湘菜2' }, silent), 40901, '技能分类“烹饪”已停用，请先恢复');
    // Restoring one of its options restores the group too.
    await setAuntSkillOption({ skillOptionId: used[0]!.skillOptionId, skillItemId: cooking.skillItemId, isRetired: 0 }, silent);
    const back = (await getAuntSkillData(silent)).find((row) => row.skillItemName === '烹饪')!;
    expect(back.isRetired).toBeUndefined();
    expect(back.options.filter((option) => !option.isRetired).map((option) => option.optionName)).toEqual([used[0]!.optionName]);
    // A group nobody uses is removed with its options.
    const empty = await setAuntSkillItem({ skillItemName: '空分类' }, silent);
    await setAuntSkillOption({ skillItemId: empty.skillItemId, optionName: '空技能' }, silent);
    expect(await delAuntSkillItem({ skillItemId: empty.skillItemId }, silent)).toEqual({ result: 'deleted' });
    expect(getDb().skillOptions.some((row) => row.optionName === '空技能')).toBe(false);
  });

  it('refuses duplicates, moves across groups, other companies’ entries and bad fields; 40301 for staff; stores nothing', async () => {
    const nursing = itemNamed('母婴护理');
    const theirs = itemNamed('母婴护理', 2);
    const cases: [string, unknown, number, string][] = [
      [companyPaths.setAuntSkillItem, { skillItemName: '家务' }, 40001, '技能分类“家务”已存在'],
      [companyPaths.setAuntSkillItem, { skillItemName: '一二三四五六七八九十一' }, 40001, '技能分类名称不能超过10个字符'],
      [companyPaths.setAuntSkillItem, { skillItemId: theirs.skillItemId, skillItemName: '改名' }, 40401, '技能分类不存在'],
      [companyPaths.setAuntSkillItem, { skillItemName: '新分类', companyId: 1 }, 40001, '不支持的字段：companyId'],
      [companyPaths.setAuntSkillOption, { skillItemId: nursing.skillItemId, optionName: '催乳' }, 40001, '技能“催乳”已存在'],
      [companyPaths.setAuntSkillOption, { skillItemId: theirs.skillItemId, optionName: '新技能' }, 40401, '技能分类不存在'],
      [companyPaths.setAuntSkillOption, { optionName: '新技能' }, 40001, '请填写技能分类编号'],
      [
        companyPaths.setAuntSkillOption,
        { skillOptionId: optionNamed('川菜').skillOptionId, skillItemId: nursing.skillItemId, optionName: '川菜' },
        40001,
        '技能不能移到其他分类',
      ],
      [companyPaths.delAuntSkillOption, { skillOptionId: 999999 }, 40401, '技能不存在'],
      [companyPaths.delAuntSkillItem, { skillItemId: theirs.skillItemId }, 40401, '技能分类不存在'],
    ];
    for (const [path, body, code, message] of cases) await refusedQuietly(() => postUnchecked(path, body, silent), code, message);
    await refused(() => postUnchecked(companyPaths.setAuntSkillItem, { skillItemName: '家务' }, silent), 40001, '技能分类“家务”已存在');
    actAs(STAFF_ACCOUNT);
    expect((await getAuntSkillData(silent)).length).toBe(5);
    await refusedQuietly(() => setAuntSkillItem({ skillItemName: '员工分类' }, silent), 40301);
    await refusedQuietly(() => delAuntSkillOption({ skillOptionId: optionNamed('催乳').skillOptionId }, silent), 40301);
  });
});

describe('/company/setAuntSkillData (the whole tree)', () => {
  it('saves order, names, new and left-out entries: used ones retired, unused ones removed', async () => {
    const tree = asInput(await getAuntSkillData(silent));
    const [nursing, housework, ...rest] = tree;
    const unusedPet = rest.find((item) => item.skillItemName === '早教')!;
    const saved = await setAuntSkillData(
      {
        skillData: [
          { ...housework!, skillItemName: '家务保洁' },
          { ...nursing!, options: [{ optionName: '早产儿护理' }, ...nursing!.options.filter((option) => option.optionName !== '催乳')] },
          ...rest.filter((item) => item !== unusedPet),
          { skillItemName: '宠物护理', options: [{ optionName: '遛狗' }] },
        ],
      },
      silent,
    );
    const lines = outline(saved);
    expect(lines[0]).toBe('家务保洁: 日常保洁, 深度保洁, 洗衣熨烫, 整理收纳, 照顾宠物, 养护绿植');
    expect(lines[1]).toBe('母婴护理: 早产儿护理, 新生儿护理, 产妇护理, 月子餐, 新生儿抚触, 产后修复, 婴儿游泳, ×催乳');
    expect(lines[4]).toBe('宠物护理: 遛狗');
    // 早教 was left out: retired with its used options (its unused ones are gone).
    expect(lines[5]!.startsWith('×早教: ×')).toBe(true);
    expect(saved.map((item) => item.sort)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a malformed tree, duplicates and foreign or moved ids; stores nothing', async () => {
    const tree = asInput(await getAuntSkillData(silent));
    const cases: [unknown, number, string][] = [
      [{ skillData: 'x' }, 40001, '请填写技能列表'],
      [{ skillData: [{ skillItemName: '新' }] }, 40001, '技能列表第1项：请填写技能'],
      [{ skillData: [...tree, { skillItemName: '家务', options: [] }] }, 40001, '技能分类“家务”重复'],
      [{ skillData: [{ ...tree[0]!, options: [{ optionName: '催乳' }, { optionName: '催乳' }] }] }, 40001, '技能“催乳”重复'],
      [{ skillData: [{ ...tree[0]!, options: [...tree[0]!.options, tree[1]!.options[0]!] }] }, 40001, '技能“日常保洁”不能移到其他分类'],
      [{ skillData: [{ skillItemId: itemNamed('家务', 2).skillItemId, skillItemName: '家务', options: [] }] }, 40401, '技能分类不存在'],
      [{ skillData: [{ ...tree[0]!, extra: 1 }] }, 40001, '技能列表第1项：不支持的字段：extra'],
    ];
    for (const [body, code, message] of cases) await refusedQuietly(() => postUnchecked(companyPaths.setAuntSkillData, body, silent), code, message);
    actAs(STAFF_ACCOUNT);
    await refusedQuietly(() => setAuntSkillData({ skillData: tree }, silent), 40301);
  });
});
