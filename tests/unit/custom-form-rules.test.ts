/** The custom form field rules (domain/customForm.ts), shared by the settings page, the forms and the mock. */
import { describe, expect, it } from 'vitest';
import type { CustomFormField } from '@/api/companyCustom.types';
import { definitionProblem, recordValuesProblem, shownFields, valueProblem } from '@/domain/customForm';

const field = (fieldName: string, fieldType: CustomFormField['fieldType'], extra: Partial<CustomFormField> = {}): CustomFormField => ({
  fieldName,
  label: fieldName,
  fieldType,
  options: [],
  required: 0,
  isShow: 1,
  sort: 1,
  min: null,
  max: null,
  isDeleted: 0,
  ...extra,
});

describe('a field’s definition', () => {
  it.each<[string, Parameters<typeof definitionProblem>[0], string[], string | null]>([
    ['a text field', { label: '紧急联系人', fieldType: 'text', options: [], min: null, max: null }, [], null],
    ['no name', { label: '  ', fieldType: 'text', options: [], min: null, max: null }, [], 'labelMissing'],
    ['a long name', { label: '字'.repeat(21), fieldType: 'text', options: [], min: null, max: null }, [], 'labelTooLong'],
    ['a name taken (any case)', { label: 'Pets', fieldType: 'text', options: [], min: null, max: null }, ['pets'], 'labelTaken'],
    ['a choice field without choices', { label: '宠物', fieldType: 'select', options: [], min: null, max: null }, [], 'optionsMissing'],
    ['a blank choice', { label: '宠物', fieldType: 'multiSelect', options: ['猫', ' '], min: null, max: null }, [], 'optionBlank'],
    ['a choice twice', { label: '宠物', fieldType: 'select', options: ['猫', '猫'], min: null, max: null }, [], 'optionTwice'],
    ['choices on a text field', { label: '备注', fieldType: 'textarea', options: ['a'], min: null, max: null }, [], 'optionsNotAllowed'],
    ['bounds on a date', { label: '日期', fieldType: 'date', options: [], min: 1, max: null }, [], 'boundsNotAllowed'],
    ['reversed bounds', { label: '天数', fieldType: 'number', options: [], min: 10, max: 1 }, [], 'boundsReversed'],
    ['bounds of a number', { label: '天数', fieldType: 'number', options: [], min: 0, max: 31 }, [], null],
  ])('%s', (_case, input, others, problem) => {
    expect(definitionProblem(input, others)).toBe(problem);
  });
});

describe('a value', () => {
  it.each<[string, CustomFormField, unknown, unknown, string | null]>([
    ['required and empty', field('a', 'text', { required: 1 }), '  ', undefined, 'required'],
    ['optional and empty', field('a', 'text'), null, undefined, null],
    ['a number for text', field('a', 'text'), 5, undefined, 'type'],
    ['text too long', field('a', 'text'), 'x'.repeat(101), undefined, 'tooLong'],
    ['long text within 500', field('a', 'textarea'), 'x'.repeat(500), undefined, null],
    ['a number below its bound', field('a', 'number', { min: 0 }), -1, undefined, 'belowMin'],
    ['a number above its bound', field('a', 'number', { max: 31 }), 32, undefined, 'aboveMax'],
    ['a number as text', field('a', 'number'), '5', undefined, 'type'],
    ['a choice offered', field('a', 'select', { options: ['猫', '狗'] }), '狗', undefined, null],
    ['a choice not offered', field('a', 'select', { options: ['猫'] }), '鱼', undefined, 'notOption'],
    ['a retired choice it already had', field('a', 'select', { options: ['猫'] }), '鱼', '鱼', null],
    ['several choices', field('a', 'multiSelect', { options: ['猫', '狗'] }), ['猫', '狗'], undefined, null],
    ['a choice twice', field('a', 'multiSelect', { options: ['猫'] }), ['猫', '猫'], undefined, 'type'],
    ['a day', field('a', 'date'), '2026-02-28', undefined, null],
    ['no such day', field('a', 'date'), '2026-02-30', undefined, 'notDay'],
    ['an image address', field('a', 'image'), '/api/sys/file/abc', undefined, null],
  ])('%s', (_case, definition, value, stored, problem) => {
    expect(valueProblem(definition, value as never, stored as never)).toBe(problem);
  });
});

describe('a record’s values', () => {
  const fields = [
    field('cf1', 'text', { required: 1 }),
    field('cf2', 'number', { isShow: 0, required: 1 }),
    field('cf3', 'text', { isDeleted: 1, label: '旧' }),
  ];

  it('needs the shown required fields, not the hidden ones', () => {
    expect(recordValuesProblem(fields, {})).toEqual({ fieldName: 'cf1', label: 'cf1', problem: 'required' });
    expect(recordValuesProblem(fields, { cf1: '有' })).toBeNull();
  });

  it('keeps a removed field’s or an unknown key’s value as it was, and refuses to change it', () => {
    expect(recordValuesProblem(fields, { cf1: '有', cf3: '原值', old: 1 }, { cf3: '原值', old: 1 })).toBeNull();
    expect(recordValuesProblem(fields, { cf1: '有', cf3: '新值' }, { cf3: '原值' })).toMatchObject({ problem: 'removed', label: '旧' });
    expect(recordValuesProblem(fields, { cf1: '有', other: 1 })).toMatchObject({ problem: 'unknown', fieldName: 'other' });
  });

  it('a form shows its live shown fields in order', () => {
    expect(
      shownFields([field('b', 'text', { sort: 2 }), field('a', 'text', { sort: 1 }), field('c', 'text', { isShow: 0 })]).map((item) => item.fieldName),
    ).toEqual(['a', 'b']);
  });
});
