import { describe, expect, it } from 'vitest';
import { buildSheet, safeCell, safeCellText, type DataColumn } from '@/components/DataTable';

describe('safeCellText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['+8613800000000', "'+8613800000000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', "'\r=1"],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(safeCellText(input)).toBe(expected);
  });

  it.each(['王阿姨', '138****1234', 'a=b', ' =1', '1-2', "'already", '四川省 成都市', ''])('leaves %j as it is', (input) => {
    expect(safeCellText(input)).toBe(input);
  });
});

describe('safeCell', () => {
  it('keeps numbers (negative ones too), empties blanks and makes text safe', () => {
    expect(safeCell(6500)).toBe(6500);
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(Number.NaN)).toBeNull();
    expect(safeCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(safeCell('')).toBeNull();
    expect(safeCell(null)).toBeNull();
    expect(safeCell(undefined)).toBeNull();
    expect(safeCell('-cmd')).toBe("'-cmd");
  });
});

describe('buildSheet', () => {
  interface Row {
    name: string;
    salary: number;
  }
  const columns: DataColumn<Row>[] = [
    { key: 'name', title: '姓名', width: 140, exportValue: (row) => row.name },
    { key: 'avatar', title: '头像', width: 70 },
    { key: 'salary', title: '期望薪资', width: 100, exportValue: (row) => row.salary },
  ];

  it('writes the exported columns only, titles as the header, every cell made safe', () => {
    const sheet = buildSheet(columns, [
      { name: '=cmd|/c calc', salary: 7000 },
      { name: '李阿姨', salary: -1 },
    ]);
    expect(sheet.header).toEqual(['姓名', '期望薪资']);
    expect(sheet.rows).toEqual([
      ["'=cmd|/c calc", 7000],
      ['李阿姨', -1],
    ]);
    expect(sheet.widths).toEqual([20, 14]);
  });
});
