/**
 * Departments in the mock: the tree with staff counts, add (top level or under a department),
 * rename, move (never under itself or below itself), reorder among siblings, delete (refused while
 * it holds staff or sub-departments). Another company's departments are unknown (404); writes need
 * company.manage; refusals store nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyPaths, deleteDepartment, getDepartment, saveDepartment } from '@/api/company';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const idOf = (name: string, companyId = 1) => getDb().departments.find((row) => row.companyId === companyId && row.departmentName === name)!.departmentId;
/** The company's tree as "name(count)" lines indented by depth, in order. */
async function outline(): Promise<string[]> {
  const rows = await getDepartment(silent);
  const lines: string[] = [];
  const walk = (parentId: number, depth: number) =>
    rows
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => a.sort - b.sort)
      .forEach((row) => {
        lines.push(`${'  '.repeat(depth)}${row.departmentName}(${row.userCount})`);
        walk(row.departmentId, depth + 1);
      });
  walk(0, 0);
  return lines;
}
/** Sorts of the siblings under a parent, in order: always 1..n after a write. */
const sortsUnder = (parentId: number, companyId = 1) =>
  getDb()
    .departments.filter((row) => row.companyId === companyId && row.parentId === parentId)
    .map((row) => row.sort)
    .sort((a, b) => a - b);

describe('/company/getDepartment', () => {
  it('answers the caller’s company’s departments with the staff of each (disabled accounts too)', async () => {
    expect(await outline()).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '财务部(1)']);
    actAs(STAFF_ACCOUNT);
    expect((await getDepartment(silent)).length).toBe(5);
    actAs(PARTNER_ACCOUNT);
    expect(await outline()).toEqual(['门店(1)', '  招聘组(1)']);
    await refused(() => postUnchecked(companyPaths.getDepartment, { companyId: 1 }, silent), 40001);
  });
});

describe('/company/saveDepartment', () => {
  it('adds at the top level or under a department, at the end or at a position', async () => {
    const added = await saveDepartment({ departmentName: '  客服部 ' }, silent);
    expect(added).toMatchObject({ departmentName: '客服部', parentId: 0, sort: 4, userCount: 0 });
    await saveDepartment({ departmentName: '销售三部', parentId: idOf('销售部') }, silent);
    await saveDepartment({ departmentName: '大客户组', parentId: idOf('销售部'), sort: 1 }, silent);
    expect(await outline()).toEqual(['总经办(1)', '销售部(0)', '  大客户组(0)', '  销售一部(2)', '  销售二部(2)', '  销售三部(0)', '财务部(1)', '客服部(0)']);
    expect(sortsUnder(idOf('销售部'))).toEqual([1, 2, 3, 4]);
    expect(sortsUnder(0)).toEqual([1, 2, 3, 4]);
  });

  it('renames, moves (to the end of the new parent, or a position) and reorders siblings', async () => {
    await saveDepartment({ departmentId: idOf('财务部'), departmentName: '财务中心' }, silent);
    await saveDepartment({ departmentId: idOf('销售二部'), parentId: 0 }, silent);
    expect(await outline()).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '财务中心(1)', '销售二部(2)']);
    await saveDepartment({ departmentId: idOf('销售二部'), parentId: idOf('销售部'), sort: 1 }, silent);
    await saveDepartment({ departmentId: idOf('财务中心'), sort: 1 }, silent);
    expect(await outline()).toEqual(['财务中心(1)', '总经办(1)', '销售部(0)', '  销售二部(2)', '  销售一部(2)']);
    // Deeper: a branch moved under another keeps its children; its staff stay with it.
    await saveDepartment({ departmentId: idOf('销售部'), parentId: idOf('总经办') }, silent);
    expect(await outline()).toEqual(['财务中心(1)', '总经办(1)', '  销售部(0)', '    销售二部(2)', '    销售一部(2)']);
    expect(sortsUnder(0)).toEqual([1, 2]);
    // A position past the end is the end; a rename to its own name (other case) is fine.
    await saveDepartment({ departmentId: idOf('财务中心'), sort: 99 }, silent);
    expect(getDb().departments.find((row) => row.departmentName === '财务中心')?.sort).toBe(2);
  });

  it('refuses a cycle, a duplicate sibling name, bad names and fields; stores nothing', async () => {
    const sales = idOf('销售部');
    const cases: [unknown, string][] = [
      [{ departmentId: sales, parentId: sales }, '不能把部门移到它自己或它的下级部门之下'],
      [{ departmentId: sales, parentId: idOf('销售一部') }, '不能把部门移到它自己或它的下级部门之下'],
      [{ departmentName: '财务部' }, '同一上级下已有部门“财务部”'],
      [{ departmentName: '销售一部', parentId: sales }, '同一上级下已有部门“销售一部”'],
      [{ departmentId: idOf('销售二部'), departmentName: '销售一部' }, '同一上级下已有部门“销售一部”'],
      [{ departmentId: idOf('销售一部'), parentId: 0, departmentName: '财务部' }, '同一上级下已有部门“财务部”'],
      [{ departmentName: '' }, '请填写部门名称'],
      [{ departmentName: '   ' }, '请填写部门名称'],
      [{ parentId: 0 }, '请填写部门名称'],
      [{ departmentName: '部'.repeat(31) }, '部门名称不能超过30个字符'],
      [{ departmentName: '客服部', parentId: -1 }, '上级部门不能小于0'],
      [{ departmentName: '客服部', parentId: String(sales) }, '上级部门格式不正确'],
      [{ departmentName: '客服部', sort: 0 }, '排序不能小于1'],
      [{ departmentName: '客服部', companyId: 2 }, '不支持的字段：companyId'],
      [{ departmentId: sales }, '没有要修改的内容'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.saveDepartment, body, silent), 40001, message);
    // The same name under another parent is fine.
    await saveDepartment({ departmentName: '销售一部' }, silent);
  });

  it('treats another company’s department as unknown (404), as parent and as the one saved', async () => {
    const theirs = idOf('门店', 2);
    await refused(() => saveDepartment({ departmentName: '客服部', parentId: theirs }, silent), 40401, '上级部门不存在');
    await refused(() => saveDepartment({ departmentId: theirs, departmentName: '改名' }, silent), 40401, '部门不存在');
    await refused(() => saveDepartment({ departmentId: 9999, departmentName: '改名' }, silent), 40401, '部门不存在');
    await refused(() => saveDepartment({ departmentId: idOf('销售部'), parentId: 9999 }, silent), 40401, '上级部门不存在');
  });

  it('caps a company at 200 departments', async () => {
    for (let i = 6; i <= 200; i += 1) await saveDepartment({ departmentName: `部门${i}` }, silent);
    await refused(() => saveDepartment({ departmentName: '部门201' }, silent), 40001, '每个公司最多200个部门');
  });

  it('needs company.manage (40301)', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => saveDepartment({ departmentName: '客服部' }, silent), 40301);
    await refused(() => saveDepartment({ departmentId: idOf('财务部'), departmentName: '财务中心' }, silent), 40301);
  });
});

describe('/company/deleteDepartment', () => {
  it('deletes an empty department and renumbers its siblings', async () => {
    const added = await saveDepartment({ departmentName: '临时组', parentId: idOf('销售部'), sort: 1 }, silent);
    await deleteDepartment({ departmentId: added.departmentId }, silent);
    expect(await outline()).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '财务部(1)']);
    expect(sortsUnder(idOf('销售部'))).toEqual([1, 2]);
  });

  it('refuses while staff (enabled or disabled) or sub-departments remain, saying how many; stores nothing', async () => {
    await refused(() => deleteDepartment({ departmentId: idOf('销售二部') }, silent), 40901, '部门“销售二部”还有2名员工，不能删除。请先把员工调到其他部门。');
    await refused(() => deleteDepartment({ departmentId: idOf('销售部') }, silent), 40901, '部门“销售部”还有2个下级部门，不能删除。请先删除或移走下级部门。');
    await refused(() => deleteDepartment({ departmentId: idOf('财务部') }, silent), 40901, /1名员工/);
    await saveDepartment({ departmentName: '出纳组', parentId: idOf('财务部') }, silent);
    await refused(
      () => deleteDepartment({ departmentId: idOf('财务部') }, silent),
      40901,
      '部门“财务部”还有1名员工和1个下级部门，不能删除。请先把员工调到其他部门，并删除或移走下级部门。',
    );
    await i18n.changeLanguage('en');
    await refused(
      () => deleteDepartment({ departmentId: idOf('财务部') }, silent),
      40901,
      'The department “财务部” still has 1 staff account and 1 sub-department: it cannot be deleted. First move the staff to another department and delete or move the sub-departments.',
    );
    await refused(() => deleteDepartment({ departmentId: idOf('销售一部') }, silent), 40901, /still has 2 staff accounts: it cannot be deleted/);
  });

  it('treats another company’s department as unknown, validates the body and needs company.manage', async () => {
    await refused(() => deleteDepartment({ departmentId: idOf('招聘组', 2) }, silent), 40401, '部门不存在');
    await refused(() => postUnchecked(companyPaths.deleteDepartment, {}, silent), 40001, '请填写部门编号');
    await refused(() => postUnchecked(companyPaths.deleteDepartment, { departmentId: '3' }, silent), 40001, '部门编号格式不正确');
    await refused(() => postUnchecked(companyPaths.deleteDepartment, { departmentId: 3, force: true }, silent), 40001, '不支持的字段：force');
    const empty = await saveDepartment({ departmentName: '临时组' }, silent);
    actAs(STAFF_ACCOUNT);
    await refused(() => deleteDepartment({ departmentId: empty.departmentId }, silent), 40301);
  });
});
