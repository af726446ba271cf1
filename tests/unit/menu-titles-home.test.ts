/**
 * Two pure rules around page management: a menu title (the label tables, else the page's stored
 * label of the language in force, else the key) and where a signed-in user lands (the dashboard,
 * or a platform operator's first menu page).
 */
import { describe, expect, it } from 'vitest';
import type { SysPage } from '@/api/user';
import { hasDashboard, firstMenuPath, homePathOf } from '@/auth/home';
import { buildMenuTree, type CompanyMenuRules } from '@/auth/menu';
import { titleText } from '@/auth/menuTitle';
import { ROLE_KEYS } from '@/domain/permissions';

const rules: CompanyMenuRules = { companyId: 1 };
let nextId = 1;
function page(partial: Partial<SysPage> & Pick<SysPage, 'pageName'>): SysPage {
  const pageId = partial.pageId ?? nextId++;
  return {
    pageId,
    parentId: 0,
    routePath: `/${partial.pageName.toLowerCase()}`,
    component: 'aunt/list',
    pageTitle: partial.pageName,
    menuIcon: '',
    isMenu: 1,
    sort: pageId,
    location: 'left',
    redirectPath: '',
    ...partial,
  };
}

describe('menu titles', () => {
  it('carries a page’s stored labels into its menu node (trimmed), none for the product’s pages', () => {
    const [known, created, half] = buildMenuTree(
      [
        page({ pageId: 1, pageName: 'CompanyInfo', pageTitle: 'companyInfo' }),
        page({ pageId: 2, pageName: 'Training', pageTitle: 'companyTraining', titleZh: ' 培训报名 ', titleEn: 'Training sign-up' }),
        page({ pageId: 3, pageName: 'Half', pageTitle: 'half', titleZh: '', titleEn: 'Only English' }),
      ],
      rules,
    );
    expect(known!.labels).toBeUndefined();
    expect(created!.labels).toEqual({ zh: '培训报名', en: 'Training sign-up' });
    expect(half!.labels).toEqual({ en: 'Only English' });
  });

  it('uses the label tables’ text when the key is known, else the stored label of the language, else the key', () => {
    const labels = { zh: '培训报名', en: 'Training sign-up' };
    expect(titleText('公司信息', labels, 'zh', 'companyInfo')).toBe('公司信息');
    expect(titleText(null, labels, 'zh', 'companyTraining')).toBe('培训报名');
    expect(titleText(null, labels, 'en', 'companyTraining')).toBe('Training sign-up');
    expect(titleText(null, labels, 'en-GB', 'companyTraining')).toBe('Training sign-up');
    expect(titleText(null, { en: 'Training sign-up' }, 'zh', 'companyTraining')).toBe('companyTraining');
    expect(titleText(null, { zh: '  ' }, 'zh', 'companyTraining')).toBe('companyTraining');
    expect(titleText(null, undefined, 'zh', 'companyTraining')).toBe('companyTraining');
  });
});

describe('the home of a signed-in user', () => {
  const platformTree = buildMenuTree([page({ pageId: 50, pageName: 'PageManage', routePath: '/platform/pages', component: 'platform/pageManage' })], rules);

  it('is the dashboard for anyone with an agency role (the rule before the platform existed)', () => {
    expect(hasDashboard([ROLE_KEYS.admin])).toBe(true);
    expect(hasDashboard([ROLE_KEYS.staff, ROLE_KEYS.platform])).toBe(true);
    expect(hasDashboard(['SOME_AGENCY_ROLE'])).toBe(true);
    expect(hasDashboard([])).toBe(true);
    expect(homePathOf([ROLE_KEYS.admin], platformTree)).toBe('/dashboard');
  });

  it('is a platform operator’s first menu page', () => {
    expect(hasDashboard([ROLE_KEYS.platform])).toBe(false);
    expect(homePathOf([ROLE_KEYS.platform], platformTree)).toBe('/platform/pages');
  });

  it('skips external links and opens a container’s target; falls back to a hidden page, then the profile', () => {
    const tree = buildMenuTree(
      [
        page({ pageId: 1, pageName: 'Contract', routePath: 'https://contract.example.com', component: '', sort: 1 }),
        page({ pageId: 2, pageName: 'Platform', routePath: '/platform', component: 'Layout', sort: 2 }),
        page({ pageId: 3, pageName: 'Audit', parentId: 2, routePath: '/platform/audit', sort: 1 }),
      ],
      rules,
    );
    expect(firstMenuPath(tree)).toBe('/platform/audit');
    const hidden = buildMenuTree(
      [page({ pageId: 1, pageName: 'Detail', routePath: '/x/detail/:id', isMenu: 0 }), page({ pageId: 2, pageName: 'Quiet', isMenu: 0 })],
      rules,
    );
    expect(firstMenuPath(hidden)).toBe('/quiet');
    expect(homePathOf([ROLE_KEYS.platform], [])).toBe('/profile/index');
  });
});
