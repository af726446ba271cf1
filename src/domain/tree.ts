/**
 * Trees kept as flat rows with a parent id (0 = top level): departments, menu pages. Pure rules
 * shared by the screens that edit them and the mock that enforces them.
 *
 * @example
 *   const tree = buildTree(departments, (row) => row.departmentId, { sort: (a, b) => a.sort - b.sort });
 *   if (wouldCycle(pages, (row) => row.pageId, moved.pageId, newParentId)) refuse();
 */

export interface TreeNode<T> {
  row: T;
  children: TreeNode<T>[];
}

export interface TreeRow {
  parentId: number;
}

type IdOf<T> = (row: T) => number;

/**
 * Rows -> tree. A row whose parent is missing (or is itself, or lies on a cycle) is put at the top
 * level, so nothing stored is ever hidden by a broken parent link. Children keep the input order
 * unless `sort` is given.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[], idOf: IdOf<T>, options: { sort?: (a: T, b: T) => number } = {}): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of rows) if (!nodes.has(idOf(row))) nodes.set(idOf(row), { row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.parentId ? nodes.get(node.row.parentId) : undefined;
    if (parent && !isAncestorOrSelf(rows, idOf, idOf(node.row), node.row.parentId)) parent.children.push(node);
    else roots.push(node);
  }
  if (options.sort) {
    const sort = options.sort;
    const sortDeep = (list: TreeNode<T>[]) => {
      list.sort((a, b) => sort(a.row, b.row));
      list.forEach((node) => sortDeep(node.children));
    };
    sortDeep(roots);
  }
  return roots;
}

/** True when `candidate` is `id` itself or one of its descendants (following parent links up from `candidate`). */
function isAncestorOrSelf<T extends TreeRow>(rows: readonly T[], idOf: IdOf<T>, id: number, candidate: number): boolean {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const seen = new Set<number>();
  let current: number | undefined = candidate;
  while (current) {
    if (current === id) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    current = byId.get(current)?.parentId;
  }
  return false;
}

/** True when giving row `id` the parent `parentId` would make a cycle (the parent is the row or one of its descendants). */
export function wouldCycle<T extends TreeRow>(rows: readonly T[], idOf: IdOf<T>, id: number, parentId: number): boolean {
  if (!parentId) return false;
  return isAncestorOrSelf(rows, idOf, id, parentId);
}

/** The ids of the row's descendants (not the row itself), in no particular order. */
export function descendantIds<T extends TreeRow>(rows: readonly T[], idOf: IdOf<T>, id: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(idOf(row));
    children.set(row.parentId, list);
  }
  const found = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (found.has(next) || next === id) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return [...found];
}

/** The ids of the row's ancestors, nearest first (stops at a missing parent or a cycle). */
export function ancestorIds<T extends TreeRow>(rows: readonly T[], idOf: IdOf<T>, id: number): number[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const found: number[] = [];
  let current = byId.get(id)?.parentId;
  while (current && byId.has(current) && !found.includes(current) && current !== id) {
    found.push(current);
    current = byId.get(current)?.parentId;
  }
  return found;
}

/** Depth-first walk of a tree, parents before children. */
export function flattenTree<T>(nodes: readonly TreeNode<T>[]): T[] {
  return nodes.flatMap((node) => [node.row, ...flattenTree(node.children)]);
}
