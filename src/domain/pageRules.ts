/**
 * The rules of a menu page (first document, section 3, Page; section 2, menu rules), shared by
 * page management's form and the mock backend that enforces them: one function says what is wrong
 * with a page, field by field, and both show the same words.
 *
 * - pageName: a route name (a letter, then letters, digits or _), unique; the product's own pages
 *   (domain/pageTree) keep theirs, because the app refers to them by name (company menu rules, the
 *   highlighted entry, the joint-hall view);
 * - routePath: absolute ('/a/b', ':param' segments allowed), unique (in any case: the router matches
 *   paths case-insensitively), not a path of the static route
 *   table; or an external link by the spec's rule (http(s):, mailto:, tel:), whose component is '';
 * - component: a registered page module (domain/pageModules), 'Layout' for a container or '' for an
 *   external link; a page keeps the component it was stored with even when no module has it yet;
 * - parent: 0 (top level) or an existing page that is not an external link, never the page itself
 *   or one of its descendants (domain/tree wouldCycle);
 * - pageTitle: a key of the menu label tables (i18n/menu.ts), or any key with its zh and en labels
 *   given (titleZh, titleEn);
 * - menuIcon: '' or one of the sidebar's icons; sort an integer 0-9999; isMenu 0/1; location
 *   'left'; redirectPath '' or an absolute path;
 * - the platform's own pages (PLATFORM_PAGE_NAMES) keep their name, path and component, and no page
 *   moves into or out of the platform's part of the tree (that would give agencies a platform page
 *   or take one from the platform's operators).
 *
 * @example
 *   const issues = checkPage(draft, { pages, pageId, knownTitle: (key) => key in menuLabels.zh });
 *   if (issues.length) refuse(PAGE_PROBLEM_TEXT[issues[0].problem]);
 */
import type { SysPage } from '@/api/user.types';
import { isExternalLink } from './externalLink';
import { isMenuIconName } from './menuIconNames';
import { EXTERNAL_COMPONENT, LAYOUT_COMPONENT, pageModuleOf } from './pageModules';
import {
  PAGE_FIELDS,
  PAGE_LIMITS,
  PAGE_LOCATIONS,
  PAGE_NAME_RE,
  RESERVED_PATHS,
  ROUTE_PATH_RE,
  TITLE_KEY_RE,
  type PageDraft,
  type PageField,
} from './pageFields';
import type { PageDeleteProblem, PageIssue, PageProblem } from './pageProblems';
import { PLATFORM_PAGE_NAMES, flattenPageTree } from './pageTree';
import { descendantIds, wouldCycle } from './tree';

/** The fields and their limits (pageFields) and the problems' words (pageProblems), for one import. */
export * from './pageFields';
export * from './pageProblems';
export { isExternalLink };

export interface PageContext {
  /** Every page (the table). */
  pages: readonly SysPage[];
  /** The page being edited; absent when creating one. */
  pageId?: number;
  /** True when the title key has labels in the menu label tables (i18n/menu.ts). */
  knownTitle: (key: string) => boolean;
}

const PRODUCT_PAGE_NAMES: ReadonlySet<string> = new Set(flattenPageTree().map((decl) => decl.name));

const pageIdOf = (page: SysPage) => page.pageId;

/** A route path as the router matches it (no trailing slash, any case), for comparisons. */
const comparable = (path: string) =>
  path
    .trim()
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();

/** The ids of the platform's pages: PLATFORM_PAGE_NAMES and their descendants. */
export function platformPageIdsOf(pages: readonly SysPage[]): Set<number> {
  const ids = new Set<number>();
  for (const page of pages) {
    if (!PLATFORM_PAGE_NAMES.includes(page.pageName)) continue;
    ids.add(page.pageId);
    for (const id of descendantIds(pages, pageIdOf, page.pageId)) ids.add(id);
  }
  return ids;
}

/** A page the app knows by name (the product's page tree). */
export function isProductPageName(name: string): boolean {
  return PRODUCT_PAGE_NAMES.has(name);
}

function externalLinkIsValid(path: string): boolean {
  if (/\s/.test(path) || path.length > PAGE_LIMITS.routePath) return false;
  try {
    const url = new URL(path);
    return /^https?:$/i.test(url.protocol) ? url.hostname !== '' : path.replace(/^(mailto|tel):/i, '') !== '';
  } catch {
    return false;
  }
}

/** The problem of one field (null when it is fine), given the whole draft. */
export function checkPageField(field: PageField, draft: PageDraft, context: PageContext): PageProblem | null {
  const { pages, pageId } = context;
  const before = pageId === undefined ? undefined : pages.find((page) => page.pageId === pageId);
  const others = pages.filter((page) => page.pageId !== pageId);
  const platformIds = platformPageIdsOf(pages);
  const isPlatformRoot = before ? PLATFORM_PAGE_NAMES.includes(before.pageName) : false;
  const external = isExternalLink(draft.routePath);
  switch (field) {
    case 'pageName': {
      const name = draft.pageName.trim();
      if (!name) return 'nameRequired';
      if (before && name !== before.pageName && isProductPageName(before.pageName)) return 'nameFixed';
      if (name.length > PAGE_LIMITS.pageName) return 'nameTooLong';
      if (!PAGE_NAME_RE.test(name)) return 'nameFormat';
      if (others.some((page) => page.pageName === name)) return 'nameTaken';
      return null;
    }
    case 'routePath': {
      const path = draft.routePath.trim();
      if (!path) return 'pathRequired';
      if (isPlatformRoot && before && path !== before.routePath) return 'pathFixed';
      if (path.length > PAGE_LIMITS.routePath) return 'pathTooLong';
      if (external ? !externalLinkIsValid(path) : !ROUTE_PATH_RE.test(path)) return 'pathFormat';
      if (!external && (RESERVED_PATHS.includes(comparable(path)) || comparable(path).startsWith('/redirect/'))) return 'pathReserved';
      if (others.some((page) => comparable(page.routePath) === comparable(path))) return 'pathTaken';
      return null;
    }
    case 'component': {
      const component = draft.component.trim();
      if (isPlatformRoot && before && component !== before.component) return 'componentFixed';
      if (external) return component === EXTERNAL_COMPONENT ? null : 'externalNeedsNoComponent';
      if (component === EXTERNAL_COMPONENT) return 'emptyComponentNeedsLink';
      if (component === LAYOUT_COMPONENT || pageModuleOf(component) !== null) return null;
      return before && component === before.component ? null : 'componentUnknown';
    }
    case 'parentId': {
      const parentId = draft.parentId;
      if (parentId === 0) return platformMove(before, parentId, platformIds, draft.pageName);
      const parent = pages.find((page) => page.pageId === parentId);
      if (!parent) return 'parentMissing';
      if (pageId !== undefined && wouldCycle(pages, pageIdOf, pageId, parentId)) return 'parentCycle';
      if (isExternalLink(parent.routePath)) return 'parentExternal';
      return platformMove(before, parentId, platformIds, draft.pageName);
    }
    case 'pageTitle': {
      const key = draft.pageTitle.trim();
      if (!key) return 'titleRequired';
      if (key.length > PAGE_LIMITS.pageTitle) return 'titleTooLong';
      return TITLE_KEY_RE.test(key) ? null : 'titleFormat';
    }
    case 'titleZh':
    case 'titleEn': {
      const label = (draft[field] ?? '').trim();
      if (label.length > PAGE_LIMITS.label) return 'labelTooLong';
      return !label && !context.knownTitle(draft.pageTitle.trim()) ? 'labelRequired' : null;
    }
    case 'menuIcon':
      return draft.menuIcon === '' || isMenuIconName(draft.menuIcon) ? null : 'iconUnknown';
    case 'sort':
      return Number.isInteger(draft.sort) && draft.sort >= 0 && draft.sort <= PAGE_LIMITS.sortMax ? null : 'sortFormat';
    case 'isMenu':
      return draft.isMenu === 0 || draft.isMenu === 1 ? null : 'menuFlag';
    case 'location':
      return (PAGE_LOCATIONS as readonly string[]).includes(draft.location) ? null : 'locationUnknown';
    case 'redirectPath': {
      const redirect = draft.redirectPath.trim();
      return redirect === '' || (redirect.length <= PAGE_LIMITS.routePath && ROUTE_PATH_RE.test(redirect)) ? null : 'redirectFormat';
    }
  }
}

/**
 * A page inside the platform's part of the tree stays there, and one outside stays outside; a
 * platform page named in PLATFORM_PAGE_NAMES is the platform's wherever it sits. A new page under
 * a platform page becomes the platform's (the mock gives it to the platform's roles).
 */
function platformMove(before: SysPage | undefined, parentId: number, platformIds: ReadonlySet<number>, name: string): PageProblem | null {
  if (!before || PLATFORM_PAGE_NAMES.includes(before.pageName) || PLATFORM_PAGE_NAMES.includes(name)) return null;
  return platformIds.has(before.pageId) === platformIds.has(parentId) ? null : 'platformMove';
}

/** Every problem of the draft, field by field (empty when the page may be stored). */
export function checkPage(draft: PageDraft, context: PageContext): PageIssue[] {
  return PAGE_FIELDS.flatMap((field) => {
    const problem = checkPageField(field, draft, context);
    return problem ? [{ field, problem }] : [];
  });
}

/** Why the page cannot be deleted (PAGE_DELETE_TEXT has the words), or null when it can. */
export function deleteProblemOf(pages: readonly SysPage[], pageId: number): PageDeleteProblem | null {
  const page = pages.find((row) => row.pageId === pageId);
  if (page && PLATFORM_PAGE_NAMES.includes(page.pageName)) return 'platformPage';
  return pages.some((row) => row.parentId === pageId && row.pageId !== pageId) ? 'hasChildren' : null;
}
