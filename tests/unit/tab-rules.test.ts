/**
 * The custom tab rules (domain/tabRules.ts), shared by the mock and the settings page: every
 * operator on every kind of field it takes, every one of the 18 date filters and the "next N
 * days" of a date field, what a condition's value must be, and the rule fields of both lists.
 */
import { describe, expect, it } from 'vitest';
import type { CustomTabCondition } from '@/api/companyCustom.types';
import type { StatisticsFilter } from '@/api/statistics';
import { DATE_FILTER_CHOICES } from '@/domain/dateFilter';
import { OPERATORS_BY_KIND, TAB_OPERATORS, compileRule, conditionProblem, type RuleValue, type RuleValueKind } from '@/domain/tabRules';
import { auntRuleField, orderRuleField, ruleFieldsOf, type AuntRuleRow } from '@/domain/tabRuleFields';
import type { CustomFormField } from '@/api/companyCustom.types';

// Wednesday 13 May 2026, 12:00 in China.
const NOW = Date.parse('2026-05-13T04:00:00Z');

/** Whether one condition on a field of `kind` holds for `value`. */
function holds(kind: RuleValueKind, operator: CustomTabCondition['operator'], conditionValue: CustomTabCondition['value'], value: RuleValue): boolean {
  return compileRule([{ field: 'f', operator, value: conditionValue }], () => kind, NOW)(() => value);
}

describe('operators', () => {
  it('every operator is offered for some kind, and only those', () => {
    expect(new Set(Object.values(OPERATORS_BY_KIND).flat())).toEqual(new Set(TAB_OPERATORS));
  });

  it.each<[string, RuleValueKind, CustomTabCondition['operator'], CustomTabCondition['value'], RuleValue, boolean]>([
    ['eq: a code', 'code', 'eq', 1, 1, true],
    ['eq: a code sent as its digits', 'code', 'eq', '1', 1, true],
    ['eq: another code', 'code', 'eq', 1, 2, false],
    ['eq: no value', 'code', 'eq', 1, null, false],
    ['eq: a list holding it', 'ids', 'eq', 2, [1, 2], true],
    ['eq: a list not holding it', 'ids', 'eq', 3, [1, 2], false],
    ['eq: a text', 'text', 'eq', '上海', '上海', true],
    ['eq: a number', 'number', 'eq', 5, 5, true],
    ['ne: another code', 'code', 'ne', 1, 2, true],
    ['ne: the code', 'code', 'ne', 1, 1, false],
    ['ne: no value', 'code', 'ne', 1, null, true],
    ['ne: a list holding it', 'ids', 'ne', 2, [1, 2], false],
    ['ne: a list without it', 'ids', 'ne', 3, [1, 2], true],
    ['in: one of them', 'code', 'in', [1, 2], 2, true],
    ['in: none of them', 'code', 'in', [1, 2], 3, false],
    ['in: no value', 'code', 'in', [1, 2], null, false],
    ['in: a list sharing one', 'ids', 'in', [4, 9], [3, 4], true],
    ['in: a list sharing none', 'ids', 'in', [4, 9], [3], false],
    ['in: a text', 'text', 'in', ['甲', '乙'], '乙', true],
    ['notIn: none of them', 'code', 'notIn', [1, 2], 3, true],
    ['notIn: one of them', 'code', 'notIn', [1, 2], 1, false],
    ['notIn: no value', 'code', 'notIn', [1, 2], null, true],
    ['notIn: a list sharing one', 'ids', 'notIn', [4, 9], [3, 9], false],
    ['contains: a part', 'text', 'contains', '成都', '四川省 成都市', true],
    ['contains: ignoring case', 'text', 'contains', 'b', 'ABC', true],
    ['contains: not there', 'text', 'contains', '重庆', '四川省 成都市', false],
    ['contains: no value', 'text', 'contains', '成都', null, false],
    ['range: at the lower bound', 'number', 'range', [5, null], 5, true],
    ['range: below it', 'number', 'range', [5, null], 4, false],
    ['range: at the upper bound', 'number', 'range', [3, 8], 8, true],
    ['range: above it', 'number', 'range', [3, 8], 9, false],
    ['range: open below', 'number', 'range', [null, 10], -3, true],
    ['range: no value', 'number', 'range', [null, 10], null, false],
    ['empty: null', 'text', 'empty', null, null, true],
    ['empty: blank text', 'text', 'empty', null, '', true],
    ['empty: an empty list', 'ids', 'empty', null, [], true],
    ['empty: zero is a value', 'number', 'empty', null, 0, false],
    ['empty: a text', 'text', 'empty', null, 'x', false],
    ['notEmpty: a text', 'text', 'notEmpty', null, 'x', true],
    ['notEmpty: an empty list', 'ids', 'notEmpty', null, [], false],
  ])('%s', (_case, kind, operator, conditionValue, value, expected) => {
    expect(holds(kind, operator, conditionValue, value)).toBe(expected);
  });
});

describe('dates', () => {
  const cases: [StatisticsFilter, string[], (string | null)[]][] = [
    [{ dateFilter: 'today' }, ['2026-05-13', '2026-05-12T16:30:00Z'], ['2026-05-12', '2026-05-14', '2026-05-12T15:59:00Z']],
    [{ dateFilter: 'yesterday' }, ['2026-05-12'], ['2026-05-13', '2026-05-11']],
    [{ dateFilter: 'currentWeek' }, ['2026-05-11', '2026-05-17'], ['2026-05-10', '2026-05-18']],
    [{ dateFilter: 'lastWeek' }, ['2026-05-04', '2026-05-10'], ['2026-05-03', '2026-05-11']],
    [{ dateFilter: 'currentMonth' }, ['2026-05-01', '2026-05-31'], ['2026-04-30', '2026-06-01']],
    [{ dateFilter: 'lastMonth' }, ['2026-04-01', '2026-04-30'], ['2026-03-31', '2026-05-01']],
    [{ dateFilter: 'currentQuarter' }, ['2026-04-01', '2026-06-30'], ['2026-03-31', '2026-07-01']],
    [{ dateFilter: 'lastQuarter' }, ['2026-01-01', '2026-03-31'], ['2025-12-31', '2026-04-01']],
    [{ dateFilter: 'currentYear' }, ['2026-01-01', '2026-12-31'], ['2025-12-31', '2027-01-01']],
    [{ dateFilter: 'lastYear' }, ['2025-01-01', '2025-12-31'], ['2024-12-31', '2026-01-01']],
    [{ dateFilter: 'afterPastDays', days: 7 }, ['2026-05-07', '2027-01-01'], ['2026-05-06']],
    [{ dateFilter: 'beforePastDays', days: 7 }, ['2026-05-05', '2020-01-01'], ['2026-05-06']],
    [{ dateFilter: 'inPastDays', days: 7 }, ['2026-05-07', '2026-05-13'], ['2026-05-06', '2026-05-14']],
    [{ dateFilter: 'afterSpecifiedTime', startDate: '2026-05-01' }, ['2026-05-02'], ['2026-05-01']],
    [{ dateFilter: 'beforeSpecifiedTime', startDate: '2026-05-01' }, ['2026-04-30'], ['2026-05-01']],
    [{ dateFilter: 'specifiedTime', startDate: '2026-05-01' }, ['2026-05-01'], ['2026-04-30', '2026-05-02']],
    [{ dateFilter: 'specifyTimeRange', startDate: '2026-05-01', endDate: '2026-05-03' }, ['2026-05-01', '2026-05-03'], ['2026-04-30', '2026-05-04']],
    [{ dateFilter: 'isNull' }, [], ['2026-05-13']],
  ];

  it('covers all 18 date filters', () => {
    expect(cases.map(([filter]) => filter.dateFilter)).toEqual(DATE_FILTER_CHOICES.map((choice) => choice.value));
  });

  it.each(cases)('%o matches its days (China days of times too), and a record without a date only for isNull', (filter, inside, outside) => {
    for (const day of inside) expect([day, holds('date', 'date', filter, day)]).toEqual([day, true]);
    for (const day of outside) expect([day, holds('date', 'date', filter, day)]).toEqual([day, false]);
    expect(holds('date', 'date', filter, null)).toBe(filter.dateFilter === 'isNull');
    expect(holds('date', 'date', filter, '')).toBe(filter.dateFilter === 'isNull');
  });

  it('nextDays N: from today to the day N days ahead, both included', () => {
    expect(['2026-05-12', '2026-05-13', '2026-06-12', '2026-06-13', null].map((day) => holds('date', 'nextDays', 30, day))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(holds('date', 'nextDays', 1, '2026-05-13T20:00:00Z')).toBe(true);
  });
});

describe('a rule', () => {
  const kinds: Record<string, RuleValueKind> = { status: 'code', years: 'number' };
  const row: Record<string, RuleValue> = { status: 1, years: 6 };
  const test = (conditions: CustomTabCondition[]) => compileRule(conditions, (field) => kinds[field] ?? null, NOW)((field) => row[field] ?? null);

  it('holds when every condition holds', () => {
    expect(
      test([
        { field: 'status', operator: 'eq', value: 1 },
        { field: 'years', operator: 'range', value: [5, null] },
      ]),
    ).toBe(true);
    expect(
      test([
        { field: 'status', operator: 'eq', value: 1 },
        { field: 'years', operator: 'range', value: [7, null] },
      ]),
    ).toBe(false);
  });

  it('matches nothing without conditions, with a field the list no longer has, or with a condition that is not valid', () => {
    expect(test([])).toBe(false);
    expect(test([{ field: 'gone', operator: 'empty', value: null }])).toBe(false);
    expect(test([{ field: 'status', operator: 'contains', value: '1' }])).toBe(false);
  });
});

describe('what a condition must be', () => {
  it.each<[string, RuleValueKind | null, Pick<CustomTabCondition, 'operator' | 'value'>, readonly (string | number)[] | undefined, string | null]>([
    ['an unknown field', null, { operator: 'eq', value: 1 }, undefined, 'field'],
    ['an operator the kind does not take', 'number', { operator: 'contains', value: '1' }, undefined, 'operator'],
    ['a code of the set', 'code', { operator: 'eq', value: 6 }, [1, 6], null],
    ['a code outside the set', 'code', { operator: 'in', value: [1, 7] }, [1, 6], 'notACode'],
    ['a list for eq', 'code', { operator: 'eq', value: [1] }, undefined, 'value'],
    ['an empty list for in', 'ids', { operator: 'in', value: [] }, undefined, 'value'],
    ['a text for a number', 'number', { operator: 'eq', value: '5' }, undefined, 'value'],
    ['blank text', 'text', { operator: 'contains', value: '  ' }, undefined, 'value'],
    ['a range with no bound', 'number', { operator: 'range', value: [null, null] }, undefined, 'value'],
    ['a reversed range', 'number', { operator: 'range', value: [9, 3] }, undefined, 'value'],
    ['a half-open range', 'number', { operator: 'range', value: [3, null] }, undefined, null],
    ['a date filter', 'date', { operator: 'date', value: { dateFilter: 'inPastDays', days: 7 } }, undefined, null],
    ['a date filter missing its days', 'date', { operator: 'date', value: { dateFilter: 'inPastDays' } }, undefined, 'value'],
    ['next 0 days', 'date', { operator: 'nextDays', value: 0 }, undefined, 'value'],
    ['next 30 days', 'date', { operator: 'nextDays', value: 30 }, undefined, null],
    ['empty with a value', 'text', { operator: 'empty', value: 'x' }, undefined, 'value'],
  ])('%s', (_case, kind, condition, codes, problem) => {
    expect(conditionProblem(condition, kind, codes)).toBe(problem);
  });
});

describe('the rule fields of the lists', () => {
  const customFields: CustomFormField[] = [
    { fieldName: 'cf1', label: '普通话', fieldType: 'select', options: ['标准', '一般'], required: 0, isShow: 1, sort: 1, min: null, max: null, isDeleted: 0 },
    { fieldName: 'cf2', label: '照片', fieldType: 'image', options: [], required: 0, isShow: 1, sort: 2, min: null, max: null, isDeleted: 0 },
    { fieldName: 'cf3', label: '旧字段', fieldType: 'text', options: [], required: 0, isShow: 1, sort: 3, min: null, max: null, isDeleted: 1 },
  ];
  const context = { customFields, certificateIds: [11, 12] };
  const aunt = { certificateExpiries: [{ certificateId: 11, expiresOn: '2026-06-01' }], customFields: { cf1: '标准', cf3: '留着' } } as unknown as AuntRuleRow;

  it('reads a certificate’s expiry and custom values, removed fields too', () => {
    expect(auntRuleField('certificateExpiry.11', context)?.read(aunt)).toBe('2026-06-01');
    expect(auntRuleField('certificateExpiry.12', context)?.read(aunt)).toBeNull();
    expect(auntRuleField('certificateExpiry.99', context)).toBeNull();
    expect(auntRuleField('custom.cf1', context)).toMatchObject({ kind: 'code', codes: ['标准', '一般'] });
    expect(auntRuleField('custom.cf3', context)?.read(aunt)).toBe('留着');
    expect(auntRuleField('custom.cf2', context)).toBeNull();
    expect(orderRuleField('status', context)?.kind).toBe('code');
  });

  it('offers the fixed fields, the certificates’ expiries and the live custom fields that are not images', () => {
    const keys = ruleFieldsOf('aunt', context).map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['workStatus', 'createdTime', 'certificateExpiry.11', 'certificateExpiry.12', 'custom.cf1']));
    expect(keys).not.toContain('custom.cf2');
    expect(keys).not.toContain('custom.cf3');
    expect(ruleFieldsOf('order', context).map((field) => field.key)).toEqual([
      'status',
      'serviceType',
      'salaryMin',
      'salaryMax',
      'userId',
      'expectedStart',
      'createdTime',
      'custom.cf1',
    ]);
  });
});
