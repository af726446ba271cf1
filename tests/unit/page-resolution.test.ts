/**
 * How a role page finds its module (issue 35, "Page alias resolution"): the configured alias of
 * its component, the component, then its route path (an alias of the path, the path itself);
 * the first rule that names a module wins. The registry's resolvePage applies the runtime
 * configuration's pageAliases; the menu routes install what it finds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SysPage } from '@/api/user';
import { buildMenuTree, flattenMenu } from '@/auth/menu';
import { prefetchPage, resolvePage } from '@/auth/pageRegistry';
import { menuRoutes, pageOfNode } from '@/app/menuRoutes';
import { config } from '@/config';
import { resolvePageModule } from '@/domain/pageModules';

const none = {};

describe('resolvePageModule: each rule', () => {
  it('1. the alias of the component', () => {
    expect(resolvePageModule({ component: 'views/worker/List', path: '/x' }, { 'views/worker/List': 'aunt/list' })).toEqual({
      how: 'alias',
      module: 'aunt/list',
    });
  });

  it('2. the component itself as a module name ("x/index" and slashes read as the registry does)', () => {
    expect(resolvePageModule({ component: 'employer/list', path: '/x' }, none)).toEqual({ how: 'component', module: 'employer/list' });
    expect(resolvePageModule({ component: 'recyclebin/index', path: '/x' }, none)).toEqual({ how: 'component', module: 'recyclebin' });
  });

  it('3a. the alias of the route path', () => {
    expect(resolvePageModule({ component: 'views/worker/Panel', path: '/worker/panel' }, { '/worker/panel': 'employer/jobs' })).toEqual({
      how: 'path',
      module: 'employer/jobs',
    });
  });

  it('3b. the route path as a module name, without its slashes and :param segments', () => {
    expect(resolvePageModule({ component: 'views/worker/List', path: '/aunt/list' }, none)).toEqual({ how: 'path', module: 'aunt/list' });
    expect(resolvePageModule({ component: 'Layout', path: '/aunt/detail/:auntId/' }, none)).toEqual({ how: 'path', module: 'aunt/detail' });
  });

  it('nothing resolves: none, no module', () => {
    expect(resolvePageModule({ component: 'views/foo/Bar', path: '/foo/bar' }, none)).toEqual({ how: 'none', module: null });
    expect(resolvePageModule({ component: '', path: '' }, none)).toEqual({ how: 'none', module: null });
  });

  it('an alias naming no module is passed over, as if absent', () => {
    expect(resolvePageModule({ component: 'views/worker/List', path: '/aunt/list' }, { 'views/worker/List': 'aunt/nothing' })).toEqual({
      how: 'path',
      module: 'aunt/list',
    });
    expect(resolvePageModule({ component: 'views/foo/Bar', path: '/foo' }, { 'views/foo/Bar': 'nothing', '/foo': 'nothing' })).toEqual({
      how: 'none',
      module: null,
    });
  });
});

describe('resolvePageModule: the order of the rules', () => {
  it('the alias of the component wins over the component itself', () => {
    expect(resolvePageModule({ component: 'aunt/list', path: '/aunt/list' }, { 'aunt/list': 'employer/list' })).toEqual({
      how: 'alias',
      module: 'employer/list',
    });
  });

  it('the component wins over the route path and its alias', () => {
    expect(resolvePageModule({ component: 'order/list', path: '/aunt/list' }, { '/aunt/list': 'employer/list' })).toEqual({
      how: 'component',
      module: 'order/list',
    });
  });

  it('the alias of the path wins over the path as a module name', () => {
    expect(resolvePageModule({ component: 'views/x', path: '/aunt/list' }, { '/aunt/list': 'employer/list' })).toEqual({
      how: 'path',
      module: 'employer/list',
    });
  });
});

describe('resolvePage: the registry with the runtime configuration', () => {
  const saved = config.pageAliases;
  afterEach(() => {
    config.pageAliases = saved;
  });

  it('reads config.pageAliases and gives the module’s loader', async () => {
    config.pageAliases = { 'views/worker/Detail': 'aunt/detail' };
    const resolved = resolvePage({ component: 'views/worker/Detail', path: '/worker/detail/:auntId' });
    expect(resolved).toMatchObject({ how: 'alias', module: 'aunt/detail' });
    const loaded = await resolved.load!();
    expect(typeof loaded.default).toBe('function');
  });

  it('without the alias the same page does not resolve, and prefetching it does nothing', () => {
    config.pageAliases = {};
    expect(resolvePage({ component: 'views/worker/Detail', path: '/worker/detail/:auntId' })).toEqual({ how: 'none', module: null, load: null });
    expect(() => prefetchPage({ component: 'views/worker/Detail', path: '/worker/detail/:auntId' })).not.toThrow();
  });
});

describe('menu routes from a pages table in another server’s names', () => {
  let nextId = 2;
  const row = (partial: Partial<SysPage> & Pick<SysPage, 'pageName' | 'routePath' | 'component'>): SysPage => ({
    pageId: nextId++,
    parentId: 0,
    pageTitle: partial.pageName,
    menuIcon: '',
    isMenu: 1,
    sort: 0,
    location: 'left',
    redirectPath: '',
    ...partial,
  });
  const saved = config.pageAliases;
  afterEach(() => {
    config.pageAliases = saved;
  });

  it('installs a route for each page that resolves, the "not available" page for the rest, and redirects for containers', () => {
    config.pageAliases = { 'views/employer/Index': 'employer/list' };
    const pages = [
      row({ pageId: 1, pageName: 'Worker', routePath: '/worker', component: 'Layout', redirectPath: '/aunt/list' }),
      row({ pageName: 'WorkerList', routePath: '/aunt/list', component: 'views/worker/List', parentId: 1 }),
      row({ pageName: 'Employer', routePath: '/customer', component: 'views/employer/Index' }),
      // A leaf with the container's component: its path still names a module.
      row({ pageName: 'Jobs', routePath: '/employer/jobs', component: 'Layout' }),
      row({ pageName: 'Foo', routePath: '/foo', component: 'views/foo/Bar' }),
    ];
    const tree = buildMenuTree(pages, { companyId: 1 });
    const how = Object.fromEntries(
      flattenMenu(tree).map(({ node }) => [node.name, pageOfNode(node) && { how: pageOfNode(node)!.how, module: pageOfNode(node)!.module }]),
    );
    expect(how).toEqual({
      Worker: null,
      WorkerList: { how: 'path', module: 'aunt/list' },
      Employer: { how: 'alias', module: 'employer/list' },
      Jobs: { how: 'path', module: 'employer/jobs' },
      Foo: { how: 'none', module: null },
    });
    const routes = menuRoutes(tree);
    expect(routes.map((route) => route.path)).toEqual(['/worker', '/aunt/list', '/customer', '/employer/jobs', '/foo']);
    expect(routes.every((route) => route.id?.startsWith('menu-'))).toBe(true);
    expect(routes[0].lazy).toBeUndefined(); // the container only redirects
    for (const route of routes.slice(1)) expect(route.lazy).toBeTypeOf('function');
  });
});
