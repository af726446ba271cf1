/**
 * The aunt catalogues in the mock: service types (the whole list at once), labels and
 * certificates / trainings / visas (one entry at a time): add, rename, recolour, reorder, delete.
 * Deleting an entry aunts (or, for a service type, employers, jobs, orders) use RETIRES it: it stays
 * on them, comes last with isRetired 1 and is no longer accepted on a new record; an unused one is
 * removed. Writes need company.manage; every refusal stores nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAunt, editAunt } from '@/api/aunt';
import {
  companyPaths,
  delAuntCustomOptions,
  delAuntlabelOption,
  getAuntCustomOptions,
  getAuntLabelData,
  getAuntOptions,
  getServiceType,
  setAuntCustomOptions,
  setAuntLabelOption,
  setCompanyServiceType,
  type CompanyServiceType,
  type CompanyServiceTypeInput,
} from '@/api/company';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { refusedQuietly } from './mock-catalogue-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

/** The list as setCompanyServiceType takes it back (what the settings page sends). */
const asInput = (types: CompanyServiceType[]): CompanyServiceTypeInput[] =>
  types
    .filter((type) => type.isRetired !== 1)
    .map(({ serviceTypeId, serviceTypeName, color, isEnabled }) => ({ serviceTypeId, serviceTypeName, color: color === '#6B6C70' ? '' : color, isEnabled }));
const typeNamed = (name: string, companyId = 1) => getDb().serviceTypes.find((row) => row.companyId === companyId && row.serviceTypeName === name)!;
const labelNamed = (name: string) => getDb().labelOptions.find((row) => row.companyId === 1 && row.labelName === name)!;
/** A label no aunt of company 1 holds (the seed gives most labels to someone). */
const unusedLabel = () =>
  getDb().labelOptions.find((row) => row.companyId === 1 && !getDb().aunts.some((aunt) => aunt.companyId === 1 && aunt.labels.includes(row.labelOptionId)));

describe('/company/getServiceType and setCompanyServiceType', () => {
  it('answers the types in order with their uses, and saves a new order, names, colours and the enabled flag', async () => {
    const before = await getServiceType(silent);
    expect(before.map((type) => type.serviceTypeName).slice(0, 3)).toEqual(['月嫂', '育儿嫂', '住家保姆']);
    expect(before.find((type) => type.serviceTypeName === '保洁')?.color).toBe('#6B6C70');
    expect(before.find((type) => type.serviceTypeName === '月嫂')!.useCount).toBeGreaterThan(100);
    const input = asInput(before);
    // 钟点工 first, 月嫂 renamed and recoloured (3 hex digits), a new type at the end, 厨师 disabled.
    const hourly = input.findIndex((type) => type.serviceTypeName === '钟点工');
    const reordered = [input[hourly]!, ...input.filter((_, index) => index !== hourly)].map((type) =>
      type.serviceTypeName === '月嫂'
        ? { ...type, serviceTypeName: '金牌月嫂', color: '#e61' }
        : type.serviceTypeName === '厨师'
          ? { ...type, isEnabled: 0 as const }
          : type,
    );
    const saved = await setCompanyServiceType({ companyServiceTypes: [...reordered, { serviceTypeName: '产康师', color: '#13C2C2', isEnabled: 1 }] }, silent);
    expect(saved.map((type) => [type.serviceTypeName, type.sort]).slice(0, 2)).toEqual([
      ['钟点工', 1],
      ['金牌月嫂', 2],
    ]);
    expect(saved.at(-1)).toMatchObject({ serviceTypeName: '产康师', color: '#13C2C2', isEnabled: 1, sort: saved.length, useCount: 0 });
    expect(typeNamed('金牌月嫂')).toMatchObject({ color: '#E61', serviceTypeId: before[0]!.serviceTypeId });
    expect(typeNamed('厨师').isEnabled).toBe(0);
    // Every screen's read follows at once.
    expect((await getAuntOptions({ kinds: ['serviceTypes'] }, silent)).serviceTypes[0]!.serviceTypeName).toBe('钟点工');
  });

  it('deletes a type nobody uses and retires one in use: kept on the records, disabled, last, not accepted for a new aunt', async () => {
    const added = await setCompanyServiceType(
      { companyServiceTypes: [...asInput(await getServiceType(silent)), { serviceTypeName: '收纳师', color: '', isEnabled: 1 }] },
      silent,
    );
    const nanny = added.find((type) => type.serviceTypeName === '月嫂')!;
    const holders = getDb().aunts.filter((aunt) => aunt.serviceTypes.includes(nanny.serviceTypeId));
    const kept = asInput(added).filter((type) => type.serviceTypeName !== '月嫂' && type.serviceTypeName !== '收纳师');
    const saved = await setCompanyServiceType({ companyServiceTypes: kept }, silent);
    expect(saved.some((type) => type.serviceTypeName === '收纳师')).toBe(false);
    expect(getDb().serviceTypes.some((row) => row.serviceTypeName === '收纳师')).toBe(false);
    expect(saved.at(-1)).toMatchObject({ serviceTypeName: '月嫂', isRetired: 1, isEnabled: 0, useCount: nanny.useCount });
    // Nobody lost it.
    expect(getDb().aunts.filter((aunt) => aunt.serviceTypes.includes(nanny.serviceTypeId))).toHaveLength(holders.length);
    // A new aunt may not be given it; an aunt who has it keeps it when she is edited.
    await refused(
      () => addAunt({ auntName: '新来阿姨', mobile: '13312340001', serviceTypes: [nanny.serviceTypeId] }, silent),
      40001,
      `服务类型中的选项 ${nanny.serviceTypeId} 已停用，不能用于新记录`,
    );
    const holder = holders.find((aunt) => aunt.isDeleted === 0 && aunt.isLocked === 0)!;
    const edited = await editAunt({ auntId: holder.auntId, auntName: holder.auntName, mobile: holder.mobile, serviceTypes: holder.serviceTypes }, silent);
    expect(edited.serviceTypes).toContain(nanny.serviceTypeId);
    // Sent back with its id, it is restored (enabled as sent) and takes its place.
    const restored = await setCompanyServiceType(
      { companyServiceTypes: [{ serviceTypeId: nanny.serviceTypeId, serviceTypeName: '月嫂', color: '', isEnabled: 1 }, ...kept] },
      silent,
    );
    expect(restored[0]).toMatchObject({ serviceTypeName: '月嫂', sort: 1, isEnabled: 1 });
    expect(restored[0]!.isRetired).toBeUndefined();
  });

  it('refuses bad lists, duplicates, bad colours, unknown ids and fields; stores nothing', async () => {
    const input = asInput(await getServiceType(silent));
    const theirs = typeNamed('月嫂', 2).serviceTypeId;
    const cases: [unknown, number, string][] = [
      [{}, 40001, '请填写服务类型列表'],
      [{ companyServiceTypes: input, extra: 1 }, 40001, '不支持的字段：extra'],
      [{ companyServiceTypes: [...input.slice(0, 2), { ...input[2]!, serviceTypeName: ' 月嫂 ' }] }, 40001, '服务类型“月嫂”重复'],
      [{ companyServiceTypes: [{ ...input[0]!, color: '#12' }] }, 40001, '服务类型列表第1项：颜色必须是#加3位或6位十六进制数字，如 #1890FF'],
      [{ companyServiceTypes: [{ ...input[0]!, color: 'red' }] }, 40001, '服务类型列表第1项：颜色必须是#加3位或6位十六进制数字，如 #1890FF'],
      [{ companyServiceTypes: [{ ...input[0]!, serviceTypeName: '一二三四五六七八九十一' }] }, 40001, '服务类型列表第1项：服务类型名称不能超过10个字符'],
      [{ companyServiceTypes: [{ ...input[0]!, isEnabled: '1' }] }, 40001, '服务类型列表第1项：启用状态格式不正确'],
      [{ companyServiceTypes: [{ ...input[0]!, companyId: 2 }] }, 40001, '服务类型列表第1项：不支持的字段：companyId'],
      [{ companyServiceTypes: [{ ...input[0]!, serviceTypeId: theirs }] }, 40401, '服务类型不存在'],
      [{ companyServiceTypes: [input[0], input[0]] }, 40001, '服务类型编号重复'],
      [
        { companyServiceTypes: Array.from({ length: 31 }, (_, index) => ({ serviceTypeName: `类型${index}`, color: '', isEnabled: 1 })) },
        40001,
        '服务类型列表最多30项',
      ],
      // A new type may not take the name of one being removed (it would be retired beside it).
      [
        { companyServiceTypes: [...input.filter((type) => type.serviceTypeName !== '月嫂'), { serviceTypeName: '月嫂', color: '', isEnabled: 1 }] },
        40001,
        '服务类型“月嫂”已存在（已停用或正被删除），请恢复它而不是新建',
      ],
    ];
    for (const [body, code, message] of cases) await refusedQuietly(() => postUnchecked(companyPaths.setCompanyServiceType, body, silent), code, message);
    // The whole database compared, for one of them.
    await refused(() => postUnchecked(companyPaths.setCompanyServiceType, cases[2]![0], silent), 40001, cases[2]![2]);
  });

  it('is for company.manage only: staff read the list, a write is 40301 and stores nothing', async () => {
    actAs(STAFF_ACCOUNT);
    const types = await getServiceType(silent);
    expect(types.length).toBeGreaterThan(5);
    await refused(() => setCompanyServiceType({ companyServiceTypes: asInput(types).slice(1) }, silent), 40301);
  });
});

describe('labels (/company/getAuntLabelData, setAuntLabelOption, delAuntlabelOption)', () => {
  it('adds at the end or at a position, renames, recolours and moves, renumbering', async () => {
    const added = await setAuntLabelOption({ labelName: '会做辅食', color: '#52c41a' }, silent);
    expect(added).toMatchObject({ labelName: '会做辅食', color: '#52C41A', sort: 13, useCount: 0 });
    await setAuntLabelOption({ labelName: '持健康证', sort: 1 }, silent);
    await setAuntLabelOption({ labelOptionId: added.labelOptionId, labelName: '辅食达人', color: '#abc', sort: 2 }, silent);
    const labels = await getAuntLabelData(silent);
    expect(labels.slice(0, 3).map((label) => [label.labelName, label.color, label.sort])).toEqual([
      ['持健康证', '', 1],
      ['辅食达人', '#ABC', 2],
      ['形象好', '#E8618C', 3],
    ]);
    expect(labels.map((label) => label.sort)).toEqual(labels.map((_, index) => index + 1));
    // A colour alone is a change.
    const recoloured = await setAuntLabelOption({ labelOptionId: added.labelOptionId, color: '' }, silent);
    expect(recoloured.color).toBe('');
  });

  it('retires a label aunts hold (kept, last, refused on new records) and restores it; deletes an unused one', async () => {
    const used = labelNamed('会开车');
    const holders = getDb().aunts.filter((aunt) => aunt.labels.includes(used.labelOptionId)).length;
    expect(holders).toBeGreaterThan(0);
    expect(await delAuntlabelOption({ labelOptionId: used.labelOptionId }, silent)).toEqual({ result: 'retired' });
    const labels = await getAuntLabelData(silent);
    expect(labels.at(-1)).toMatchObject({ labelName: '会开车', isRetired: 1, useCount: holders, sort: labels.length });
    expect(getDb().aunts.filter((aunt) => aunt.labels.includes(used.labelOptionId))).toHaveLength(holders);
    // getAuntOptions carries it (the screens still draw it, greyed), without counts.
    const options = await getAuntOptions({ kinds: ['labels'] }, silent);
    expect(options.labels.at(-1)).toEqual({ labelOptionId: used.labelOptionId, labelName: '会开车', color: used.color, sort: labels.length, isRetired: 1 });
    await refused(
      () => addAunt({ auntName: '新来阿姨', mobile: '13312340002', labels: [used.labelOptionId] }, silent),
      40001,
      `标签中的选项 ${used.labelOptionId} 已停用，不能用于新记录`,
    );
    // It cannot change while retired, a new label may not take its name; restoring puts it back at the end.
    await refused(() => setAuntLabelOption({ labelOptionId: used.labelOptionId, labelName: '能开车' }, silent), 40901, '标签“会开车”已停用，请先恢复');
    await refusedQuietly(() => setAuntLabelOption({ labelName: '会开车' }, silent), 40001, '已停用的标签中有“会开车”，请恢复它');
    await refusedQuietly(
      () => setAuntLabelOption({ labelOptionId: used.labelOptionId, isRetired: 1 as 0 }, silent),
      40001,
      '停用状态只能设为0（恢复）；停用请删除',
    );
    const restored = await setAuntLabelOption({ labelOptionId: used.labelOptionId, isRetired: 0 }, silent);
    expect(restored).toMatchObject({ labelName: '会开车', sort: labels.length });
    expect(restored.isRetired).toBeUndefined();

    const unused = unusedLabel() ?? (await setAuntLabelOption({ labelName: '临时标签' }, silent));
    expect(await delAuntlabelOption({ labelOptionId: unused.labelOptionId }, silent)).toEqual({ result: 'deleted' });
    expect(getDb().labelOptions.some((row) => row.labelOptionId === unused.labelOptionId)).toBe(false);
  });

  it('refuses duplicates, bad names and colours, other companies’ labels, the 51st; 40301 for staff; stores nothing', async () => {
    const theirs = getDb().labelOptions.find((row) => row.companyId === 2)!;
    const cases: [unknown, number, string][] = [
      [{ labelName: ' 形象好 ' }, 40001, '标签“形象好”已存在'],
      [{ labelName: '' }, 40001, '请填写标签名称'],
      [{ labelName: '一二三四五六七八九十一' }, 40001, '标签名称不能超过10个字符'],
      [{ labelName: '新标签', color: '#GGG' }, 40001, '颜色必须是#加3位或6位十六进制数字，如 #1890FF'],
      [{ labelName: '新标签', color: '#1234' }, 40001, '颜色必须是#加3位或6位十六进制数字，如 #1890FF'],
      [{ labelName: '新标签', companyId: 1 }, 40001, '不支持的字段：companyId'],
      [{ labelOptionId: theirs.labelOptionId, labelName: '改名' }, 40401, '标签不存在'],
      [{ labelOptionId: labelNamed('形象好').labelOptionId }, 40001, '没有要修改的内容'],
      [{ labelName: '新标签', sort: 0 }, 40001, '排序不能小于1'],
    ];
    for (const [body, code, message] of cases) await refusedQuietly(() => postUnchecked(companyPaths.setAuntLabelOption, body, silent), code, message);
    await refused(() => postUnchecked(companyPaths.delAuntlabelOption, { labelOptionId: theirs.labelOptionId }, silent), 40401, '标签不存在');
    await refused(() => postUnchecked(companyPaths.setAuntLabelOption, { labelName: '一二三四五六七八九十一' }, silent), 40001, '标签名称不能超过10个字符');
    // Filled to 50 by hand (38 calls would each count the aunts' labels twice).
    for (let index = 13; index <= 50; index += 1)
      getDb().labelOptions.push({ labelOptionId: 9000 + index, companyId: 1, labelName: `标签${index}`, color: '', sort: index });
    await refusedQuietly(() => setAuntLabelOption({ labelName: '标签51' }, silent), 40001, '最多50个标签');
    actAs(STAFF_ACCOUNT);
    expect((await getAuntLabelData(silent)).length).toBe(50);
    await refusedQuietly(() => setAuntLabelOption({ labelName: '员工标签' }, silent), 40301);
    await refused(() => delAuntlabelOption({ labelOptionId: labelNamed('形象好').labelOptionId }, silent), 40301);
  });
});

describe('certificates, trainings and visas (/company/getAuntCustomOptions, setAuntCustomOptions, delAuntCustomOptions)', () => {
  it('keeps each list apart: add, rename, move, delete; a certificate aunts hold is retired', async () => {
    const added = await setAuntCustomOptions({ field: 'visa', optionName: '日本', sort: 1 }, silent);
    expect((await getAuntCustomOptions({ field: 'visa' }, silent)).map((row) => row.optionName)).toEqual(['日本', '香港', '新加坡', '加拿大', '美国']);
    await setAuntCustomOptions({ customOptionId: added.customOptionId, field: 'visa', optionName: '日本（工作）', sort: 5 }, silent);
    expect((await getAuntCustomOptions({ field: 'visa' }, silent)).map((row) => [row.optionName, row.sort]).at(-1)).toEqual(['日本（工作）', 5]);
    // A training has no holder: deleting removes it.
    const training = (await getAuntCustomOptions({ field: 'train' }, silent))[0]!;
    expect(training.useCount).toBe(0);
    expect(await delAuntCustomOptions({ customOptionId: training.customOptionId }, silent)).toEqual({ result: 'deleted' });
    // 健康证 is held by aunts: retired.
    const health = (await getAuntCustomOptions({ field: 'certificate' }, silent)).find((row) => row.optionName === '健康证')!;
    expect(health.useCount).toBeGreaterThan(0);
    expect(await delAuntCustomOptions({ customOptionId: health.customOptionId }, silent)).toEqual({ result: 'retired' });
    expect((await getAuntCustomOptions({ field: 'certificate' }, silent)).at(-1)).toMatchObject({
      optionName: '健康证',
      isRetired: 1,
      useCount: health.useCount,
    });
    // The same name in another list is fine.
    await setAuntCustomOptions({ field: 'train', optionName: '香港' }, silent);
  });

  it('refuses unknown lists, duplicates, long names and other companies’ options; 40301 for staff; stores nothing', async () => {
    const theirs = getDb().customOptions.find((row) => row.companyId === 2)!;
    const cases: [unknown, number, string][] = [
      [{ field: 'skill', optionName: '新' }, 40001, '选项类型不在可选范围内'],
      [{ optionName: '新' }, 40001, '请填写选项类型'],
      [{ field: 'certificate', optionName: '健康证' }, 40001, '证书“健康证”已存在'],
      [{ field: 'certificate', optionName: '证'.repeat(21) }, 40001, '名称不能超过20个字符'],
      [{ field: 'visa', customOptionId: theirs.customOptionId, optionName: '改' }, 40401, '签证不存在'],
    ];
    for (const [body, code, message] of cases) await refusedQuietly(() => postUnchecked(companyPaths.setAuntCustomOptions, body, silent), code, message);
    actAs(STAFF_ACCOUNT);
    await refused(() => setAuntCustomOptions({ field: 'visa', optionName: '日本' }, silent), 40301);
  });
});
