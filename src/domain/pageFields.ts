/**
 * A menu page's fields and what each may hold (domain/pageRules checks a page against them; the
 * form uses the limits for its inputs): the draft, the order its fields are checked and shown in,
 * lengths, formats, the one location, and the paths the static route table keeps for itself.
 */
import type { SysPage } from '@/api/user.types';

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
  '/diagnostics',
  '/profile',
  '/profile/index',
  '/sys/solution',
  '/redirect',
];

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
