/**
 * The role page picker's rules (pure): which pages it shows, which boxes a role's pages check,
 * and which page ids a set of checked boxes saves.
 *
 * - Platform pages (PLATFORM_PAGE_NAMES and below) never appear.
 * - The tree shows menu pages; a hidden page (isMenu 0: a detail or edit page) is not a box of
 *   its own but follows its parent: it is saved whenever its parent is. A hidden page with no
 *   parent in the list is shown (nothing to follow).
 * - Parents and children are checked together: the boxes' state is the set of checked leaves
 *   (shown pages without shown children); a parent is checked when all its leaves are, half
 *   checked when some are (`treeState`); ticking a parent ticks or clears all its leaves that
 *   may be changed (`toggle`). A role's pages check the shown leaves it holds.
 * - What is saved holds every checked page, all their ancestors (half-checked parents too, so the
 *   menu can show the entry) and the hidden pages that follow an included page, ids ascending.
 *
 * @example
 *   const picker = pagePicker(pages);
 *   const checked = checkedOf(picker, power.pageIds);
 *   setRolePage({ roleId, pageIds: pageIdsToSave(picker, checked) });
 */
import type { SysPage } from '@/api/user';
import { PLATFORM_PAGE_NAMES } from '@/domain/pageTree';
import { ancestorIds, buildTree, descendantIds, flattenTree, type TreeNode } from '@/domain/tree';

const idOf = (page: SysPage) => page.pageId;
const byMenuOrder = (a: SysPage, b: SysPage) => a.sort - b.sort || a.pageId - b.pageId;

export interface PagePicker {
  /** The pages a role may be given (the platform's left out). */
  pages: SysPage[];
  /** What the picker shows, in menu order. */
  tree: TreeNode<SysPage>[];
  /** Ids of the shown pages. */
  shown: ReadonlySet<number>;
  /** Every page by id. */
  byId: ReadonlyMap<number, SysPage>;
}

/** The pages without the platform's own (and their descendants). */
export function agencyPages(pages: readonly SysPage[]): SysPage[] {
  const platform = new Set(
    pages.filter((page) => PLATFORM_PAGE_NAMES.includes(page.pageName)).flatMap((page) => [page.pageId, ...descendantIds(pages, idOf, page.pageId)]),
  );
  return pages.filter((page) => !platform.has(page.pageId));
}

export function pagePicker(all: readonly SysPage[]): PagePicker {
  const pages = agencyPages(all);
  const byId = new Map(pages.map((page) => [page.pageId, page]));
  const shownRows = pages.filter((page) => page.isMenu !== 0 || !byId.has(page.parentId));
  return {
    pages,
    tree: buildTree(shownRows, idOf, { sort: byMenuOrder }),
    shown: new Set(shownRows.map(idOf)),
    byId,
  };
}

/** The boxes a role's pages check: the shown leaves it holds (the tree derives their parents). */
export function checkedOf(picker: PagePicker, held: Iterable<number>): number[] {
  const holds = new Set(held);
  const leaves: number[] = [];
  const walk = (nodes: readonly TreeNode<SysPage>[]) => {
    for (const node of nodes) {
      if (node.children.length === 0) {
        if (holds.has(node.row.pageId)) leaves.push(node.row.pageId);
      } else walk(node.children);
    }
  };
  walk(picker.tree);
  return leaves;
}

/** The shown leaves under a page (itself when it is a leaf). */
function leavesUnder(node: TreeNode<SysPage>): number[] {
  return node.children.length === 0 ? [node.row.pageId] : node.children.flatMap(leavesUnder);
}

function findNode(nodes: readonly TreeNode<SysPage>[], pageId: number): TreeNode<SysPage> | null {
  for (const node of nodes) {
    if (node.row.pageId === pageId) return node;
    const found = findNode(node.children, pageId);
    if (found) return found;
  }
  return null;
}

/** What the tree shows for these checked leaves: checked pages (all their leaves checked) and half-checked ones (some). */
export function treeState(picker: PagePicker, leaves: Iterable<number>): { checked: number[]; halfChecked: number[] } {
  const on = new Set(leaves);
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const walk = (node: TreeNode<SysPage>) => {
    node.children.forEach(walk);
    const under = leavesUnder(node);
    const count = under.filter((id) => on.has(id)).length;
    if (count === under.length) checked.push(node.row.pageId);
    else if (count > 0) halfChecked.push(node.row.pageId);
  };
  picker.tree.forEach(walk);
  return { checked, halfChecked };
}

/**
 * A click on a page's box: its leaves that `canChange` allows are all cleared when they are all
 * checked, else all checked (the others keep their state). Returns the new checked leaves.
 */
export function toggle(picker: PagePicker, leaves: readonly number[], pageId: number, canChange: (pageId: number) => boolean = () => true): number[] {
  const node = findNode(picker.tree, pageId);
  if (!node) return leaves.slice();
  const on = new Set(leaves);
  const changeable = leavesUnder(node).filter(canChange);
  const target = !changeable.every((id) => on.has(id));
  for (const id of changeable) {
    if (target) on.add(id);
    else on.delete(id);
  }
  return checkedOf(picker, on);
}

/** The page ids saved for these checked boxes: the pages, their ancestors and their hidden followers, ascending. */
export function pageIdsToSave(picker: PagePicker, checked: Iterable<number>): number[] {
  const included = new Set<number>();
  for (const id of checked) {
    if (!picker.byId.has(id)) continue;
    included.add(id);
    for (const ancestor of ancestorIds(picker.pages, idOf, id)) included.add(ancestor);
  }
  // Hidden pages follow an included parent (and a hidden page's hidden children follow it).
  for (let grew = true; grew;) {
    grew = false;
    for (const page of picker.pages) {
      if (!picker.shown.has(page.pageId) && !included.has(page.pageId) && included.has(page.parentId)) {
        included.add(page.pageId);
        grew = true;
      }
    }
  }
  return [...included].sort((a, b) => a - b);
}

/** The shown pages in menu order (parents before children). */
export function shownPages(picker: PagePicker): SysPage[] {
  return flattenTree(picker.tree);
}

/** True when the two id lists hold the same ids. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
