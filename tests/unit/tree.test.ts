/** Trees kept as flat rows with parent ids (departments, menu pages): building, cycles, descendants, ancestors. */
import { describe, expect, it } from 'vitest';
import { ancestorIds, buildTree, descendantIds, flattenTree, wouldCycle } from '@/domain/tree';

interface Row {
  id: number;
  parentId: number;
  sort: number;
}
const idOf = (row: Row) => row.id;
// 1 ─ 2 ─ 4
//   └ 3
// 5
const rows: Row[] = [
  { id: 4, parentId: 2, sort: 1 },
  { id: 3, parentId: 1, sort: 1 },
  { id: 2, parentId: 1, sort: 2 },
  { id: 1, parentId: 0, sort: 2 },
  { id: 5, parentId: 0, sort: 1 },
];

describe('tree rules', () => {
  it('builds the tree, sorted at every level', () => {
    const tree = buildTree(rows, idOf, { sort: (a, b) => a.sort - b.sort });
    expect(tree.map((node) => node.row.id)).toEqual([5, 1]);
    expect(tree[1]!.children.map((node) => node.row.id)).toEqual([3, 2]);
    expect(flattenTree(tree).map((row) => row.id)).toEqual([5, 1, 3, 2, 4]);
  });

  it('puts a row with a missing parent, or one on a cycle, at the top level so nothing is hidden', () => {
    const broken: Row[] = [
      { id: 1, parentId: 9, sort: 1 },
      { id: 2, parentId: 3, sort: 2 },
      { id: 3, parentId: 2, sort: 3 },
      { id: 4, parentId: 4, sort: 4 },
    ];
    const tree = buildTree(broken, idOf);
    expect(
      flattenTree(tree)
        .map((row) => row.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(tree.map((node) => node.row.id)).toEqual(expect.arrayContaining([1, 4]));
  });

  it('refuses a parent that is the row itself or one of its descendants', () => {
    expect(wouldCycle(rows, idOf, 1, 1)).toBe(true);
    expect(wouldCycle(rows, idOf, 1, 4)).toBe(true);
    expect(wouldCycle(rows, idOf, 2, 4)).toBe(true);
    expect(wouldCycle(rows, idOf, 2, 3)).toBe(false);
    expect(wouldCycle(rows, idOf, 4, 5)).toBe(false);
    expect(wouldCycle(rows, idOf, 4, 0)).toBe(false);
  });

  it('lists descendants and ancestors', () => {
    expect(descendantIds(rows, idOf, 1).sort()).toEqual([2, 3, 4]);
    expect(descendantIds(rows, idOf, 4)).toEqual([]);
    expect(ancestorIds(rows, idOf, 4)).toEqual([2, 1]);
    expect(ancestorIds(rows, idOf, 5)).toEqual([]);
  });
});
