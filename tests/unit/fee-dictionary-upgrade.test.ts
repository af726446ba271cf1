/** The data upgrade to one fee dictionary: the company settings' second copy of 收支字典 (费用设置) leaves the pages and the roles. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb, type PageRow, type RoleRow } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number>; pages: PageRow[]; roles: RoleRow[] };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

/** A file of data version 17: the page tree still had 费用设置 under 公司设置, held by every role that holds 公司设置. */
function version17(): { db: Raw; pageId: number } {
  const db = asVersion(fresh(), 17);
  const settings = db.pages.find((page) => page.pageName === 'CompanySettings')!;
  const pageId = db.counters.pages! + 1;
  db.counters.pages = pageId;
  db.pages.push({
    pageId,
    parentId: settings.pageId,
    routePath: '/company/finance-options',
    component: 'company/financeOptions',
    pageName: 'FinanceOptions',
    pageTitle: 'financeOptions',
    menuIcon: '',
    isMenu: 1,
    sort: 120,
    location: 'left',
    redirectPath: '',
  });
  for (const role of db.roles) if (role.pageIds.includes(settings.pageId)) role.pageIds.push(pageId);
  return { db, pageId };
}

describe('data upgrade to one fee dictionary', () => {
  it('takes 费用设置 out of the pages and of every role that held it; 收支字典 under 财务管理 stays', () => {
    const { db, pageId } = version17();
    const holders = db.roles.filter((role) => role.pageIds.includes(pageId)).length;
    expect(holders).toBeGreaterThan(1);
    const { logged } = upgrade(db);
    const upgraded = toDb(db).db;
    expect(upgraded.pages.some((page) => page.pageId === pageId || page.component === 'company/financeOptions')).toBe(false);
    expect(upgraded.roles.every((role) => !role.pageIds.includes(pageId))).toBe(true);
    const dictionary = upgraded.pages.find((page) => page.component === 'finance/dictionary')!;
    expect(upgraded.pages.find((page) => page.pageId === dictionary.parentId)?.pageName).toBe('FinanceManage');
    expect(logged).toContain(`removed the second fee dictionary page (费用设置): 1 page(s), from ${holders} role(s); 收支字典 under 财务管理 stays`);
    // Everything else is as a fresh database has it (the ids handed out stay handed out).
    expect(upgraded.counters.pages).toBe(pageId);
    upgraded.counters.pages = pageId - 1;
    expect(snapshot(upgraded) === snapshot(toDb(fresh()).db)).toBe(true);
  });

  it('changes nothing in a file without the page', () => {
    const db = asVersion(fresh(), 17);
    const { logged } = upgrade(db);
    // Later steps bring their own tables (résumé links, sharing authorisations): only the version lines of theirs.
    expect(logged.filter((line) => line.includes('fee dictionary'))).toEqual([]);
    expect(logged.filter((line) => line.startsWith('upgraded the data'))).toEqual(
      Array.from({ length: DB_VERSION - 17 }, (_, index) => `upgraded the data to version ${18 + index}`),
    );
    expect(snapshot(toDb(db).db) === snapshot(toDb(fresh()).db)).toBe(true);
  });
});
