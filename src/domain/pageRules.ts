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
import { PLATFORM_PAGE_NAMES, flattenPageTree } from './pageTree';
import { descendantIds, wouldCycle } from './tree';

export { isExternalLink };

/** A page as the form edits it and the calls carry it (SysPage without its id). */
export type PageDraft = Omit<SysPage, 'pageId'>;
export type PageField = keyof PageDraft;

export const PAGE_LIMITS = {
  pageName: 50,
  routePath: 200,
  pageTitle: 50,
  label: 30,
  sortMax: 9999,
} as const;

/** Where a page shows: the sidebar ('left') is the only place the app draws menu entries. */
export const PAGE_LOCATIONS = ['left'] as const;

export const PAGE_NAME_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
export const TITLE_KEY_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
const SEGMENT = String.raw`(?:[A-Za-z0-9_.~-]+|:[A-Za-z_][A-Za-z0-9_]*)`;
/** An absolute route path: '/' then segments of letters, digits, _ . ~ - or a ':param'. */
export const ROUTE_PATH_RE = new RegExp(String.raw`^(?:/${SEGMENT})+$`);

/**
 * Paths of the static route table (app/routes.tsx): a menu page there would never be reached.
 * tests/unit/page-rules.test.ts checks that every static path is listed.
 */
export const RESERVED_PATHS: readonly string[] = [
  '/',
  '/login',
  '/401',
  '/404',
  '/register',
  '/resetPassword',
  '/auth-redirect',
  '/wechat/loginauth',
  '/resume',
  '/insurance/print',
  '/dashboard',
  '/profile',
  '/profile/index',
  '/sys/solution',
  '/redirect',
];

export type PageProblem =
  | 'nameRequired'
  | 'nameFormat'
  | 'nameTooLong'
  | 'nameTaken'
  | 'nameFixed'
  | 'pathRequired'
  | 'pathFormat'
  | 'pathTooLong'
  | 'pathTaken'
  | 'pathReserved'
  | 'pathFixed'
  | 'titleRequired'
  | 'titleFormat'
  | 'titleTooLong'
  | 'labelRequired'
  | 'labelTooLong'
  | 'iconUnknown'
  | 'parentMissing'
  | 'parentCycle'
  | 'parentExternal'
  | 'platformMove'
  | 'componentUnknown'
  | 'componentFixed'
  | 'externalNeedsNoComponent'
  | 'emptyComponentNeedsLink'
  | 'sortFormat'
  | 'menuFlag'
  | 'locationUnknown'
  | 'redirectFormat';

export interface PageIssue {
  field: PageField;
  problem: PageProblem;
}

/** What each problem says, in both languages (the form shows it under the field, the mock answers it with 40001). */
export const PAGE_PROBLEM_TEXT: Readonly<Record<PageProblem, { zh: string; en: string }>> = {
  nameRequired: { zh: '请填写路由名称', en: 'Route name is required' },
  nameFormat: { zh: '路由名称只能由字母、数字和下划线组成，并以字母开头', en: 'A route name is letters, digits and _, starting with a letter' },
  nameTooLong: { zh: `路由名称不能超过${PAGE_LIMITS.pageName}个字符`, en: `Route name must be at most ${PAGE_LIMITS.pageName} characters` },
  nameTaken: { zh: '路由名称已被其他页面使用', en: 'Another page has this route name' },
  nameFixed: { zh: '系统页面的路由名称不能修改', en: "The route name of the product's own page cannot change" },
  pathRequired: { zh: '请填写路由地址', en: 'Route path is required' },
  pathFormat: {
    zh: '路由地址须以 / 开头（各段为字母、数字、- _ . ~ 或 :参数），或是以 http(s):、mailto:、tel: 开头的外部链接',
    en: 'A route path starts with / (segments of letters, digits, - _ . ~ or a :param), or is an external link starting with http(s):, mailto: or tel:',
  },
  pathTooLong: { zh: `路由地址不能超过${PAGE_LIMITS.routePath}个字符`, en: `Route path must be at most ${PAGE_LIMITS.routePath} characters` },
  pathTaken: { zh: '路由地址已被其他页面使用', en: 'Another page has this route path' },
  pathReserved: { zh: '该路由地址是系统固定页面（登录、首页、个人中心等）', en: 'This path belongs to a fixed page of the app (login, dashboard, profile…)' },
  pathFixed: { zh: '平台页面的路由地址不能修改', en: "A platform page's route path cannot change" },
  titleRequired: { zh: '请填写标题键', en: 'Title key is required' },
  titleFormat: { zh: '标题键只能由字母、数字和下划线组成，并以字母开头', en: 'A title key is letters, digits and _, starting with a letter' },
  titleTooLong: { zh: `标题键不能超过${PAGE_LIMITS.pageTitle}个字符`, en: `Title key must be at most ${PAGE_LIMITS.pageTitle} characters` },
  labelRequired: { zh: '该标题键不在系统菜单文字表中，请填写中文和英文标题', en: 'This title key is not in the menu label tables: give its Chinese and English titles' },
  labelTooLong: { zh: `标题不能超过${PAGE_LIMITS.label}个字符`, en: `A title must be at most ${PAGE_LIMITS.label} characters` },
  iconUnknown: { zh: '请从图标库中选择图标', en: 'Pick the icon from the gallery' },
  parentMissing: { zh: '上级页面不存在', en: 'The parent page does not exist' },
  parentCycle: { zh: '上级页面不能是该页面自己或它的下级页面', en: 'The parent cannot be the page itself or one of its descendants' },
  parentExternal: { zh: '外部链接下不能再有页面', en: 'An external link cannot contain pages' },
  platformMove: { zh: '页面不能移入或移出平台页面', en: 'A page cannot move into or out of the platform’s pages' },
  componentUnknown: { zh: '组件须是已注册的页面模块、Layout（目录）或空（外部链接）', en: 'The component must be a registered page module, Layout (a container) or empty (an external link)' },
  componentFixed: { zh: '平台页面的组件不能修改', en: "A platform page's component cannot change" },
  externalNeedsNoComponent: { zh: '外部链接不需要组件（请选择“外部链接”）', en: 'An external link has no component (choose “External link”)' },
  emptyComponentNeedsLink: { zh: '没有组件的页面须是外部链接（http(s):、mailto:、tel:）', en: 'A page without a component must be an external link (http(s):, mailto:, tel:)' },
  sortFormat: { zh: `排序须是 0 到 ${PAGE_LIMITS.sortMax} 的整数`, en: `Sort must be a whole number from 0 to ${PAGE_LIMITS.sortMax}` },
  menuFlag: { zh: '菜单显示只能是 0 或 1', en: 'The menu flag is 0 or 1' },
  locationUnknown: { zh: '位置只能是 left（侧边栏）', en: 'The location can only be left (the sidebar)' },
  redirectFormat: { zh: '重定向须为空，或以 / 开头的路由地址', en: 'The redirect is empty or a path starting with /' },
};

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
const comparable = (path: string) => path.trim().replace(/(.)\/+$/, '$1').toLowerCase();

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

/** The fields in the order the form shows them (and the mock reports the first problem of). */
export const PAGE_FIELDS: readonly PageField[] = [
  'parentId',
  'pageTitle',
  'titleZh',
  'titleEn',
  'pageName',
  'routePath',
  'component',
  'menuIcon',
  'sort',
  'isMenu',
  'location',
  'redirectPath',
];

/** Every problem of the draft, field by field (empty when the page may be stored). */
export function checkPage(draft: PageDraft, context: PageContext): PageIssue[] {
  return PAGE_FIELDS.flatMap((field) => {
    const problem = checkPageField(field, draft, context);
    return problem ? [{ field, problem }] : [];
  });
}

/** Why a page cannot be deleted: it has children, or it is one of the platform's own pages; null when it can. */
export type PageDeleteProblem = 'hasChildren' | 'platformPage';

export const PAGE_DELETE_TEXT: Readonly<Record<PageDeleteProblem, { zh: string; en: string }>> = {
  hasChildren: { zh: '该页面还有下级页面，请先删除或移走它们', en: 'This page has pages under it: delete or move them first' },
  platformPage: { zh: '页面管理是平台的页面，不能删除', en: "Page management is the platform's own page: it cannot be deleted" },
};

export function deleteProblemOf(pages: readonly SysPage[], pageId: number): PageDeleteProblem | null {
  const page = pages.find((row) => row.pageId === pageId);
  if (page && PLATFORM_PAGE_NAMES.includes(page.pageName)) return 'platformPage';
  return pages.some((row) => row.parentId === pageId && row.pageId !== pageId) ? 'hasChildren' : null;
}
