/**
 * Page management's form, pure: a stored page -> the form's values, the values -> the page the
 * calls carry (PageDraft), the tree of pages for the table and the parent picker. The rules are
 * domain/pageRules', run field by field as the user types and by the mock on save.
 */
import type { SysPage } from '@/api/user';
import { buildTree, descendantIds, type TreeNode } from '@/domain/tree';
import { LAYOUT_COMPONENT, pageModuleOf } from '@/domain/pageModules';
import { isExternalLink, type PageDraft } from '@/domain/pageRules';
import { isMenuTitleKey } from '@/i18n/menu';

export interface PageFormValues {
  parentId: number;
  pageTitle: string;
  titleZh: string;
  titleEn: string;
  pageName: string;
  routePath: string;
  /** Undefined until one is picked (a new page). */
  component?: string;
  menuIcon: string;
  sort: number | null;
  isMenu: boolean;
  location: string;
  redirectPath: string;
}

const bySortThenId = (a: SysPage, b: SysPage) => a.sort - b.sort || a.pageId - b.pageId;

/** The pages as a tree, siblings by sort then id (a broken parent link puts a page at the top). */
export function pageTree(pages: readonly SysPage[]): TreeNode<SysPage>[] {
  return buildTree(pages, (page) => page.pageId, { sort: bySortThenId });
}

/** The sort a new page gets: after its last sibling, in steps of 10 as the seed numbers them. */
export function nextSort(pages: readonly SysPage[], parentId: number): number {
  const siblings = pages.filter((page) => page.parentId === parentId);
  return siblings.length === 0 ? 10 : Math.max(...siblings.map((page) => page.sort)) + 10;
}

/** A new page's values under `parentId` (0: top level): a container at the top, a page below. */
export function newPageValues(pages: readonly SysPage[], parentId: number): PageFormValues {
  return {
    parentId,
    pageTitle: '',
    titleZh: '',
    titleEn: '',
    pageName: '',
    routePath: '',
    component: parentId === 0 ? LAYOUT_COMPONENT : undefined,
    menuIcon: '',
    sort: nextSort(pages, parentId),
    isMenu: true,
    location: 'left',
    redirectPath: '',
  };
}

/** A stored page's values ('x/index' shown as the module x, as the registry reads it). */
export function pageValues(page: SysPage): PageFormValues {
  return {
    parentId: page.parentId,
    pageTitle: page.pageTitle,
    titleZh: page.titleZh ?? '',
    titleEn: page.titleEn ?? '',
    pageName: page.pageName,
    routePath: page.routePath,
    component: pageModuleOf(page.component) ?? page.component,
    menuIcon: page.menuIcon,
    sort: page.sort,
    isMenu: page.isMenu === 1,
    location: page.location || 'left',
    redirectPath: page.redirectPath,
  };
}

/** The page the values describe, trimmed; the labels only for a title key the label tables lack. */
export function draftOf(values: PageFormValues): PageDraft {
  const pageTitle = values.pageTitle.trim();
  return {
    parentId: values.parentId,
    routePath: values.routePath.trim(),
    component: (values.component ?? '').trim(),
    pageName: values.pageName.trim(),
    pageTitle,
    menuIcon: values.menuIcon,
    isMenu: values.isMenu ? 1 : 0,
    sort: values.sort ?? Number.NaN,
    location: values.location,
    redirectPath: values.redirectPath.trim(),
    ...(isMenuTitleKey(pageTitle) ? {} : { titleZh: values.titleZh.trim(), titleEn: values.titleEn.trim() }),
  };
}

/** The ids a page may not take as its parent: itself, its descendants, external links. */
export function blockedParents(pages: readonly SysPage[], pageId: number | undefined): Set<number> {
  const blocked = new Set(pages.filter((page) => isExternalLink(page.routePath)).map((page) => page.pageId));
  if (pageId !== undefined) {
    blocked.add(pageId);
    for (const id of descendantIds(pages, (page) => page.pageId, pageId)) blocked.add(id);
  }
  return blocked;
}
