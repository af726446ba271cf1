/**
 * The one route table of the pages outside the menu (app/pageLinks): each link leads to the
 * installed route that resolves to the page's module with the same parameters (a server may
 * mount the aunt detail elsewhere), else to our default path; and no string path to such a page
 * is written anywhere else in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SysPage } from '@/api/user';
import { buildMenuTree } from '@/auth/menu';
import { installMenuRoutes } from '@/app/menuRoutes';
import { pageLink, setInstalledPages } from '@/app/pageLinks';
import { config } from '@/config';
import { flattenPageTree } from '@/domain/pageTree';

afterEach(() => setInstalledPages([]));

describe('pageLink: our default paths when no installed route opens the page', () => {
  it('gives every hidden page its path from the product page tree, with the parameters and the query filled in', () => {
    expect(pageLink.auntDetail(12)).toBe('/aunt/detail/12');
    expect(pageLink.auntEdit(12)).toBe('/aunt/edit/12');
    expect(pageLink.auntAdd()).toBe('/aunt/add');
    expect(pageLink.auntAdd(12)).toBe('/aunt/add?copyFrom=12');
    expect(pageLink.employerDetail(5)).toBe('/employer/detail/5');
    expect(pageLink.orderDetail(9)).toBe('/customer/jobs/detail/9');
    expect(pageLink.unitedAuntDetail(3)).toBe('/united/aunt-detail?auntId=3');
    expect(pageLink.unitedJobDetail(4)).toBe('/united/job-detail?unitedJobId=4');
  });
});

describe('pageLink: the installed routes first', () => {
  it('leads to the route that resolves to the module with exactly those parameters', () => {
    setInstalledPages([
      { path: '/worker/list', module: 'aunt/list' },
      { path: '/worker/create', module: 'aunt/form' },
      { path: '/worker/modify/:auntId', module: 'aunt/form' },
      { path: '/worker/info/:auntId', module: 'aunt/detail' },
      { path: '/client/:employerId', module: 'employer/detail' },
    ]);
    expect(pageLink.auntDetail(12)).toBe('/worker/info/12');
    expect(pageLink.auntEdit(12)).toBe('/worker/modify/12');
    expect(pageLink.auntAdd(12)).toBe('/worker/create?copyFrom=12');
    expect(pageLink.employerDetail(5)).toBe('/client/5');
    // Not installed: the default.
    expect(pageLink.orderDetail(9)).toBe('/customer/jobs/detail/9');
  });

  it('passes over a route of the module whose parameters are named otherwise (the page reads its own names)', () => {
    setInstalledPages([
      { path: '/worker/info/:id', module: 'aunt/detail' },
      { path: '/nothing/:auntId', module: null },
    ]);
    expect(pageLink.auntDetail(12)).toBe('/aunt/detail/12');
  });

  it('learns the routes when the menu routes are installed, resolved by the configured aliases', () => {
    const saved = config.pageAliases;
    config.pageAliases = { 'views/worker/Detail': 'aunt/detail' };
    try {
      const row = (pageId: number, routePath: string, component: string): SysPage => ({
        pageId,
        parentId: 0,
        pageName: `P${pageId}`,
        pageTitle: `p${pageId}`,
        routePath,
        component,
        menuIcon: '',
        isMenu: 0,
        sort: pageId,
        location: 'left',
        redirectPath: '',
      });
      const tree = buildMenuTree([row(1, '/worker/detail/:auntId', 'views/worker/Detail'), row(2, '/hirer/detail/:employerId', 'views/Unknown')], {
        companyId: 1,
      });
      installMenuRoutes(tree, 77);
      expect(pageLink.auntDetail(12)).toBe('/worker/detail/12');
      expect(pageLink.employerDetail(5)).toBe('/employer/detail/5'); // that route resolves to nothing
    } finally {
      config.pageAliases = saved;
    }
  });
});

// ---- No string path to a hidden page outside the table ----------------------------------------

const root = path.resolve(import.meta.dirname, '../..');
/** Where the default paths are declared, and the table itself. */
const ALLOWED = new Set(['src/domain/pageTree.ts', 'src/app/pageLinks.ts']);

/** A quoted path starting with a hidden page's fixed part ('/aunt/detail/', '/aunt/add' as a whole segment). */
const strayPattern = new RegExp(
  flattenPageTree()
    .filter((decl) => decl.hidden)
    .map((decl) => {
      const fixed = decl.path.split(':')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return `['"\`]${fixed}${fixed.endsWith('/') ? '' : '(?![\\w-])'}`;
    })
    .join('|'),
);

/** The code lines (not comments) of a source text that write a hidden page's path as a string. */
function strayHiddenPaths(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
    .filter((line) => strayPattern.test(line));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('no string path to a hidden page outside the table', () => {
  it('recognises one in a template, a quoted string or a query link, and not an API path or a comment', () => {
    expect(strayHiddenPaths('<Link to={`/aunt/detail/${row.auntId}`}>')).toHaveLength(1);
    expect(strayHiddenPaths("navigate('/aunt/add')")).toHaveLength(1);
    expect(strayHiddenPaths('navigate(`/aunt/add?copyFrom=${id}`)')).toHaveLength(1);
    expect(strayHiddenPaths("const p = '/united/job-detail?unitedJobId=' + id;")).toHaveLength(1);
    expect(strayHiddenPaths('go(`/customer/jobs/detail/${id}`)')).toHaveLength(1);
    expect(strayHiddenPaths("addAunt: '/aunt/addAunt',")).toEqual([]);
    expect(strayHiddenPaths(" * e.g. '/aunt/detail/:auntId'")).toEqual([]);
  });

  it('finds none in the app (links come from app/pageLinks pageLink; the mock, a server, writes its own pages table)', () => {
    const files = sourceFiles('src').filter((file) => !ALLOWED.has(file) && !file.startsWith('src/mocks/'));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => strayHiddenPaths(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
