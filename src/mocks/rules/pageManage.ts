/**
 * Page management (/platform/page-manage/): the pages table that every role's menu and routes
 * come from. Bodies are read strictly (an unknown field, a number sent as text: 40001); the page
 * rules are domain/pageRules' (the form shows the same words); every check runs before anything
 * changes, so a refused call stores nothing. Only the platform's operators (PLATFORM_ADMIN) may
 * call any of it.
 *
 * - create: the new page; AGENCY_ADMIN holds it at once (rules/access), other agency roles when a
 *   role screen gives it to them; a page created under a platform page is the platform's and goes
 *   to every PLATFORM_ADMIN role in the same write;
 * - update: the page merged with the fields sent, checked as a whole;
 * - delete: refused while the page has children, and for the platform's own pages; the page leaves
 *   every role's pageIds in the same write.
 */
import { checkPage, deleteProblemOf, platformPageIdsOf, PAGE_DELETE_TEXT, PAGE_PROBLEM_TEXT, type PageDraft } from '@/domain/pageRules';
import { ROLE_KEYS } from '@/domain/permissions';
import { isMenuTitleKey } from '@/i18n/menu';
import { allocateId, type MockDb, type PageRow, type UserRow } from '../db';
import { conflict, forbidden, invalid, notFound, type Msg } from '../core/errors';
import { requireSession, type WithSession } from './session';
import { isPlatformAdmin } from './access';
import { readStrictChoices } from './jobMsgInput';

const LABEL = {
  pageId: { zh: '页面编号', en: 'Page id' },
  parentId: { zh: '上级页面', en: 'Parent page' },
  routePath: { zh: '路由地址', en: 'Route path' },
  component: { zh: '组件', en: 'Component' },
  pageName: { zh: '路由名称', en: 'Route name' },
  pageTitle: { zh: '标题键', en: 'Title key' },
  titleZh: { zh: '中文标题', en: 'Chinese title' },
  titleEn: { zh: '英文标题', en: 'English title' },
  menuIcon: { zh: '图标', en: 'Icon' },
  isMenu: { zh: '菜单显示', en: 'Menu flag' },
  sort: { zh: '排序', en: 'Sort' },
  location: { zh: '位置', en: 'Location' },
  redirectPath: { zh: '重定向', en: 'Redirect' },
} as const satisfies Record<string, Msg>;

/** Types only: the lengths, formats and relations are the page rules'. */
const text = (label: Msg) => ({ type: 'string', maxLength: 500, label }) as const;

const FIELD_RULES = {
  parentId: { type: 'number', integer: true, min: 0, label: LABEL.parentId },
  routePath: text(LABEL.routePath),
  component: text(LABEL.component),
  pageName: text(LABEL.pageName),
  pageTitle: text(LABEL.pageTitle),
  titleZh: text(LABEL.titleZh),
  titleEn: text(LABEL.titleEn),
  menuIcon: text(LABEL.menuIcon),
  isMenu: { type: 'enum', values: [0, 1], label: LABEL.isMenu },
  sort: { type: 'number', integer: true, label: LABEL.sort },
  location: text(LABEL.location),
  redirectPath: text(LABEL.redirectPath),
} as const;

const CREATE_RULES = {
  ...FIELD_RULES,
  parentId: { ...FIELD_RULES.parentId, required: true },
  routePath: { ...FIELD_RULES.routePath, required: true },
  pageName: { ...FIELD_RULES.pageName, required: true },
  pageTitle: { ...FIELD_RULES.pageTitle, required: true },
  isMenu: { ...FIELD_RULES.isMenu, required: true },
  sort: { ...FIELD_RULES.sort, required: true },
} as const;

const UPDATE_RULES = { pageId: { type: 'number', integer: true, min: 1, required: true, label: LABEL.pageId }, ...FIELD_RULES } as const;
const PAGE_ID_RULES = { pageId: UPDATE_RULES.pageId } as const;

/** The signed-in platform operator, or 50008 / 40301. */
export function platformUser(ctx: WithSession): UserRow {
  const { user } = requireSession(ctx);
  if (!isPlatformAdmin(user)) throw forbidden();
  return user;
}

const pageNotFound = () => notFound({ zh: '页面', en: 'Page' });

/** The draft checked against the table; the first problem refuses the call (40001). */
function checkDraft(db: MockDb, draft: PageDraft, pageId?: number): void {
  const [issue] = checkPage(draft, { pages: db.pages, pageId, knownTitle: isMenuTitleKey });
  if (issue) throw invalid(PAGE_PROBLEM_TEXT[issue.problem]);
}

/** The row to store: labels only for a title key the label tables lack. */
function rowOf(pageId: number, draft: PageDraft): PageRow {
  const { titleZh, titleEn, ...rest } = draft;
  const row: PageRow = { pageId, ...rest };
  if (!isMenuTitleKey(draft.pageTitle)) {
    row.titleZh = titleZh ?? '';
    row.titleEn = titleEn ?? '';
  }
  return row;
}

/** createPage: checks everything, then adds the row (and gives a platform page to the platform's roles). */
export function createPage(db: MockDb, body: unknown): PageRow {
  const input = readStrictChoices(body, CREATE_RULES);
  const draft: PageDraft = {
    parentId: input.parentId,
    routePath: input.routePath,
    component: input.component ?? '',
    pageName: input.pageName,
    pageTitle: input.pageTitle,
    menuIcon: input.menuIcon ?? '',
    isMenu: input.isMenu,
    sort: input.sort,
    location: input.location ?? 'left',
    redirectPath: input.redirectPath ?? '',
    ...(input.titleZh === undefined ? {} : { titleZh: input.titleZh }),
    ...(input.titleEn === undefined ? {} : { titleEn: input.titleEn }),
  };
  checkDraft(db, draft);
  const row = rowOf(allocateId(db, 'pages'), draft);
  const platform = platformPageIdsOf(db.pages).has(row.parentId);
  db.pages.push(row);
  if (platform) {
    for (const role of db.roles) if (role.roleKey === ROLE_KEYS.platform && !role.pageIds.includes(row.pageId)) role.pageIds = [...role.pageIds, row.pageId];
  }
  return row;
}

/** updatePage: the stored page with the fields sent, checked as a whole, then stored. */
export function updatePage(db: MockDb, body: unknown): PageRow {
  const { pageId, ...input } = readStrictChoices(body, UPDATE_RULES);
  const index = db.pages.findIndex((row) => row.pageId === pageId);
  if (index === -1) throw pageNotFound();
  const before = db.pages[index]!;
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<PageDraft>;
  if (Object.keys(sent).length === 0) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  const { pageId: _id, ...stored } = before;
  const draft: PageDraft = { ...stored, ...sent };
  checkDraft(db, draft, pageId);
  const row = rowOf(pageId, draft);
  db.pages[index] = row;
  return row;
}

/** delPage: refused with children or for a platform page; removed from every role in the same write. */
export function deletePage(db: MockDb, body: unknown): void {
  const { pageId } = readStrictChoices(body, PAGE_ID_RULES);
  if (!db.pages.some((row) => row.pageId === pageId)) throw pageNotFound();
  const problem = deleteProblemOf(db.pages, pageId);
  if (problem) throw conflict(PAGE_DELETE_TEXT[problem]);
  db.pages = db.pages.filter((row) => row.pageId !== pageId);
  for (const role of db.roles) if (role.pageIds.includes(pageId)) role.pageIds = role.pageIds.filter((id) => id !== pageId);
}

/** pageList takes no parameters ({}). */
export function readPageListBody(body: unknown): void {
  readStrictChoices(body, {});
}
