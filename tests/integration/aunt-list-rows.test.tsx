/**
 * The aunt list's rows stay light (issue 11): a row's delete confirmation, more-menu and
 * work-status menu are mounted when the user reaches for one (hover, focus, click) and in that row
 * only; they still open and work with the mouse and from the keyboard (Enter, Space, Escape), and
 * a row keeps within a budget of React fibers and DOM nodes (every kept-alive list tab holds its
 * rows).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Dropdown, Popconfirm } from 'antd';
import { getAunt, getAunts } from '@/api/aunt';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/**
 * What a row may cost at most: React fibers under its <tr> and DOM nodes in it. Measured on the
 * seeded first page: 120-137 fibers and 57-62 nodes a row (issue 11 left 112-127: the catalogue
 * tags that grey a retired entry and the company's custom columns of issue 16 added a few; before
 * issue 11: 165-182 and 74-82, with a Dropdown, a Popconfirm and a second Dropdown mounted in every
 * row and antd's three-node icons).
 */
const ROW_FIBER_BUDGET = 140;
const ROW_DOM_BUDGET = 66;

interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** The fibers React keeps for an element and everything rendered inside it. */
function fibersIn(element: Element): Fiber[] {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) throw new Error('not rendered by React');
  const top = (element as unknown as Record<string, Fiber>)[key];
  const found: Fiber[] = [top];
  const pending: (Fiber | null)[] = [top.child];
  while (pending.length > 0) {
    const fiber = pending.pop();
    if (!fiber) continue;
    found.push(fiber);
    pending.push(fiber.child, fiber.sibling);
  }
  return found;
}

const popupsIn = (element: Element) => fibersIn(element).filter((fiber) => fiber.type === Dropdown || fiber.type === Popconfirm).length;

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
const moreOf = (row: HTMLElement) => within(row).getByRole('button', { name: '更多' });
const rowOf = (auntId: number) => document.querySelector(`tr[data-row-key="${auntId}"]`) as HTMLElement;
/** The dropdown menu on screen (antd keeps a closed one in the document, hidden). */
const openMenu = () => document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');

async function renderFirstPage() {
  renderRoutes(
    [
      { path: '/aunt/:scope', element: <AuntListPage /> },
      { path: '/aunt/detail/:auntId', element: <div>detail page</div> },
    ],
    '/aunt/all',
  );
  const answer = await getAunts({ page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'all', fields: [...LIST_FIELDS] }, { silent: true });
  await waitFor(() => expect(rows().map((row) => Number(row.dataset.rowKey))).toEqual(answer.list.map((aunt) => aunt.auntId)));
  return answer.list;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('aunt list rows', () => {
  it('mounts no menu or confirmation in any row until one is reached for, then only that one', async () => {
    const list = await renderFirstPage();
    const table = document.querySelector('section[aria-label="全部阿姨"]') as HTMLElement;
    expect(popupsIn(table)).toBe(0);

    const aunt = list.find((candidate) => candidate.isLocked === 0) ?? list[0];
    await userEvent.hover(moreOf(rowOf(aunt.auntId)));
    expect(popupsIn(rowOf(aunt.auntId))).toBe(1);
    expect(popupsIn(table)).toBe(1);
    expect(document.querySelector('[role="menuitem"]')).toBeNull();

    await userEvent.click(moreOf(rowOf(aunt.auntId)));
    const menu = await screen.findByRole('menu');
    const blocked: Record<number, string> = { 5: '工作中的阿姨不能分享', 6: '黑名单中的阿姨不能分享' };
    const share = aunt.isShared ? '下架' : `分享到联盟大厅${blocked[aunt.workStatus] ?? ''}`;
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      '复制',
      aunt.isFav ? '取消关注' : '关注',
      aunt.isTop ? '取消置顶' : '置顶',
      aunt.isLocked ? '解锁' : '锁定',
      '移交',
      '备注',
      share,
      '查看手机号',
      '删除',
    ]);
  });

  it('opens a row’s more-menu from the keyboard: Enter and Space open it, Escape closes it and leaves focus on the button; a choice works', async () => {
    const list = await renderFirstPage();
    const aunt = list.find((candidate) => candidate.isFav === 0);
    if (!aunt) throw new Error('no aunt to favourite on page 1');
    const more = moreOf(rowOf(aunt.auntId));

    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openMenu()).not.toBeNull());
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(openMenu() as HTMLElement).getByRole('menuitem', { name: '关注' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    expect(document.querySelector('.ant-dropdown')).toHaveClass('ant-slide-up-leave'); // closing (jsdom runs no animation to its end)
    expect(document.activeElement).toBe(more);

    await userEvent.keyboard(' ');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(within(openMenu() as HTMLElement).getByRole('menuitem', { name: '关注' }));
    expect(await screen.findByText(`已关注${aunt.auntName}`)).toBeInTheDocument();
    expect((await getAunt({ auntId: aunt.auntId })).isFav).toBe(1);
  });

  it('deletes from the keyboard: 删除 (last in 更多) asks first, the confirmation’s delete removes her', async () => {
    const list = await renderFirstPage();
    const aunt = list.find((candidate) => candidate.isLocked === 0) ?? list[0];
    const remove = moreOf(rowOf(aunt.auntId));
    expect(popupsIn(rowOf(aunt.auntId))).toBe(0);

    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openMenu()).not.toBeNull());
    await userEvent.click(within(openMenu() as HTMLElement).getByRole('menuitem', { name: '删除' }));
    const confirm = (await screen.findByText(`删除阿姨“${aunt.auntName}”？`)).closest('.ant-popover') as HTMLElement;
    expect(confirm).toHaveTextContent('删除后可在回收站恢复。');
    // The confirmation describes its button while open, as antd's own trigger did.
    expect(remove).toHaveAttribute('aria-describedby');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('已删除 1 位阿姨')).toBeInTheDocument();
    await waitFor(() => expect(rows().map((row) => Number(row.dataset.rowKey))).not.toContain(aunt.auntId));
  });

  it('keeps every row within its budget of React fibers and DOM nodes', async () => {
    await renderFirstPage();
    for (const row of rows()) {
      expect(fibersIn(row).length).toBeLessThanOrEqual(ROW_FIBER_BUDGET);
      expect(row.querySelectorAll('*').length + 1).toBeLessThanOrEqual(ROW_DOM_BUDGET);
    }
  });
});
