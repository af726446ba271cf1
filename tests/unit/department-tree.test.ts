/** The departments page's pure view of the flat list: nested rows with positions and staff below, cycle-proof parent choices, sibling names. */
import { describe, expect, it } from 'vitest';
import type { Department } from '@/api/user';
import { departmentRows, parentKeys, parentOptions, siblingHasName, type ParentOption } from '@/pages/company/departments/departmentTree';

const dept = (departmentId: number, departmentName: string, parentId: number, sort: number, userCount = 0): Department => ({
  departmentId,
  departmentName,
  parentId,
  sort,
  userCount,
});

// 1 总经办, 2 销售部 (3 销售一部, 4 销售二部 (6 大客户组)), 5 财务部 — given out of order.
const LIST = [
  dept(5, '财务部', 0, 3, 1),
  dept(4, '销售二部', 2, 2, 2),
  dept(2, '销售部', 0, 2),
  dept(6, '大客户组', 4, 1, 3),
  dept(3, '销售一部', 2, 1, 2),
  dept(1, '总经办', 0, 1, 1),
];

const titles = (options: readonly ParentOption[], depth = 0): string[] =>
  options.flatMap((option) => [`${'  '.repeat(depth)}${option.title}${option.disabled ? ' x' : ''}`, ...titles(option.children ?? [], depth + 1)]);

describe('departmentRows', () => {
  it('nests the rows in their order with their place among siblings and the staff below them', () => {
    const rows = departmentRows(LIST);
    expect(rows.map((row) => [row.department.departmentName, row.index, row.siblings, row.staffWithBelow])).toEqual([
      ['总经办', 0, 3, 1],
      ['销售部', 1, 3, 7],
      ['财务部', 2, 3, 1],
    ]);
    const sales = rows[1]!.children!;
    expect(sales.map((row) => [row.department.departmentName, row.index, row.siblings, row.staffWithBelow])).toEqual([
      ['销售一部', 0, 2, 2],
      ['销售二部', 1, 2, 5],
    ]);
    expect(rows[0]!.children).toBeUndefined();
    expect(parentKeys(rows)).toEqual([2, 4]);
  });

  it('puts a department whose parent is missing at the top level rather than hiding it', () => {
    expect(departmentRows([dept(9, '孤儿部', 77, 1)]).map((row) => row.department.departmentName)).toEqual(['孤儿部']);
    expect(departmentRows([])).toEqual([]);
  });
});

describe('parentOptions', () => {
  it('offers the top level and every department when adding', () => {
    expect(titles(parentOptions(LIST, '（顶级）'))).toEqual(['（顶级）', '总经办', '销售部', '  销售一部', '  销售二部', '    大客户组', '财务部']);
  });

  it('disables the department moved and everything below it', () => {
    expect(titles(parentOptions(LIST, '（顶级）', 2))).toEqual(['（顶级）', '总经办', '销售部 x', '  销售一部 x', '  销售二部 x', '    大客户组 x', '财务部']);
    expect(titles(parentOptions(LIST, '（顶级）', 6))).toEqual(['（顶级）', '总经办', '销售部', '  销售一部', '  销售二部', '    大客户组 x', '财务部']);
  });
});

describe('siblingHasName', () => {
  it('compares trimmed, case-insensitive names under the same parent, leaving out the one edited', () => {
    expect(siblingHasName(LIST, 2, ' 销售一部 ')).toBe(true);
    expect(siblingHasName(LIST, 0, '销售一部')).toBe(false);
    expect(siblingHasName(LIST, 2, '销售一部', 3)).toBe(false);
    expect(siblingHasName([dept(1, 'Sales', 0, 1)], 0, 'sales')).toBe(true);
  });
});
