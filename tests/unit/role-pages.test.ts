/** The role screen's pure rules: the page picker (shown pages, checked boxes, what is saved) and the permission layout. */
import { describe, expect, it } from 'vitest';
import type { SysPage, SysPermission } from '@/api/user';
import { ALL_PERMISSIONS, permissionFromServer, serverPermissionNames } from '@/domain/permissions';
import { checkedOf, pageIdsToSave, pagePicker, sameIds, shownPages, toggle, treeState } from '@/pages/company/roles/pageSelection';
import { permissionLayout } from '@/pages/company/roles/permissionLayout';

const page = (pageId: number, parentId: number, pageName: string, extra: Partial<SysPage> = {}): SysPage => ({
  pageId,
  parentId,
  pageName,
  pageTitle: pageName,
  routePath: `/${pageName}`,
  component: '',
  menuIcon: '',
  isMenu: 1,
  sort: pageId,
  location: 'left',
  redirectPath: '',
  ...extra,
});

// 1 Aunts ─ 2 All ─ 3 Detail (hidden) ─ 9 Photos (hidden)
//         └ 4 Mine
//         └ 5 Add (hidden)
// 6 Jobs ─ 7 JobDetail (hidden)
// 8 PageManage (platform) ─ 10 PageEdit
// 11 Orphan (hidden, no parent)
const PAGES: SysPage[] = [
  page(4, 1, 'Mine'),
  page(1, 0, 'Aunts', { sort: 1 }),
  page(2, 1, 'All', { sort: 0 }),
  page(3, 2, 'Detail', { isMenu: 0 }),
  page(5, 1, 'Add', { isMenu: 0 }),
  page(6, 0, 'Jobs', { sort: 2 }),
  page(7, 6, 'JobDetail', { isMenu: 0 }),
  page(8, 0, 'PageManage', { sort: 3 }),
  page(9, 3, 'Photos', { isMenu: 0 }),
  page(10, 8, 'PageEdit'),
  page(11, 42, 'Orphan', { isMenu: 0 }),
];

describe('the role page picker', () => {
  const picker = pagePicker(PAGES);

  it('shows the menu pages in menu order, never the platform’s, and a hidden page only when it has no parent to follow', () => {
    expect(shownPages(picker).map((row) => row.pageName)).toEqual(['Aunts', 'All', 'Mine', 'Jobs', 'Orphan']);
    expect(picker.pages.map((row) => row.pageName)).not.toContain('PageEdit');
  });

  it('checks the shown leaves a role holds (the tree derives the parents)', () => {
    expect(checkedOf(picker, [1, 2, 3, 5, 6, 7])).toEqual([2, 6]);
    expect(checkedOf(picker, [1])).toEqual([]);
    expect(checkedOf(picker, [8, 10, 11])).toEqual([11]);
  });

  it('saves the checked pages with their ancestors and the hidden pages that follow them', () => {
    // One child checked: the half-checked parent is saved, and the parent's hidden page follows it.
    expect(pageIdsToSave(picker, [4])).toEqual([1, 4, 5]);
    expect(pageIdsToSave(picker, [2])).toEqual([1, 2, 3, 5, 9]);
    expect(pageIdsToSave(picker, [1, 2, 4])).toEqual([1, 2, 3, 4, 5, 9]);
    expect(pageIdsToSave(picker, [6])).toEqual([6, 7]);
    expect(pageIdsToSave(picker, [])).toEqual([]);
    // Unknown and platform ids are dropped.
    expect(pageIdsToSave(picker, [8, 10, 99])).toEqual([]);
  });

  it('derives checked and half-checked parents from the checked leaves', () => {
    expect(treeState(picker, [2])).toEqual({ checked: [2], halfChecked: [1] });
    expect(treeState(picker, [2, 4, 6])).toEqual({ checked: [2, 4, 1, 6], halfChecked: [] });
    expect(treeState(picker, [])).toEqual({ checked: [], halfChecked: [] });
  });

  it('ticks or clears a parent with its leaves, leaving the ones that may not change', () => {
    expect(toggle(picker, [], 1)).toEqual([2, 4]);
    expect(toggle(picker, [2], 1)).toEqual([2, 4]);
    expect(toggle(picker, [2, 4, 6], 1)).toEqual([6]);
    expect(toggle(picker, [2, 6], 2)).toEqual([6]);
    expect(toggle(picker, [6], 4)).toEqual([4, 6]);
    // 4 may not change: ticking the parent ticks 2 only; clearing it clears 2 only.
    const canChange = (id: number) => id !== 4;
    expect(toggle(picker, [], 1, canChange)).toEqual([2]);
    expect(toggle(picker, [2, 4], 1, canChange)).toEqual([4]);
    expect(toggle(picker, [4], 1, canChange)).toEqual([2, 4]);
    expect(toggle(picker, [4], 99)).toEqual([4]);
  });

  it('compares id sets', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
  });
});

describe('the permission layout', () => {
  const all: SysPermission[] = ALL_PERMISSIONS.map((name, index) => ({ permissionId: index + 1, permissionName: name }));

  it('puts the ownership triples in a grid and the rest under their areas', () => {
    const layout = permissionLayout(all, (name) => name);
    expect(layout.ownership.map((row) => [row.kind, row.label.zh, row.cells.own?.name, row.cells.unowned?.name, row.cells.others?.name])).toEqual([
      ['aunt', '阿姨', 'aunt.own', 'aunt.unowned', 'aunt.others'],
      ['employer', '客户', 'employer.own', 'employer.unowned', 'employer.others'],
      ['order', '订单', 'order.own', 'order.unowned', 'order.others'],
    ]);
    expect(layout.areas.map((area) => [area.key, area.items.map((item) => item.name)])).toEqual([
      ['aunt', ['aunt.mobile.others']],
      ['business', ['united.manage', 'insurance.manage', 'finance.manage']],
      ['company', ['company.manage', 'user.manage', 'role.manage', 'personal.export']],
    ]);
    expect(layout.areas[2]!.items[2]!.label).toEqual({ zh: '角色与权限管理', en: 'Manage roles and permissions' });
    expect(layout.unknown).toEqual([]);
  });

  it('reads a server’s own names through the configured table and keeps names it does not know', () => {
    const names = serverPermissionNames({ 'aunt.others': 'AUNT_EDIT_OTHERS' });
    const server: SysPermission[] = [
      { permissionId: 7, permissionName: 'AUNT_EDIT_OTHERS' },
      { permissionId: 8, permissionName: 'aunt.own' },
      { permissionId: 9, permissionName: 'REPORTS', permissionLabel: '报表' },
      { permissionId: 10, permissionName: 'EXPORT' },
    ];
    const layout = permissionLayout(server, permissionFromServer(names));
    expect(layout.ownership).toHaveLength(1);
    expect(layout.ownership[0]!.cells).toMatchObject({ own: { permissionId: 8 }, others: { permissionId: 7, name: 'aunt.others' } });
    expect(layout.ownership[0]!.cells.unowned).toBeUndefined();
    expect(layout.areas).toEqual([]);
    expect(layout.unknown.map((item) => [item.permissionId, item.label.en])).toEqual([
      [9, '报表'],
      [10, 'EXPORT'],
    ]);
  });
});
