/**
 * The page rules of page management (domain/pageRules), shared by the form and the mock: names and
 * paths unique, external links by the spec's rule, no cycles, components from the registry (the
 * hand-kept list equals it), the platform's pages kept the platform's; and the lists they rest on.
 */
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { SysPage } from '@/api/user';
import { routes } from '@/app/routes';
import { registeredPageNames } from '@/auth/pageLoaders';
import { MENU_ICON_NAMES } from '@/domain/menuIconNames';
import { PAGE_MODULES, pageModuleOf } from '@/domain/pageModules';
import {
  PAGE_PROBLEM_TEXT,
  RESERVED_PATHS,
  checkPage,
  checkPageField,
  deleteProblemOf,
  isExternalLink,
  platformPageIdsOf,
  type PageDraft,
  type PageField,
} from '@/domain/pageRules';
import { PAGE_TREE, type PageDecl } from '@/domain/pageTree';
import { isMenuTitleKey } from '@/i18n/menu';

/** The product's pages with ids in declaration order, as the mock seeds them. */
function productPages(): SysPage[] {
  const rows: SysPage[] = [];
  const insert = (decls: readonly PageDecl[], parentId: number) =>
    decls.forEach((decl, index) => {
      const row: SysPage = {
        pageId: rows.length + 1,
        parentId,
        routePath: decl.path,
        component: decl.component,
        pageName: decl.name,
        pageTitle: decl.title,
        menuIcon: decl.icon ?? '',
        isMenu: decl.hidden ? 0 : 1,
        sort: (index + 1) * 10,
        location: 'left',
        redirectPath: decl.redirect ?? '',
      };
      rows.push(row);
      insert(decl.children ?? [], row.pageId);
    });
  insert(PAGE_TREE, 0);
  return rows;
}

const pages = productPages();
const byName = (name: string) => pages.find((page) => page.pageName === name)!;
const context = (pageId?: number, rows: SysPage[] = pages) => ({ pages: rows, pageId, knownTitle: isMenuTitleKey });
const draft = (partial: Partial<PageDraft> = {}): PageDraft => ({
  parentId: byName('CompanySettings').pageId,
  routePath: '/company/training',
  component: 'office/achievement',
  pageName: 'CompanyTraining',
  pageTitle: 'companyTraining',
  titleZh: '培训报名',
  titleEn: 'Training sign-up',
  menuIcon: 'TeamOutlined',
  isMenu: 1,
  sort: 120,
  location: 'left',
  redirectPath: '',
  ...partial,
});
const problem = (field: PageField, value: Partial<PageDraft>, pageId?: number) => checkPageField(field, draft(value), context(pageId));
const asPage = (pageId: number, partial: Partial<PageDraft> = {}): SysPage => ({ pageId, ...draft(partial) });

function staticPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined && route.path !== '*' ? [own.replace(/\/\*$/, '')] : [];
    return [...here, ...staticPaths(route.children ?? [], own)];
  });
}

describe('the lists the rules rest on', () => {
  it('PAGE_MODULES is exactly the page registry’s names', () => {
    expect([...PAGE_MODULES].sort()).toEqual(registeredPageNames());
  });

  it('reads "x/index" as the module x, as the registry does', () => {
    expect(pageModuleOf('recyclebin/index')).toBe('recyclebin');
    expect(pageModuleOf('/aunt/list/')).toBe('aunt/list');
    expect(pageModuleOf('company/nothing')).toBeNull();
  });

  it('reserves every path of the static route table', () => {
    const paths = staticPaths(routes);
    expect(paths).toContain('/dashboard');
    for (const path of paths) expect(RESERVED_PATHS, path).toContain(path);
  });

  it('offers the icons the sidebar draws, the seed’s among them', () => {
    for (const decl of pages) if (decl.menuIcon) expect(MENU_ICON_NAMES).toContain(decl.menuIcon);
  });

  it('has words for every problem in both languages', () => {
    for (const [key, text] of Object.entries(PAGE_PROBLEM_TEXT)) {
      expect(text.zh, key).not.toBe('');
      expect(text.en, key).not.toBe('');
    }
  });
});

describe('checkPage', () => {
  it('accepts a new page under 公司设置 with its zh/en labels, and every seeded page as it is', () => {
    expect(checkPage(draft(), context())).toEqual([]);
    for (const page of pages) {
      const { pageId, ...rest } = page;
      expect(checkPage(rest, context(pageId)), page.pageName).toEqual([]);
    }
  });

  it('wants a unique route name of letters, digits and _', () => {
    expect(problem('pageName', { pageName: '' })).toBe('nameRequired');
    expect(problem('pageName', { pageName: '培训' })).toBe('nameFormat');
    expect(problem('pageName', { pageName: '1Training' })).toBe('nameFormat');
    expect(problem('pageName', { pageName: 'Company-Training' })).toBe('nameFormat');
    expect(problem('pageName', { pageName: 'Company_Training2' })).toBeNull();
    expect(problem('pageName', { pageName: 'AuntAll' })).toBe('nameTaken');
    expect(problem('pageName', { pageName: 'x'.repeat(51) })).toBe('nameTooLong');
  });

  it('keeps the product’s route names (the app refers to them), but a page made here may be renamed', () => {
    const jobs = byName('CustomerJobs');
    expect(checkPageField('pageName', { ...jobs, pageName: 'Jobs' }, context(jobs.pageId))).toBe('nameFixed');
    const rows = [...pages, asPage(900)];
    expect(checkPageField('pageName', draft({ pageName: 'Training' }), context(900, rows))).toBeNull();
    // Its own name is not "taken" by itself.
    expect(checkPageField('pageName', draft(), context(900, rows))).toBeNull();
  });

  it('wants a unique absolute path (":param" segments allowed), not a fixed page’s', () => {
    expect(problem('routePath', { routePath: '' })).toBe('pathRequired');
    expect(problem('routePath', { routePath: 'company/training' })).toBe('pathFormat');
    expect(problem('routePath', { routePath: '/company/train ing' })).toBe('pathFormat');
    expect(problem('routePath', { routePath: '/company//training' })).toBe('pathFormat');
    expect(problem('routePath', { routePath: '/company/training/:id' })).toBeNull();
    expect(problem('routePath', { routePath: '/aunt/all' })).toBe('pathTaken');
    expect(problem('routePath', { routePath: '/Aunt/ALL' })).toBe('pathTaken');
    expect(problem('routePath', { routePath: '/aunt/all/' })).toBe('pathFormat');
    expect(problem('routePath', { routePath: '/Dashboard' })).toBe('pathReserved');
    expect(problem('routePath', { routePath: '/dashboard' })).toBe('pathReserved');
    expect(problem('routePath', { routePath: '/redirect/x' })).toBe('pathReserved');
    expect(problem('routePath', { routePath: '/' })).toBe('pathFormat');
  });

  it('knows external links by the spec’s rule (http(s):, mailto:, tel:); they have no component', () => {
    expect(isExternalLink('HTTPS://example.com')).toBe(true);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
    const external = { component: '' };
    expect(problem('routePath', { ...external, routePath: 'https://training.example.com/sign-up?x=1' })).toBeNull();
    expect(problem('routePath', { ...external, routePath: 'mailto:hr@example.com' })).toBeNull();
    expect(problem('routePath', { ...external, routePath: 'tel:4008001234' })).toBeNull();
    expect(problem('routePath', { ...external, routePath: 'https://' })).toBe('pathFormat');
    expect(problem('routePath', { ...external, routePath: 'https://a b.com' })).toBe('pathFormat');
    expect(problem('routePath', { ...external, routePath: 'tel:' })).toBe('pathFormat');
    expect(problem('routePath', { ...external, routePath: 'javascript:alert(1)' })).toBe('pathFormat');
    expect(problem('routePath', { ...external, routePath: 'www.example.com' })).toBe('pathFormat');
    expect(problem('routePath', { ...external, routePath: byName('Contract').routePath })).toBe('pathTaken');
    expect(problem('component', { routePath: 'https://example.com', component: 'office/achievement' })).toBe('externalNeedsNoComponent');
    expect(problem('component', { routePath: '/company/training', component: '' })).toBe('emptyComponentNeedsLink');
    expect(problem('component', { routePath: 'https://example.com', component: '' })).toBeNull();
  });

  it('takes a registered module, Layout, or (kept) the component a page was stored with', () => {
    expect(problem('component', { component: 'Layout' })).toBeNull();
    expect(problem('component', { component: 'company/nothing' })).toBe('componentUnknown');
    const types = byName('ServiceTypes');
    expect(checkPageField('component', { ...types }, context(types.pageId))).toBeNull();
    expect(checkPageField('component', { ...types, component: 'company/other' }, context(types.pageId))).toBe('componentUnknown');
    const bin = byName('RecycleBin');
    expect(checkPageField('component', { ...bin }, context(bin.pageId))).toBeNull();
  });

  it('refuses a parent that is missing, external, the page itself or below it (a cycle)', () => {
    const settings = byName('CompanySettings');
    const info = byName('CompanyInfo');
    expect(problem('parentId', { parentId: 0 })).toBeNull();
    expect(problem('parentId', { parentId: 9999 })).toBe('parentMissing');
    expect(problem('parentId', { parentId: byName('Contract').pageId })).toBe('parentExternal');
    expect(checkPageField('parentId', { ...settings, parentId: settings.pageId }, context(settings.pageId))).toBe('parentCycle');
    expect(checkPageField('parentId', { ...settings, parentId: info.pageId }, context(settings.pageId))).toBe('parentCycle');
    expect(checkPageField('parentId', { ...info, parentId: byName('Office').pageId }, context(info.pageId))).toBeNull();
  });

  it('wants zh and en labels for a title key the label tables lack, none for a known key', () => {
    expect(problem('titleZh', { titleZh: '' })).toBe('labelRequired');
    expect(problem('titleEn', { titleEn: '  ' })).toBe('labelRequired');
    expect(problem('titleZh', { pageTitle: 'companyInfo', titleZh: '' })).toBeNull();
    expect(problem('titleEn', { titleEn: 'x'.repeat(31) })).toBe('labelTooLong');
    expect(problem('pageTitle', { pageTitle: 'menu.x' })).toBe('titleFormat');
    expect(problem('pageTitle', { pageTitle: '' })).toBe('titleRequired');
  });

  it('checks icon, sort, menu flag, location and redirect', () => {
    expect(problem('menuIcon', { menuIcon: '' })).toBeNull();
    expect(problem('menuIcon', { menuIcon: 'RocketOutlined' })).toBe('iconUnknown');
    expect(problem('sort', { sort: 1.5 })).toBe('sortFormat');
    expect(problem('sort', { sort: -1 })).toBe('sortFormat');
    expect(problem('sort', { sort: 10000 })).toBe('sortFormat');
    expect(problem('isMenu', { isMenu: 2 as never })).toBe('menuFlag');
    expect(problem('location', { location: 'top' })).toBe('locationUnknown');
    expect(problem('redirectPath', { redirectPath: '/company/info' })).toBeNull();
    expect(problem('redirectPath', { redirectPath: 'https://example.com' })).toBe('redirectFormat');
    expect(problem('redirectPath', { redirectPath: 'info' })).toBe('redirectFormat');
  });

  it('keeps the platform’s pages the platform’s: page management’s name, path and component fixed, nothing moved across', () => {
    const manage = byName('PageManage');
    expect(platformPageIdsOf(pages)).toEqual(new Set([manage.pageId]));
    expect(checkPageField('routePath', { ...manage, routePath: '/platform/p' }, context(manage.pageId))).toBe('pathFixed');
    expect(checkPageField('component', { ...manage, component: 'Layout' }, context(manage.pageId))).toBe('componentFixed');
    expect(checkPageField('pageName', { ...manage, pageName: 'Pages' }, context(manage.pageId))).toBe('nameFixed');
    expect(checkPage({ ...manage, pageTitle: 'pageManage', menuIcon: 'SettingOutlined', sort: 1 }, context(manage.pageId))).toEqual([]);
    // A page below page management is the platform's; it stays there, and no agency page moves in.
    const rows = [...pages, asPage(900, { parentId: manage.pageId, routePath: '/platform/audit', pageName: 'PlatformAudit' })];
    expect(platformPageIdsOf(rows).has(900)).toBe(true);
    expect(checkPageField('parentId', draft({ parentId: 0 }), context(900, rows))).toBe('platformMove');
    const info = byName('CompanyInfo');
    expect(checkPageField('parentId', { ...info, parentId: manage.pageId }, context(info.pageId))).toBe('platformMove');
    expect(checkPageField('parentId', draft({ parentId: manage.pageId }), context())).toBeNull();
  });
});

describe('deleteProblemOf', () => {
  it('refuses a page with children and the platform’s own page; a leaf may go', () => {
    expect(deleteProblemOf(pages, byName('CompanySettings').pageId)).toBe('hasChildren');
    expect(deleteProblemOf(pages, byName('PageManage').pageId)).toBe('platformPage');
    expect(deleteProblemOf(pages, byName('CompanyInfo').pageId)).toBeNull();
    expect(deleteProblemOf(pages, byName('Contract').pageId)).toBeNull();
  });
});
