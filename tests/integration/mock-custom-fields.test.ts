/**
 * customFields are bounded for aunts, employers and orders alike (keys, key length, text length,
 * list length, item length, total size): a body past any bound is refused with 40001 naming the
 * bound, and nothing is stored; within the bounds everything is kept as sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as auntApi from '@/api/aunt';
import * as employerApi from '@/api/employer';
import * as orderApi from '@/api/order';
import type { CustomFieldValue } from '@/api/aunt.types';
import { setCustomFormField, type CustomFormFieldType } from '@/api/company';
import { setToken } from '@/auth/token';
import { config } from '@/config';
import { ADMIN_ACCOUNT, snapshot } from '@/mocks/db';
import { CUSTOM_FIELD_LIMITS as L } from '@/mocks/rules/customFields';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { liveEmployer, serviceTypeId } from './mock-order-helpers';

withFreshMockDb();

const pathOf = (record: string) =>
  record === 'an aunt' ? auntApi.auntPaths.addAunt : record === 'an employer' ? employerApi.employerPaths.createEmployer : orderApi.orderPaths.create;
function requestBodyOf(record: string): Record<string, unknown> {
  if (record === 'an aunt') return { auntName: '边界阿姨', mobile: '13312340001' };
  if (record === 'an employer') return { employerName: '边界客户', mobile: '13312340002' };
  return { employerId: liveEmployer().employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000 };
}
beforeEach(() => setToken(tokenFor(ADMIN_ACCOUNT)));

type Fields = Record<string, CustomFieldValue>;

/** [record, its text limit (orders keep 500 characters), create it with these customFields] */
const records: Array<[string, number, (customFields: Fields) => Promise<{ customFields: Fields }>]> = [
  ['an aunt', L.textLength, (customFields) => auntApi.addAunt({ auntName: '边界阿姨', mobile: '13312340001', customFields }, silent)],
  ['an employer', L.textLength, (customFields) => employerApi.createEmployer({ employerName: '边界客户', mobile: '13312340002', customFields }, silent)],
  [
    'an order',
    500,
    (customFields) =>
      orderApi.create({ employerId: liveEmployer().employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, customFields }, silent),
  ],
];

const manyKeys = Object.fromEntries(Array.from({ length: L.fields + 1 }, (_, index) => [`k${index}`, index]));
const bigTotal = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`t${index}`, 'x'.repeat(450)]));

const refusals = (textLimit: number): Array<[string, Fields, string]> => [
  ['too many fields', manyKeys, `自定义字段最多 ${L.fields} 项`],
  ['a key too long', { ['k'.repeat(L.keyLength + 1)]: 1 }, `自定义字段的字段名「${'k'.repeat(L.keyLength)}」不可用`],
  ['text too long', { note: 'x'.repeat(textLimit + 1) }, `自定义字段「note」不能超过 ${textLimit} 个字符`],
  ['a list too long', { tags: Array.from({ length: L.listLength + 1 }, () => 'a') }, `自定义字段「tags」最多 ${L.listLength} 项`],
  ['a list item too long', { tags: ['x'.repeat(L.itemLength + 1)] }, `自定义字段「tags」的每一项不能超过 ${L.itemLength} 个字符`],
  ['a nested object', { deep: { a: 1 } as unknown as CustomFieldValue }, '自定义字段「deep」的值格式不正确'],
  ['too much in all', bigTotal, `自定义字段总长度不能超过 ${L.totalLength} 个字符`],
];

describe.each(records)('customFields of %s', (_record, textLimit, create) => {
  it.each(refusals(textLimit))('refuses %s with 40001 and stores nothing', async (_case, customFields, message) => {
    const before = snapshot();
    const refused = await failure(create(customFields));
    expect([refused.code, refused.serverMessage]).toEqual([40001, message]);
    expect(snapshot()).toBe(before);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s, which would reach the prototype (sent as raw JSON: the browser client drops such keys itself)',
    async (key) => {
      const token = tokenFor(ADMIN_ACCOUNT);
      const before = snapshot();
      const json = JSON.stringify({ ...requestBodyOf(_record), customFields: '__FIELDS__' }).replace('"__FIELDS__"', `{"${key}":{"isAdmin":1}}`);
      const answer = await fetch(`${window.location.origin}${config.apiBase}${pathOf(_record)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [config.tokenHeader]: token },
        body: json,
      });
      expect(await answer.json()).toMatchObject({ code: 40001, error: `自定义字段的字段名「${key}」不可用` });
      expect(snapshot()).toBe(before);
    },
  );

  it('keeps the values of the form’s fields exactly as sent', async () => {
    const formName = _record === 'an aunt' ? 'aunt' : _record === 'an employer' ? 'employer' : 'order';
    const field = (label: string, fieldType: CustomFormFieldType, options: string[] = []) => ({
      label,
      fieldType,
      options,
      required: 0 as const,
      isShow: 1 as const,
      sort: 0,
      min: null,
      max: null,
    });
    const fields = await setCustomFormField(
      {
        formName,
        customFormOption: [field('楼层', 'number'), field('说明', 'textarea'), field('标签', 'multiSelect', ['早班', '晚班', '周末']), field('备用', 'text')],
      },
      silent,
    );
    const [floor, note, tags, spare] = fields.filter((item) => item.isDeleted === 0).map((item) => item.fieldName) as [string, string, string, string];
    const customFields: Fields = { [floor]: 12.5, [note]: 'x'.repeat(400), [tags]: ['早班', '周末'], [spare]: null };
    expect((await create(customFields)).customFields).toEqual(customFields);
  });
});
