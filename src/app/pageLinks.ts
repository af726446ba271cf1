/**
 * The one route table of the pages outside the menu (detail, edit, add): every link to one of
 * them comes from `pageLink`, never from a string (tests/unit/page-links.test.ts fails on a
 * string path to such a page anywhere else in src/).
 *
 * A link names the page it opens by its module (the registry name, e.g. 'aunt/detail') and its
 * parameters. It leads to the signed-in user's installed route that resolves to that module
 * with exactly those ':param' names (a server may mount the aunt detail elsewhere, e.g.
 * '/worker/detail/:auntId'), else to our default path (domain/pageTree).
 *
 * @example <Link to={pageLink.auntDetail(row.auntId)}>{row.name}</Link>
 */
import { generatePath } from 'react-router-dom';
import { pageModuleOf } from '@/domain/pageModules';
import { flattenPageTree } from '@/domain/pageTree';

/** A menu route of the signed-in user and the module it resolved to (app/menuRoutes installs them). */
export interface InstalledPage {
  path: string;
  module: string | null;
}

let installed: readonly InstalledPage[] = [];

/** Called when the user's menu routes are installed: links lead to these from now on. */
export function setInstalledPages(pages: readonly InstalledPage[]): void {
  installed = pages;
}

const paramNamesOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''))
    .sort()
    .join(',');

function pathOf(module: string, paramNames: string): string {
  const fits = (page: InstalledPage) => page.module === module && paramNamesOf(page.path) === paramNames;
  const own = installed.find(fits);
  if (own) return own.path;
  const decl = flattenPageTree().find((item) => fits({ path: item.path, module: pageModuleOf(item.component) }));
  if (!decl) throw new Error(`pageLinks: the page tree has no page ${module} with parameters (${paramNames})`);
  return decl.path;
}

type Query = Record<string, number | string | undefined>;

/** The link to the page of that module with those path parameters, plus the query (undefined values left out). */
export function linkTo(module: string, params: Record<string, number | string> = {}, query: Query = {}): string {
  const path = pathOf(module, Object.keys(params).sort().join(','));
  const filled = generatePath(path, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  return search ? `${filled}?${search}` : filled;
}

/** Every page outside the menu that the app links to. */
export const pageLink = {
  auntDetail: (auntId: number) => linkTo('aunt/detail', { auntId }),
  auntEdit: (auntId: number) => linkTo('aunt/form', { auntId }),
  /** The new-aunt form; with `copyFrom`, prefilled from that aunt. */
  auntAdd: (copyFrom?: number) => linkTo('aunt/form', {}, { copyFrom }),
  employerDetail: (employerId: number) => linkTo('employer/detail', { employerId }),
  orderDetail: (orderId: number) => linkTo('order/detail', { orderId }),
  /** A hall aunt's page, by the sharing agency's aunt id (the spec's auntId query). */
  unitedAuntDetail: (auntId: number) => linkTo('united/auntDetail', {}, { auntId }),
  unitedJobDetail: (unitedJobId: number) => linkTo('united/jobDetail', {}, { unitedJobId }),
};
