/**
 * The departments page's view of the flat list (pure): table rows as a tree with each row's place
 * among its siblings and its staff with the departments below, and the parent choices of the edit
 * dialog (the department itself and those below it disabled: domain/tree.ts wouldCycle).
 */
import type { Department } from '@/api/user';
import { buildTree, descendantIds, type TreeNode } from '@/domain/tree';

export interface DepartmentRow {
  key: number;
  department: Department;
  /** 0-based position among its siblings, and how many siblings there are (itself included). */
  index: number;
  siblings: number;
  /** Staff of the department and every department below it. */
  staffWithBelow: number;
  children?: DepartmentRow[];
}

const idOf = (row: Department) => row.departmentId;
const byPosition = (a: Department, b: Department) => a.sort - b.sort || a.departmentId - b.departmentId;

function toRows(nodes: readonly TreeNode<Department>[]): DepartmentRow[] {
  return nodes.map((node, index) => {
    const children = toRows(node.children);
    const staffWithBelow = node.row.userCount + children.reduce((sum, child) => sum + child.staffWithBelow, 0);
    return { key: node.row.departmentId, department: node.row, index, siblings: nodes.length, staffWithBelow, ...(children.length ? { children } : {}) };
  });
}

/** The departments as nested table rows in their order. */
export function departmentRows(departments: readonly Department[]): DepartmentRow[] {
  return toRows(buildTree(departments, idOf, { sort: byPosition }));
}

/** Every row key of the tree (the rows with children are the expandable ones). */
export function parentKeys(rows: readonly DepartmentRow[]): number[] {
  return rows.flatMap((row) => (row.children ? [row.key, ...parentKeys(row.children)] : []));
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * The choices of a department's parent: the top level (value 0) and the tree; when `movingId` is
 * given, that department and everything below it cannot be chosen.
 */
export function parentOptions(departments: readonly Department[], topTitle: string, movingId?: number): ParentOption[] {
  const blocked = new Set(movingId === undefined ? [] : [movingId, ...descendantIds(departments, idOf, movingId)]);
  const toOption = (node: TreeNode<Department>): ParentOption => ({
    value: node.row.departmentId,
    title: node.row.departmentName,
    ...(blocked.has(node.row.departmentId) ? { disabled: true } : {}),
    ...(node.children.length ? { children: node.children.map(toOption) } : {}),
  });
  return [{ value: 0, title: topTitle }, ...buildTree(departments, idOf, { sort: byPosition }).map(toOption)];
}

/** True when a department other than `exceptId` under `parentId` has this name (case-insensitive, trimmed). */
export function siblingHasName(departments: readonly Department[], parentId: number, name: string, exceptId?: number): boolean {
  const wanted = name.trim().toLowerCase();
  return departments.some((row) => row.parentId === parentId && row.departmentId !== exceptId && row.departmentName.toLowerCase() === wanted);
}
