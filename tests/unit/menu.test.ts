import { describe, expect, it } from 'vitest';
import { buildMenuTree, containerTarget, flattenMenu, isExternalLink, visibleMenu, type CompanyMenuRules } from '@/auth/menu';
import type { SysPage } from '@/api/user';

let nextId = 1;
function page(partial: Partial<SysPage> & Pick<SysPage, 'pageName'>): SysPage {
  const pageId = partial.pageId ?? nextId++;
  return {
    pageId,
    parentId: 0,
    routePath: `/${partial.pageName.toLowerCase()}`,
    component: `x/${partial.pageName}`,
    pageTitle: partial.pageName.charAt(0).toLowerCase() + partial.pageName.slice(1),
    menuIcon: 'AppstoreOutlined',
    isMenu: 1,
    sort: pageId,
    location: 'left',
    redirectPath: '',
    ...partial,
  };
}
const rules: CompanyMenuRules = { companyId: 1, financeHiddenCompanyId: 2, staffStatisticCompanyId: 1 };
const names = (nodes: { name: string; children: unknown[] }[]): unknown =>
  nodes.map((node) => (node.children.length ? [node.name, names(node.children as never)] : node.name));

describe('buildMenuTree', () => {
  it('puts parent 0 at the top and children below, sorted by sort then id', () => {
    const tree = buildMenuTree(
      [
        page({ pageId: 10, pageName: 'AuntManage', routePath: '/aunt', component: 'Layout', sort: 2 }),
        page({ pageId: 11, pageName: 'AuntOwner', parentId: 10, routePath: '/aunt/owner', sort: 5 }),
        page({ pageId: 12, pageName: 'AuntAll', parentId: 10, routePath: '/aunt/all', sort: 1 }),
        page({ pageId: 13, pageName: 'AuntPublic', parentId: 10, routePath: '/aunt/public', sort: 5 }),
        page({ pageId: 20, pageName: 'CustomerJobs', routePath: '/customer/jobs', sort: 1 }),
      ],
      rules,
    );
    expect(names(tree)).toEqual(['CustomerJobs', ['AuntManage', ['AuntAll', 'AuntOwner', 'AuntPublic']]]);
    expect(tree[0].highlight).toBe(true);
    expect(tree[1].highlight).toBe(false);
  });

  it('joins relative paths to the parent path and keeps redirects absolute', () => {
    const tree = buildMenuTree(
      [
        page({ pageId: 1, pageName: 'Finance', routePath: '/finance', component: 'Layout', redirectPath: 'records' }),
        page({ pageId: 2, pageName: 'Records', parentId: 1, routePath: 'records' }),
      ],
      rules,
    );
    expect(tree[0].redirect).toBe('/finance/records');
    expect(tree[0].children[0].path).toBe('/finance/records');
  });

  it('hides isMenu 0 pages from the menu but keeps their routes', () => {
    const tree = buildMenuTree(
      [page({ pageId: 1, pageName: 'AuntAll' }), page({ pageId: 2, pageName: 'AuntDetail', routePath: '/aunt/detail/:auntId', isMenu: 0 })],
      rules,
    );
    expect(visibleMenu(tree).map((node) => node.name)).toEqual(['AuntAll']);
    expect(flattenMenu(tree).map(({ node }) => node.path)).toContain('/aunt/detail/:auntId');
  });

  it('promotes a page whose parent is missing to the top level', () => {
    const tree = buildMenuTree([page({ pageId: 5, pageName: 'Orphan', parentId: 999 })], rules);
    expect(tree.map((node) => node.name)).toEqual(['Orphan']);
  });

  it('keeps the first of duplicate ids and of duplicate paths', () => {
    const tree = buildMenuTree(
      [
        page({ pageId: 1, pageName: 'First', routePath: '/same' }),
        page({ pageId: 1, pageName: 'DuplicateId', routePath: '/other' }),
        page({ pageId: 2, pageName: 'DuplicatePath', routePath: '/same' }),
      ],
      rules,
    );
    expect(tree.map((node) => node.name)).toEqual(['First']);
  });

  it('survives a self-parented page', () => {
    expect(buildMenuTree([page({ pageId: 3, pageName: 'Loop', parentId: 3 })], rules).map((node) => node.name)).toEqual(['Loop']);
  });

  it('marks http(s), mailto and tel links external', () => {
    const tree = buildMenuTree([page({ pageId: 1, pageName: 'Contract', routePath: 'https://contract.example.com/agency', component: '' })], rules);
    expect(tree[0]).toMatchObject({ external: true, path: 'https://contract.example.com/agency' });
    expect(isExternalLink('mailto:help@example.com')).toBe(true);
    expect(isExternalLink('tel:4008001234')).toBe(true);
    expect(isExternalLink('HTTP://x')).toBe(true);
    expect(isExternalLink('/united/aunt-hall')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
  });

  it('hides finance management (and its children) for the configured company', () => {
    const pages = [
      page({ pageId: 1, pageName: 'FinanceManage', routePath: '/finance', component: 'Layout' }),
      page({ pageId: 2, pageName: 'FinanceRecords', parentId: 1, routePath: '/finance/records' }),
      page({ pageId: 3, pageName: 'AuntAll' }),
    ];
    expect(flattenMenu(buildMenuTree(pages, rules)).map(({ node }) => node.name)).toEqual(['FinanceManage', 'FinanceRecords', 'AuntAll']);
    expect(flattenMenu(buildMenuTree(pages, { ...rules, companyId: 2 })).map(({ node }) => node.name)).toEqual(['AuntAll']);
  });

  it('shows the staff statistic entry only for the configured company', () => {
    const pages = [page({ pageId: 1, pageName: 'StaffStatistic' }), page({ pageId: 2, pageName: 'AuntAll' })];
    expect(buildMenuTree(pages, rules).map((node) => node.name)).toEqual(['StaffStatistic', 'AuntAll']);
    expect(buildMenuTree(pages, { ...rules, companyId: 2 }).map((node) => node.name)).toEqual(['AuntAll']);
    expect(buildMenuTree(pages, { companyId: 2 }).map((node) => node.name)).toEqual(['StaffStatistic', 'AuntAll']);
  });

  it('keeps only left-located items in the sidebar', () => {
    const tree = buildMenuTree([page({ pageId: 1, pageName: 'Left' }), page({ pageId: 2, pageName: 'Top', location: 'top' })], rules);
    expect(visibleMenu(tree).map((node) => node.name)).toEqual(['Left']);
  });
});

describe('containerTarget', () => {
  it('uses the redirect, else the first visible internal child', () => {
    const [withRedirect, withoutRedirect] = buildMenuTree(
      [
        page({ pageId: 1, pageName: 'A', routePath: '/a', component: 'Layout', redirectPath: '/a/two' }),
        page({ pageId: 2, pageName: 'B', routePath: '/b', component: 'Layout' }),
        page({ pageId: 3, pageName: 'BHidden', parentId: 2, routePath: '/b/hidden', isMenu: 0 }),
        page({ pageId: 4, pageName: 'BShown', parentId: 2, routePath: '/b/shown' }),
      ],
      rules,
    );
    expect(containerTarget(withRedirect)).toBe('/a/two');
    expect(containerTarget(withoutRedirect)).toBe('/b/shown');
  });
});
