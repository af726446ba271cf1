/**
 * Attribute values (/custom/attribute/value/*, by attrName) and templates (/custom/template/*, by
 * templateName) in the mock, and what they do to aunts: an aunt's attributes are value texts of her
 * company (a value she already has stays when it is no longer offered); renaming a value renames it
 * on every aunt holding it; deleting one takes it from nobody. The public resume carries the
 * company's resume template. Writes need company.manage; refusals store nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAunt, editAunt } from '@/api/aunt';
import { getResumeByToken, getResumeLink } from '@/api/resumeLink';
import { postUnchecked } from '@/api/http';
import {
  attributeValueCreate,
  attributeValueDelete,
  attributeValueList,
  attributeValueUpdate,
  customPaths,
  templateCreate,
  templateDelete,
  templateList,
  templateUpdate,
} from '@/api/custom';
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

const valueNamed = (attrName: string, value: string, companyId = 1) =>
  getDb().attributeValues.find((row) => row.companyId === companyId && row.attrName === attrName && row.value === value)!;
const auntsHolding = (attrName: 'religion' | 'dietaryHabits', value: string) =>
  getDb().aunts.filter((aunt) => aunt.companyId === 1 && aunt.attributes[attrName]?.includes(value));
const editable = () => getDb().aunts.find((aunt) => aunt.companyId === 1 && aunt.isDeleted === 0 && aunt.isLocked === 0 && aunt.teacherUserId !== 0)!;

describe('attribute values', () => {
  it('lists each attribute’s values in order with their holders; adds, renames (on every aunt too) and moves', async () => {
    const religion = await attributeValueList({ attrName: 'religion' }, silent);
    expect(religion.map((row) => row.value)).toEqual(['无宗教信仰', '佛教', '基督教', '天主教', '伊斯兰教', '道教']);
    expect(religion[1]!.useCount).toBe(auntsHolding('religion', '佛教').length);
    expect(religion[1]!.useCount).toBeGreaterThan(0);
    const added = await attributeValueCreate({ attrName: 'dietaryHabits', value: '少油少盐', sort: 2 }, silent);
    expect(added).toMatchObject({ attrName: 'dietaryHabits', value: '少油少盐', sort: 2, useCount: 0 });
    const light = valueNamed('dietaryHabits', '饮食清淡');
    const holders = auntsHolding('dietaryHabits', '饮食清淡').map((aunt) => aunt.auntId);
    expect(holders.length).toBeGreaterThan(0);
    const renamed = await attributeValueUpdate({ attributeValueId: light.attributeValueId, value: '口味清淡', sort: 1 }, silent);
    expect(renamed).toMatchObject({ value: '口味清淡', sort: 1, useCount: holders.length });
    expect(auntsHolding('dietaryHabits', '口味清淡').map((aunt) => aunt.auntId)).toEqual(holders);
    expect(auntsHolding('dietaryHabits', '饮食清淡')).toEqual([]);
    // Another company's aunts are not touched.
    expect(getDb().aunts.some((aunt) => aunt.companyId === 2 && aunt.attributes.dietaryHabits?.includes('饮食清淡'))).toBe(true);
    expect((await attributeValueList({ attrName: 'dietaryHabits' }, silent)).map((row) => [row.value, row.sort]).slice(0, 3)).toEqual([
      ['口味清淡', 1],
      ['不挑食', 2],
      ['少油少盐', 3],
    ]);
  });

  it('deletes a value without taking it from anyone: an aunt keeps it, a new aunt cannot be given it', async () => {
    const buddhism = valueNamed('religion', '佛教');
    const holder = auntsHolding('religion', '佛教').find((aunt) => aunt.isDeleted === 0 && aunt.isLocked === 0)!;
    await attributeValueDelete({ attributeValueId: buddhism.attributeValueId }, silent);
    expect((await attributeValueList({ attrName: 'religion' }, silent)).map((row) => [row.value, row.sort])).toEqual([
      ['无宗教信仰', 1],
      ['基督教', 2],
      ['天主教', 3],
      ['伊斯兰教', 4],
      ['道教', 5],
    ]);
    expect(getDb().aunts.find((aunt) => aunt.auntId === holder.auntId)!.attributes.religion).toEqual(['佛教']);
    const kept = await editAunt({ auntId: holder.auntId, auntName: holder.auntName, mobile: holder.mobile, attributes: { ...holder.attributes } }, silent);
    expect(kept.attributes.religion).toEqual(['佛教']);
    await refused(
      () => addAunt({ auntName: '新来阿姨', mobile: '13312340004', attributes: { religion: ['佛教'] } }, silent),
      40001,
      '宗教信仰中没有“佛教”这一项',
    );
  });

  it('refuses unknown attributes, duplicates, long values, foreign ids; 40301 for staff; stores nothing', async () => {
    const theirs = valueNamed('religion', '佛教', 2);
    const cases: [string, unknown, number, string][] = [
      [customPaths.attributeValueList, { attrName: 'bloodType' }, 40001, '属性不在可选范围内'],
      [customPaths.attributeValueCreate, { attrName: 'religion', value: ' 佛教 ' }, 40001, '属性值“佛教”已存在'],
      [customPaths.attributeValueCreate, { attrName: 'religion', value: '' }, 40001, '请填写属性值'],
      [customPaths.attributeValueCreate, { attrName: 'religion', value: '信'.repeat(21) }, 40001, '属性值不能超过20个字符'],
      [customPaths.attributeValueCreate, { attrName: 'religion', value: '其他', companyId: 1 }, 40001, '不支持的字段：companyId'],
      [customPaths.attributeValueUpdate, { attributeValueId: theirs.attributeValueId, value: '改' }, 40401, '属性值不存在'],
      [customPaths.attributeValueUpdate, { attributeValueId: valueNamed('religion', '道教').attributeValueId, value: '基督教' }, 40001, '属性值“基督教”已存在'],
      [
        customPaths.attributeValueUpdate,
        { attributeValueId: valueNamed('religion', '道教').attributeValueId, attrName: 'dialects' },
        40001,
        '不支持的字段：attrName',
      ],
      [customPaths.attributeValueDelete, { attributeValueId: theirs.attributeValueId }, 40401, '属性值不存在'],
    ];
    for (const [path, body, code, message] of cases) await refusedQuietly(() => postUnchecked(path, body, silent), code, message);
    await refused(() => postUnchecked(customPaths.attributeValueCreate, { attrName: 'religion', value: '佛教' }, silent), 40001, '属性值“佛教”已存在');
    actAs(STAFF_ACCOUNT);
    expect((await attributeValueList({ attrName: 'petAttitude' }, silent)).length).toBe(6);
    await refusedQuietly(() => attributeValueCreate({ attrName: 'religion', value: '其他' }, silent), 40301);
    await refusedQuietly(() => attributeValueDelete({ attributeValueId: valueNamed('religion', '道教').attributeValueId }, silent), 40301);
  });
});

describe('an aunt’s attributes', () => {
  it('are saved as the company’s value texts, in the product’s order; empty lists clear them', async () => {
    const aunt = editable();
    const saved = await editAunt(
      {
        auntId: aunt.auntId,
        auntName: aunt.auntName,
        mobile: aunt.mobile,
        attributes: { dialects: ['粤语', '普通话', '粤语'], religion: ['道教'], petAttitude: [] },
      },
      silent,
    );
    expect(saved.attributes).toEqual({ religion: ['道教'], dialects: ['粤语', '普通话'] });
    expect(Object.keys(getDb().aunts.find((row) => row.auntId === aunt.auntId)!.attributes)).toEqual(['religion', 'dialects']);
  });

  it('refuses unknown attributes, two values of a single one, values not of the company; stores nothing', async () => {
    const aunt = editable();
    const body = (attributes: unknown) => ({ auntId: aunt.auntId, auntName: aunt.auntName, mobile: aunt.mobile, attributes });
    const cases: [unknown, string][] = [
      [{ bloodType: ['A'] }, '不支持的个人偏好：bloodType'],
      [{ religion: ['佛教', '道教'] }, '宗教信仰最多选1项'],
      [{ religion: '佛教' }, '宗教信仰格式不正确'],
      [{ dialects: ['火星话'] }, '会说的方言中没有“火星话”这一项'],
      [['religion'], '个人偏好格式不正确'],
    ];
    for (const [attributes, message] of cases) await refusedQuietly(() => postUnchecked('/aunt/editAunt', body(attributes), silent), 40001, message);
  });
});

describe('templates', () => {
  it('lists a kind, creates and updates snippets, and deletes them (never the resume)', async () => {
    const resume = await templateList({ templateName: 'auntResume' }, silent);
    expect(resume).toHaveLength(1);
    expect(resume[0]!.content).toContain('{auntName}');
    const followUps = await templateList({ templateName: 'followUp' }, silent);
    expect(followUps.map((row) => row.title)).toEqual(['首次回访', '上户回访', '电话未接通', '已推荐阿姨']);
    const created = await templateCreate(
      { templateName: 'followUp', title: '节日问候', content: '{employerName}您好，{companyName}祝您节日快乐！{{不是占位符}}' },
      silent,
    );
    expect(created).toMatchObject({ templateName: 'followUp', title: '节日问候' });
    const updated = await templateUpdate({ templateId: created.templateId, title: '中秋问候', content: '  {employerName}您好  \n' }, silent);
    // The content is kept as typed (line breaks and spaces matter in a text).
    expect(updated).toMatchObject({ title: '中秋问候', content: '  {employerName}您好  \n' });
    expect(updated.updatedTime >= created.updatedTime).toBe(true);
    await templateDelete({ templateId: created.templateId }, silent);
    expect((await templateList({ templateName: 'followUp' }, silent)).map((row) => row.title)).toEqual(['首次回访', '上户回访', '电话未接通', '已推荐阿姨']);
    await refused(() => templateDelete({ templateId: resume[0]!.templateId }, silent), 40901, '简历模板不能删除，可以修改它');
    await refused(() => templateCreate({ templateName: 'auntResume', title: '第二份简历', content: '{auntName}' }, silent), 40901, '简历模板已存在，请修改它');
  });

  it('refuses unknown placeholders, long contents, duplicate titles, foreign ids and fields; 40301 for staff; stores nothing', async () => {
    const [resume] = await templateList({ templateName: 'auntResume' }, silent);
    const theirs = getDb().templates.find((row) => row.companyId === 2)!;
    const cases: [string, unknown, number, string][] = [
      [customPaths.templateList, { templateName: 'email' }, 40001, '模板类型不在可选范围内'],
      [
        customPaths.templateUpdate,
        { templateId: resume!.templateId, content: '{auntName}{salary}{foo}{salary}' },
        40001,
        '模板中有不支持的占位符：{salary}、{foo}（如要写花括号本身，请写成 {{ 和 }}）',
      ],
      [
        customPaths.templateCreate,
        { templateName: 'followUp', title: '新', content: '{auntName}' },
        40001,
        '模板中有不支持的占位符：{auntName}（如要写花括号本身，请写成 {{ 和 }}）',
      ],
      [customPaths.templateCreate, { templateName: 'followUp', title: '新', content: 'x'.repeat(501) }, 40001, '模板内容不能超过500个字符'],
      [customPaths.templateUpdate, { templateId: resume!.templateId, content: 'x'.repeat(2001) }, 40001, '模板内容不能超过2000个字符'],
      [customPaths.templateUpdate, { templateId: resume!.templateId, content: '   ' }, 40001, '请填写模板内容'],
      [customPaths.templateCreate, { templateName: 'followUp', title: ' 首次回访 ', content: '您好' }, 40001, '已有标题为“首次回访”的模板'],
      [customPaths.templateCreate, { templateName: 'followUp', title: '', content: '您好' }, 40001, '请填写模板标题'],
      [customPaths.templateUpdate, { templateId: theirs.templateId, content: '您好' }, 40401, '模板不存在'],
      [customPaths.templateUpdate, { templateId: resume!.templateId, templateName: 'followUp' }, 40001, '不支持的字段：templateName'],
      [customPaths.templateUpdate, { templateId: resume!.templateId }, 40001, '没有要修改的内容'],
    ];
    for (const [path, body, code, message] of cases) await refusedQuietly(() => postUnchecked(path, body, silent), code, message);
    await refused(() => postUnchecked(customPaths.templateUpdate, cases[1]![1], silent), 40001, cases[1]![3]);
    actAs(STAFF_ACCOUNT);
    expect(await templateList({ templateName: 'contract' }, silent)).toHaveLength(3);
    await refusedQuietly(() => templateUpdate({ templateId: resume!.templateId, content: '{auntName}' }, silent), 40301);
  });

  it('the public resume carries the company’s resume template and the aunt’s attributes', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.attributes.religion)!;
    const [resume] = await templateList({ templateName: 'auntResume' }, silent);
    await templateUpdate({ templateId: resume!.templateId, content: '{auntName}：{religion}' }, silent);
    const { token } = await getResumeLink({ auntId: aunt.auntId }, silent);
    removeToken();
    const shown = await getResumeByToken(token, silent);
    expect(shown.resumeTemplate).toBe('{auntName}：{religion}');
    expect(shown.attributes).toEqual(aunt.attributes);
  });
});
