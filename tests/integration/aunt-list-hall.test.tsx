/**
 * The aunt list's joint-hall actions against the real mock: sharing an aunt from her row (the
 * server receives addAunt with her id, the row shows her shared and offers 下架), taking her
 * off (declined: nothing sent; accepted: 下架合单成功 and the row flips), the shared list losing
 * her row, and a working aunt who cannot be shared.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { editField, getAunt, getAunts, type Aunt, type AuntScope } from '@/api/aunt';
import { addAunt, unitedPaths, type UnitedAuntIdRequest } from '@/api/united';
import { withFreshMockDb } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS, type AuntRow } from '@/pages/aunt/list/listData';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (auntId: number) => document.querySelector(`tr[data-row-key="${auntId}"]`) as HTMLElement | null;
const sharedFlag = (auntId: number) => rowOf(auntId)?.querySelector('[aria-label="已分享到联盟大厅"]') ?? null;
const firstPage = (scope: AuntScope) => getAunts({ page: 1, pageSize: DEFAULT_PAGE_SIZE, scope, fields: [...LIST_FIELDS] }, { silent: true });

/** The list of `scope`, once its first page is the server's. */
async function renderList(scope: AuntScope = 'all'): Promise<AuntRow[]> {
  renderRoutes([{ path: '/aunt/:scope', element: <AuntListPage /> }], `/aunt/${scope}`);
  const answer = await firstPage(scope);
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((aunt) => aunt.auntId)));
  return answer.list;
}

/** Opens her row's "more" menu and answers it. */
async function openMenu(aunt: Pick<Aunt, 'auntId' | 'auntName'>) {
  const row = rowOf(aunt.auntId);
  if (!row) throw new Error(`no row of ${aunt.auntId}`);
  await userEvent.click(within(row).getByRole('button', { name: '更多' }));
  return screen.findByRole('menu');
}

/** The first aunt on the first page of all aunts who can be shared now. */
async function shareable(): Promise<Aunt> {
  const page = await firstPage('all');
  const aunt = page.list.find((row) => row.isShared === 0 && row.workStatus !== 5 && row.workStatus !== 6);
  if (!aunt) throw new Error('no shareable aunt on the first page');
  return aunt;
}

/** The dialog is gone or leaving (jsdom never ends antd's leave animation). */
const closed = (dialog: HTMLElement) => !dialog.isConnected || dialog.className.includes('-leave') || dialog.closest('[class*="-leave"]') !== null;

/** The one dialog open now (a closed one may still be leaving). */
const openDialog = () =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((dialog) => !closed(dialog));
    expect(open).toHaveLength(1);
    return open[0];
  });

const stored = async (auntId: number) => (await getAunt({ auntId }, { silent: true })).isShared;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('aunt list: the joint hall', () => {
  it('shares an aunt from her row: the server receives addAunt with her id, the row shows her shared and offers 下架', async () => {
    const aunt = await shareable();
    await renderList();
    expect(sharedFlag(aunt.auntId)).toBeNull();
    const sent = recordBodies<UnitedAuntIdRequest>(unitedPaths.addAunt);

    await userEvent.click(within(await openMenu(aunt)).getByRole('menuitem', { name: '分享到联盟大厅' }));
    expect(await screen.findByText('已分享到联盟大厅')).toBeInTheDocument();
    await waitFor(() => expect(sharedFlag(aunt.auntId)).not.toBeNull());
    expect(sent).toEqual([{ auntId: aunt.auntId }]);
    expect(await stored(aunt.auntId)).toBe(1);
    expect(within(await openMenu(aunt)).getByRole('menuitem', { name: '下架' })).toBeInTheDocument();
  });

  it('takes an aunt off after asking: declined sends nothing; accepted shows 下架合单成功 and the row flips', async () => {
    const aunt = await shareable();
    await addAunt({ auntId: aunt.auntId });
    await renderList();
    await waitFor(() => expect(sharedFlag(aunt.auntId)).not.toBeNull());
    const sent = recordBodies<UnitedAuntIdRequest>(unitedPaths.removeAunt);

    await userEvent.click(within(await openMenu(aunt)).getByRole('menuitem', { name: '下架' }));
    let dialog = await openDialog();
    expect(dialog).toHaveTextContent(`确定将${aunt.auntName}从联盟大厅下架？`);
    expect(dialog).toHaveTextContent('未完成的合单（已申请、已同意）将全部取消');
    await userEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(sent).toEqual([]);
    expect(await stored(aunt.auntId)).toBe(1);
    expect(sharedFlag(aunt.auntId)).not.toBeNull();

    await userEvent.click(within(await openMenu(aunt)).getByRole('menuitem', { name: '下架' }));
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定下架' }));
    expect(await screen.findByText('下架合单成功')).toBeInTheDocument();
    await waitFor(() => expect(sharedFlag(aunt.auntId)).toBeNull());
    expect(sent).toEqual([{ auntId: aunt.auntId }]);
    expect(await stored(aunt.auntId)).toBe(0);
    expect(within(await openMenu(aunt)).getByRole('menuitem', { name: '分享到联盟大厅' })).toBeInTheDocument();
  });

  it('the shared list holds the shared aunts: a take-off there removes her row', async () => {
    const shown = await renderList('share');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((aunt) => aunt.isShared === 1)).toBe(true);
    const aunt = shown[0];

    await userEvent.click(within(await openMenu(aunt)).getByRole('menuitem', { name: '下架' }));
    await userEvent.click(within(await openDialog()).getByRole('button', { name: '确定下架' }));
    await waitFor(() => expect(shownIds()).not.toContain(aunt.auntId));
    const after = await firstPage('share');
    await waitFor(() => expect(shownIds()).toEqual(after.list.map((row) => row.auntId)));
    expect(await stored(aunt.auntId)).toBe(0);
  });

  it('a working aunt cannot be shared: the item is disabled and says why, and nothing is sent', async () => {
    const aunt = await shareable();
    await editField({ auntId: aunt.auntId, field: 'workStatus', value: 5 });
    const shown = await renderList();
    if (!shown.some((row) => row.auntId === aunt.auntId)) throw new Error('the aunt left the first page');
    const sent = recordBodies(unitedPaths.addAunt);

    const item = within(await openMenu(aunt)).getByRole('menuitem', { name: /^分享到联盟大厅/ });
    expect(item).toHaveTextContent('工作中的阿姨不能分享');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    expect(sent).toEqual([]);
    expect(await stored(aunt.auntId)).toBe(0);
  });

  it('an aunt without a sharing authorisation cannot be shared: the item is disabled and says why, and offers to record it on her page', async () => {
    const aunt = await shareable();
    getDb().auntConsents = getDb().auntConsents.filter((row) => row.auntId !== aunt.auntId); // set-up: none on file
    renderRoutes(
      [
        { path: '/aunt/:scope', element: <AuntListPage /> },
        { path: '/aunt/detail/:auntId', element: <p>her page</p> },
      ],
      '/aunt/all',
    );
    await waitFor(() => expect(rowOf(aunt.auntId)).not.toBeNull());
    const sent = recordBodies(unitedPaths.addAunt);

    const menu = await openMenu(aunt);
    const item = await waitFor(() => {
      const found = within(menu).getByRole('menuitem', { name: /^分享到联盟大厅/ });
      expect(found).toHaveAttribute('aria-disabled', 'true');
      return found;
    });
    expect(item).toHaveTextContent('没有信息共享授权，不能分享到联盟大厅：请先在“信息共享授权”中登记');
    await userEvent.click(item);
    expect(sent).toEqual([]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '登记授权' }));
    expect(await screen.findByText('her page')).toBeInTheDocument();
  });
});
