/**
 * The page modules a role page's `component` may name (auth/pageRegistry resolves them to
 * src/pages/<name>/index.tsx), plus the two non-modules: 'Layout' (a container of other pages)
 * and '' (an external link). Kept by hand because the mock backend runs outside Vite and cannot
 * glob the pages folder; tests/unit/page-rules.test.ts checks that the list equals the registry's
 * names, so a page module added or removed fails the test until it is listed here.
 */
export const PAGE_MODULES = [
  'aunt/detail',
  'aunt/form',
  'aunt/list',
  'authRedirect',
  'chat/messages',
  'company/accessLogs',
  'company/auntOptions',
  'company/customFields',
  'company/departments',
  'company/info',
  'company/labels',
  'company/roles',
  'company/serviceTypes',
  'company/skills',
  'company/templates',
  'company/users',
  'companyApp/dynamics',
  'companyApp/marriage',
  'companyApp/members',
  'companyApp/miniOrders',
  'companyApp/orders',
  'companyApp/suggestions',
  'companyApp/training',
  'dashboard',
  'diagnostics',
  'employer/detail',
  'employer/jobs',
  'employer/list',
  'employer/publicCustomer',
  'finance/account',
  'finance/dictionary',
  'finance/records',
  'insurance/orders',
  'insurance/print',
  'insurance/products',
  'login',
  'office/achievement',
  'office/staffStatistic',
  'order/detail',
  'order/list',
  'platform/pageManage',
  'profile',
  'recyclebin',
  'redirect',
  'register',
  'resetPassword',
  'resume',
  'solution',
  'united/auntDetail',
  'united/auntHall',
  'united/jobDetail',
  'united/jobHall',
  'united/myAunts',
  'united/myJobs',
  'united/owner',
  'united/success',
  'wechatLoginAuth',
] as const;

/** A container page: no module of its own, it leads to its redirect or first child. */
export const LAYOUT_COMPONENT = 'Layout';
/** The component of an external link. */
export const EXTERNAL_COMPONENT = '';

const MODULES: ReadonlySet<string> = new Set(PAGE_MODULES);

/** The module a component names ('x/index' names the folder x, as the registry reads it), or null. */
export function pageModuleOf(component: string): string | null {
  const name = component.trim().replace(/^\/+|\/+$/g, '');
  if (MODULES.has(name)) return name;
  const folder = name.replace(/\/index$/, '');
  return MODULES.has(folder) ? folder : null;
}

/** How a role page found its module (the diagnostics view shows it). */
export type PageResolution = 'alias' | 'component' | 'path' | 'none';

/** A role page as the resolution reads it: the server's component string and the route path. */
export interface PageRef {
  component: string;
  path: string;
}

/** The route path as a module name: no leading or trailing slash, no ':param' segments. */
function moduleNameOfPath(path: string): string {
  return path
    .split(/[?#]/)[0]
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .join('/');
}

/**
 * The one rule a role page's module is found by (issue 35), first match wins:
 * 1. `aliases[component]` (the runtime configuration's pageAliases), a module name;
 * 2. the component itself as a module name (pageModuleOf: 'x/index' is x);
 * 3. the route path: `aliases[path]`, then the path as a module name ('/aunt/list' is aunt/list;
 *    ':param' segments dropped, so '/aunt/detail/:auntId' is aunt/detail).
 * Nothing: `{ how: 'none', module: null }` (the "not open yet" page, naming the component).
 * An alias naming no module is passed over, as if absent.
 *
 * @example resolvePageModule({ component: 'views/worker/List', path: '/aunt/list' }, {}) // { how: 'path', module: 'aunt/list' }
 */
export function resolvePageModule(page: PageRef, aliases: Readonly<Record<string, string>>): { how: PageResolution; module: string | null } {
  const aliased = (key: string) => (Object.hasOwn(aliases, key) ? pageModuleOf(aliases[key]) : null);
  const component = page.component.trim();
  const path = page.path.trim();
  const steps: [PageResolution, () => string | null][] = [
    ['alias', () => (component ? aliased(component) : null)],
    ['component', () => pageModuleOf(component)],
    ['path', () => (path ? (aliased(path) ?? pageModuleOf(moduleNameOfPath(path))) : null)],
  ];
  for (const [how, find] of steps) {
    const module = find();
    if (module) return { how, module };
  }
  return { how: 'none', module: null };
}
