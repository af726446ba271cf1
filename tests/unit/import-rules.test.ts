/** The import rules both the preview and the mock's bulk calls use (domain/importRules). */
import { describe, expect, it } from 'vitest';
import { checkDigitOf } from '@/domain/idCard';
import { autoMap, checkRows, rowProblems, toInput, unmappedRequired } from '@/domain/importRules';

const ID_BODY = '11010519491231002';
const GOOD_ID = ID_BODY + checkDigitOf(ID_BODY);
const BAD_CHECK = ID_BODY + (checkDigitOf(ID_BODY) === '0' ? '1' : '0');

describe('autoMap', () => {
  it('maps zh and en headers (spaces, colons, case and an asterisk ignored) and leaves unknown ones unmapped', () => {
    expect(autoMap('aunt', ['姓名*', ' mobile ', '身份证号：', 'Years of experience', '爱好', '备注'])).toEqual([
      'auntName',
      'mobile',
      'idCard',
      'experienceYears',
      null,
      'remarks',
    ]);
    expect(autoMap('employer', ['Name', 'Phone', 'Address'])).toEqual(['employerName', 'mobile', 'address']);
  });

  it('gives a field to its first column only and lists required fields left unmapped', () => {
    const mapping = autoMap('aunt', ['手机号', 'Mobile', '籍贯']);
    expect(mapping).toEqual(['mobile', null, 'nativePlace']);
    expect(unmappedRequired('aunt', mapping)).toEqual(['auntName']);
    expect(unmappedRequired('employer', ['employerName', 'mobile'])).toEqual([]);
  });
});

describe('rowProblems', () => {
  it('finds missing required fields, a bad mobile, a bad identity number, a wrong check digit, a bad number and lengths', () => {
    expect(rowProblems('aunt', { auntName: '', mobile: '' })).toEqual([
      { reason: 'required', field: 'auntName' },
      { reason: 'required', field: 'mobile' },
    ]);
    expect(rowProblems('aunt', { auntName: '王', mobile: '12345678901', idCard: '1234', experienceYears: 'x' })).toEqual([
      { reason: 'tooShort', field: 'auntName' },
      { reason: 'mobile', field: 'mobile' },
      { reason: 'idCard', field: 'idCard' },
      { reason: 'integer', field: 'experienceYears' },
    ]);
    expect(rowProblems('aunt', { auntName: '王芳', mobile: '138 0000 1111', idCard: BAD_CHECK })).toEqual([{ reason: 'idCardCheckDigit', field: 'idCard' }]);
    expect(rowProblems('aunt', { auntName: '王芳', mobile: '13800001111', idCard: GOOD_ID.toLowerCase(), experienceYears: '61' })).toEqual([
      { reason: 'integer', field: 'experienceYears' },
    ]);
    expect(rowProblems('employer', { employerName: '李', mobile: '13800001111', remarks: 'x'.repeat(501) })).toEqual([{ reason: 'tooLong', field: 'remarks' }]);
  });
});

describe('checkRows', () => {
  it('refuses a later row repeating a mobile or identity number of the file, and one an existing record has', () => {
    const rows: Record<string, string>[] = [
      { auntName: '甲阿姨', mobile: '13800000001', idCard: GOOD_ID },
      { auntName: '乙阿姨', mobile: '138 0000 0001' },
      { auntName: '丙阿姨', mobile: '13800000002', idCard: GOOD_ID },
      { auntName: '丁阿姨', mobile: '13900000009' },
      { auntName: '戊阿姨', mobile: 'bad' },
    ];
    const existing = (field: string, value: string) => field === 'mobile' && value === '13900000009';
    expect(checkRows('aunt', rows, existing)).toEqual([
      [],
      [{ reason: 'duplicateInFile', field: 'mobile' }],
      [{ reason: 'duplicateInFile', field: 'idCard' }],
      [{ reason: 'duplicateExisting', field: 'mobile' }],
      [{ reason: 'mobile', field: 'mobile' }],
    ]);
  });

  it('builds the add call’s body: cleaned text, numbers as numbers, empty fields left out', () => {
    expect(toInput('aunt', { auntName: ' 王芳 ', mobile: '138 0000 1111', idCard: GOOD_ID.toLowerCase(), experienceYears: '5', remarks: '' })).toEqual({
      auntName: '王芳',
      mobile: '13800001111',
      idCard: GOOD_ID.toUpperCase(),
      experienceYears: 5,
    });
  });
});
