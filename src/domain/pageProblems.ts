/**
 * What can be wrong with a menu page, and the words for it in both languages: the problems
 * domain/pageRules finds field by field, and why a page cannot be deleted. The form and the mock
 * show the same words.
 */
import { PAGE_LIMITS, type PageField } from './pageFields';

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
  labelRequired: {
    zh: '该标题键不在系统菜单文字表中，请填写中文和英文标题',
    en: 'This title key is not in the menu label tables: give its Chinese and English titles',
  },
  labelTooLong: { zh: `标题不能超过${PAGE_LIMITS.label}个字符`, en: `A title must be at most ${PAGE_LIMITS.label} characters` },
  iconUnknown: { zh: '请从图标库中选择图标', en: 'Pick the icon from the gallery' },
  parentMissing: { zh: '上级页面不存在', en: 'The parent page does not exist' },
  parentCycle: { zh: '上级页面不能是该页面自己或它的下级页面', en: 'The parent cannot be the page itself or one of its descendants' },
  parentExternal: { zh: '外部链接下不能再有页面', en: 'An external link cannot contain pages' },
  platformMove: { zh: '页面不能移入或移出平台页面', en: 'A page cannot move into or out of the platform’s pages' },
  componentUnknown: {
    zh: '组件须是已注册的页面模块、Layout（目录）或空（外部链接）',
    en: 'The component must be a registered page module, Layout (a container) or empty (an external link)',
  },
  componentFixed: { zh: '平台页面的组件不能修改', en: "A platform page's component cannot change" },
  externalNeedsNoComponent: { zh: '外部链接不需要组件（请选择“外部链接”）', en: 'An external link has no component (choose “External link”)' },
  emptyComponentNeedsLink: {
    zh: '没有组件的页面须是外部链接（http(s):、mailto:、tel:）',
    en: 'A page without a component must be an external link (http(s):, mailto:, tel:)',
  },
  sortFormat: { zh: `排序须是 0 到 ${PAGE_LIMITS.sortMax} 的整数`, en: `Sort must be a whole number from 0 to ${PAGE_LIMITS.sortMax}` },
  menuFlag: { zh: '菜单显示只能是 0 或 1', en: 'The menu flag is 0 or 1' },
  locationUnknown: { zh: '位置只能是 left（侧边栏）', en: 'The location can only be left (the sidebar)' },
  redirectFormat: { zh: '重定向须为空，或以 / 开头的路由地址', en: 'The redirect is empty or a path starting with /' },
};

/** Why a page cannot be deleted: it has children, or it is one of the platform's own pages; null when it can. */
export type PageDeleteProblem = 'hasChildren' | 'platformPage';

export const PAGE_DELETE_TEXT: Readonly<Record<PageDeleteProblem, { zh: string; en: string }>> = {
  hasChildren: { zh: '该页面还有下级页面，请先删除或移走它们', en: 'This page has pages under it: delete or move them first' },
  platformPage: { zh: '页面管理是平台的页面，不能删除', en: "Page management is the platform's own page: it cannot be deleted" },
};
