/**
 * Custom form fields in the mock (getCustomFormField / setCustomFormField by formName) and what
 * every aunt, employer and order save does with them: an admin adds, reorders, hides and removes
 * fields (a removed field keeps its name and its values on the records); bodies are strict and a
 * refusal stores nothing; only company.manage may change them; a record missing a required field
 * or holding a value of the wrong type is refused with 40001.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as auntApi from '@/api/aunt';
import { companyPaths, getCustomFormField, setCustomFormField, type CustomFormFieldInput } from '@/api/company';
import * as employerApi from '@/api/employer';
import { postUnchecked } from '@/api/http';
import * as orderApi from '@/api/order';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { liveEmployer, serviceTypeId } from './mock-order-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const input = (label: string, fieldType: CustomFormFieldInput['fieldType'], extra: Partial<CustomFormFieldInput> = {}): CustomFormFieldInput => ({
  label,
  fieldType,
  options: [],
  required: 0,
  isShow: 1,
  sort: 0,
  min: null,
  max: null,
  ...extra,
});
/** The stored fields as inputs (to send back with changes). */
const asInputs = async (formName: string) =>
  (await getCustomFormField({ formName }, silent))
    .filter((field) => field.isDeleted === 0)
    .map(({ isDeleted: _deleted, ...rest }) => rest as CustomFormFieldInput);

describe('the settings', () => {
  it('answers the seeded fields of each form, and none for a company without', async () => {
    expect((await getCustomFormField({ formName: 'aunt' }, silent)).map((field) => [field.fieldName, field.label, field.fieldType])).toEqual([
      ['cf1', '紧急联系人', 'text'],
      ['cf2', '可到岗日期', 'date'],
      ['cf3', '普通话水平', 'select'],
      ['cf4', '每月休息天数', 'number'],
    ]);
    expect((await getCustomFormField({ formName: 'order' }, silent)).map((field) => field.label)).toEqual(['合同编号', '服务天数']);
    actAs({ mobile: '13700000001' });
    expect(await getCustomFormField({ formName: 'employer' }, silent)).toEqual([]);
  });

  it('adds (named by the server), reorders, hides and removes fields; a removed one keeps its name and its values', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.customFields.cf1 !== undefined)!;
    const [, date, mandarin, rest] = await asInputs('aunt');
    const saved = await setCustomFormField(
      {
        formName: 'aunt',
        customFormOption: [
          input('宠物态度', 'multiSelect', { options: ['喜欢猫', '喜欢狗', '怕宠物'], required: 1 }),
          rest!,
          mandarin!,
          { ...date!, isShow: 0 },
        ],
      },
      silent,
    );
    expect(saved.map((field) => [field.fieldName, field.label, field.sort, field.isShow, field.isDeleted])).toEqual([
      ['cf5', '宠物态度', 1, 1, 0],
      ['cf4', '每月休息天数', 2, 1, 0],
      ['cf3', '普通话水平', 3, 1, 0],
      ['cf2', '可到岗日期', 4, 0, 0],
      ['cf1', '紧急联系人', 1, 1, 1],
    ]);
    // The removed field's values stay on the records.
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.customFields.cf1).toBe(aunt.customFields.cf1);
    // A new field never takes a removed one's name.
    const again = await setCustomFormField({ formName: 'aunt', customFormOption: [input('紧急联系人', 'text')] }, silent);
    expect(again.find((field) => field.isDeleted === 0)?.fieldName).toBe('cf6');
  });

  it('refuses what does not fit, storing nothing', async () => {
    const stored = await asInputs('aunt');
    const cases: [unknown, string][] = [
      [{ formName: 'hall', customFormOption: [] }, '表单不在可选范围内'],
      [{ formName: 'aunt', customFormOption: [input('', 'text')] }, '请填写字段名称'],
      [{ formName: 'aunt', customFormOption: [input('甲', 'text'), input('甲', 'date')] }, '字段名称「甲」重复了'],
      [{ formName: 'aunt', customFormOption: [input('宠物', 'select')] }, '字段「宠物」至少要有一个选项'],
      [{ formName: 'aunt', customFormOption: [input('天数', 'number', { min: 9, max: 1 })] }, '字段「天数」的下限不能大于上限'],
      [{ formName: 'aunt', customFormOption: [input('x', 'color' as never)] }, '字段类型不在可选范围内'],
      [{ formName: 'aunt', customFormOption: [{ ...input('x', 'text'), extra: 1 }] }, '不支持的字段：extra'],
      [{ formName: 'aunt', customFormOption: [{ ...stored[0]!, fieldType: 'textarea' }] }, '字段「紧急联系人」的类型不能修改（已有的值会对不上）'],
      [{ formName: 'aunt', customFormOption: [{ ...input('x', 'text'), fieldName: 'cf99' }] }, '没有这个自定义字段：cf99'],
      [{ formName: 'aunt', customFormOption: Array.from({ length: 31 }, (_, index) => input(`字段${index}`, 'text')) }, '每个表单最多 30 个自定义字段'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.setCustomFormField, body, silent), 40001, message);
    // A removed field cannot come back.
    await setCustomFormField({ formName: 'aunt', customFormOption: stored.slice(1) }, silent);
    await refused(() => setCustomFormField({ formName: 'aunt', customFormOption: stored }, silent), 40001, '字段「紧急联系人」已删除，不能再使用');
  });

  it('lets only company.manage change them (any session reads them)', async () => {
    actAs(STAFF_ACCOUNT);
    expect((await getCustomFormField({ formName: 'aunt' }, silent)).length).toBe(4);
    await refused(() => setCustomFormField({ formName: 'aunt', customFormOption: [] }, silent), 40301);
    removeToken();
    await refused(() => getCustomFormField({ formName: 'aunt' }, silent), 50008);
  });
});

describe('records follow them', () => {
  /** Adds a required single-choice field (and a bounded number) to a form; answers their names. */
  async function requireFields(formName: string): Promise<[string, string]> {
    const saved = await setCustomFormField(
      {
        formName,
        customFormOption: [
          ...(await asInputs(formName)),
          input('是否养宠物', 'select', { options: ['是', '否'], required: 1 }),
          input('面积', 'number', { min: 10, max: 500 }),
        ],
      },
      silent,
    );
    const live = saved.filter((field) => field.isDeleted === 0);
    return [live.at(-2)!.fieldName, live.at(-1)!.fieldName];
  }

  const saves: [string, string, (customFields: Record<string, unknown> | undefined) => Promise<{ customFields: Record<string, unknown> }>][] = [
    [
      'aunt',
      'an aunt',
      (customFields) =>
        auntApi.addAunt({ auntName: '规则阿姨', mobile: '13312345601', ...(customFields ? { customFields: customFields as never } : {}) }, silent),
    ],
    [
      'employer',
      'an employer',
      (customFields) =>
        employerApi.createEmployer(
          { employerName: '规则客户', mobile: '13312345602', ...(customFields ? { customFields: customFields as never } : {}) },
          silent,
        ),
    ],
    [
      'order',
      'an order',
      (customFields) =>
        orderApi.create(
          {
            employerId: liveEmployer().employerId,
            serviceType: serviceTypeId(),
            salaryMin: 6000,
            salaryMax: 8000,
            ...(customFields ? { customFields: customFields as never } : {}),
          },
          silent,
        ),
    ],
  ];

  it.each(saves)('a new %s is refused without a required field or with a wrong type, and saved with them', async (formName, _name, save) => {
    const [pet, area] = await requireFields(formName);
    await refused(() => save(undefined), 40001, '请填写是否养宠物');
    await refused(() => save({ [pet]: '' }), 40001, '请填写是否养宠物');
    await refused(() => save({ [pet]: '也许' }), 40001, '是否养宠物不在可选项中');
    await refused(() => save({ [pet]: '是', [area]: '80' }), 40001, '面积的值格式不正确');
    await refused(() => save({ [pet]: '是', [area]: 5 }), 40001, '面积低于下限');
    await refused(() => save({ [pet]: '是', unknownField: 1 }), 40001, '没有这个自定义字段：unknownField');
    expect((await save({ [pet]: '是', [area]: 80 })).customFields).toEqual({ [pet]: '是', [area]: 80 });
  });

  it('an edit keeps the values it does not send, and cannot leave a required field empty', async () => {
    const [pet] = await requireFields('aunt');
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.isLocked === 0 && row.customFields.cf3 !== undefined)!;
    const stored = { ...aunt.customFields };
    const person = { auntId: aunt.auntId, auntName: aunt.auntName, mobile: aunt.mobile };
    await refused(() => auntApi.editAunt({ ...person, remarks: '改个备注' }, silent), 40001, '请填写是否养宠物');
    const saved = await auntApi.editAunt({ ...person, customFields: { [pet]: '否' } }, silent);
    expect(saved.customFields).toEqual({ ...stored, [pet]: '否' });
    const cleared = await auntApi.editAunt({ ...person, customFields: { cf3: null } }, silent);
    expect(cleared.customFields.cf3).toBeNull();
  });

  it('checks an image field’s value is a picture this company uploaded', async () => {
    await setCustomFormField({ formName: 'employer', customFormOption: [input('户型图', 'image')] }, silent);
    const [plan] = (await getCustomFormField({ formName: 'employer' }, silent)).filter((field) => field.isDeleted === 0);
    await refused(
      () =>
        employerApi.createEmployer(
          { employerName: '图片客户', mobile: '13312345603', customFields: { [plan!.fieldName]: 'https://example.com/x.png' } },
          silent,
        ),
      40001,
      '户型图必须是本公司上传的 jpg 或 png 图片',
    );
  });

  it('each company has its own fields: the partner’s aunts take only the partner’s', async () => {
    actAs(PARTNER_ACCOUNT);
    await refused(
      () => auntApi.addAunt({ auntName: '杭州阿姨', mobile: '13312345604', customFields: { cf3: '标准' } }, silent),
      40001,
      '没有这个自定义字段：cf3',
    );
    expect((await auntApi.addAunt({ auntName: '杭州阿姨', mobile: '13312345604', customFields: { cf1: '丈夫 周杰' } }, silent)).customFields).toEqual({
      cf1: '丈夫 周杰',
    });
  });
});

describe('certificate expiries', () => {
  const health = () => getDb().customOptions.find((row) => row.companyId === 1 && row.field === 'certificate' && row.optionName === '健康证')!.customOptionId;
  const other = () => getDb().customOptions.find((row) => row.companyId === 1 && row.field === 'certificate' && row.optionName === '育婴师证')!.customOptionId;

  it('keeps a day per certificate she holds, refuses a wrong one, and drops a day with its certificate', async () => {
    const saved = await auntApi.addAunt(
      {
        auntName: '证书阿姨',
        mobile: '13312345611',
        certificates: [health(), other()],
        certificateExpiries: [{ certificateId: health(), expiresOn: '2026-12-31' }],
      },
      silent,
    );
    expect(saved.certificateExpiries).toEqual([{ certificateId: health(), expiresOn: '2026-12-31' }]);
    const cases: [unknown, string][] = [
      [[{ certificateId: health(), expiresOn: '2026-02-30' }], '证书有效期的日期格式不正确'],
      [[{ certificateId: 999999, expiresOn: '2026-12-31' }], '证书有效期格式不正确'],
      [
        [
          { certificateId: health(), expiresOn: '2026-12-31' },
          { certificateId: health(), expiresOn: '2027-01-31' },
        ],
        '证书有效期格式不正确',
      ],
      [[{ certificateId: health(), expiresOn: '2026-12-31', note: 'x' }], '证书有效期格式不正确'],
    ];
    const person = { auntId: saved.auntId, auntName: saved.auntName, mobile: '13312345611' };
    for (const [certificateExpiries, message] of cases)
      await refused(() => postUnchecked(auntApi.auntPaths.editAunt, { ...person, certificateExpiries }, silent), 40001, message);
    const edited = await auntApi.editAunt({ ...person, certificates: [other()] }, silent);
    expect([edited.certificates, edited.certificateExpiries]).toEqual([[other()], []]);
  });
});
