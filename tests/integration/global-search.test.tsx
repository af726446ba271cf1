/**
 * The search from anywhere (layout/search): Ctrl+K (or the top bar's button) opens it; typing an
 * aunt's mobile tail finds her (mobile shown masked) and Enter opens her page; ↑/↓ move through
 * the results grouped by kind; menu pages match by title; Esc closes. A server without /search
 * (404): the spec's list calls with their keyword find her instead; one of them failing says
 * "部分结果" and the rest still show.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { auntPaths } from '@/api/aunt';
import { orderPaths } from '@/api/order';
import { searchPaths, type SearchRequest } from '@/api/search';
import { installShortcuts } from '@/app/shortcutKeys';
import { setToken } from '@/auth/token';
import { maskMobile } from '@/domain/personalData';
import { ADMIN_ACCOUNT, getDb, type AuntRow } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { useAppState } from '@/stores/app';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { currentPath, renderApp, signedOutShell } from '../render';
import { recordBodies, serverLacks } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
let remove: () => void = () => undefined;
beforeEach(async () => {
  await signedOutShell();
  setToken(tokenFor(ADMIN_ACCOUNT));
  remove = installShortcuts();
});
afterEach(() => remove());

/** A live aunt of the admin's company whose mobile's last 6 digits no other live aunt of it ends with. */
function distinctAunt(): AuntRow {
  const rows = getDb().aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0);
  return rows.find((row) => rows.filter((other) => other.mobile.includes(row.mobile.slice(-6))).length === 1)!;
}

/** antd keeps a closed dialog in the document while it leaves. */
const closed = (dialog: HTMLElement) =>
  !dialog.isConnected || dialog.closest('[class*="-leave"]') !== null || dialog.closest('[style*="display: none"]') !== null;

async function openSearch() {
  const app = renderApp('/dashboard');
  await screen.findByRole('main');
  const button = await screen.findByRole('button', { name: '搜索' });
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: '搜索' });
  const input = within(dialog).getByRole('combobox', { name: '搜索' });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { ...app, dialog, input };
}

describe('search from anywhere', () => {
  it('Ctrl+K, an aunt’s mobile tail, Enter: her page opens; the server was asked for the kinds the menu opens', async () => {
    const aunt = distinctAunt();
    const bodies = recordBodies<SearchRequest>(searchPaths.search);
    const { router, dialog, input } = await openSearch();
    await userEvent.type(input, aunt.mobile.slice(-6));
    const option = await within(dialog).findByRole('option', { name: new RegExp(aunt.auntName) });
    expect(option).toHaveTextContent(maskMobile(aunt.mobile));
    expect(dialog).not.toHaveTextContent(aunt.mobile);
    expect(within(dialog).getByRole('group', { name: '阿姨' })).toContainElement(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(bodies.at(-1)).toEqual({ keyword: aunt.mobile.slice(-6), limit: 5, kinds: ['aunt', 'employer', 'order', 'hall', 'staff'] });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/aunt/detail/${aunt.auntId}`));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(useAppState.getState().searchOpen).toBe(false);
  });

  it('↑/↓ move through results grouped by kind (menu pages last, matched by title); Esc closes', async () => {
    const { router, dialog, input } = await openSearch();
    await userEvent.type(input, '阿姨');
    const pages = await within(dialog).findByRole('group', { name: '菜单页面' });
    const options = within(dialog).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.at(-1)!.closest('[role="group"]')).toBe(pages);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(useAppState.getState().searchOpen).toBe(false);
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('a server without /search: the aunt list call with the keyword finds her; nothing says partial', async () => {
    const lacks = serverLacks(searchPaths.search);
    const aunt = distinctAunt();
    const bodies = recordBodies<{ keyword?: string }>(auntPaths.getAunts);
    const { dialog, input } = await openSearch();
    await userEvent.type(input, aunt.mobile.slice(-6));
    const option = await within(dialog).findByRole('option', { name: new RegExp(aunt.auntName) });
    expect(option).toHaveTextContent(maskMobile(aunt.mobile));
    expect(lacks.asked).toBe(1);
    expect(bodies.some((body) => body.keyword === aunt.mobile.slice(-6))).toBe(true);
    expect(within(dialog).queryByTestId('search-partial')).toBeNull();
  });

  it('a server without /search whose order list fails: "部分结果", the aunts still found', async () => {
    serverLacks(searchPaths.search);
    mockServer.use(http.post(apiPattern(orderPaths.list), () => HttpResponse.json({ code: 50001, error: 'boom', data: null })));
    const aunt = distinctAunt();
    const { dialog, input } = await openSearch();
    await userEvent.type(input, aunt.auntName);
    expect(await within(dialog).findByTestId('search-partial')).toHaveTextContent('部分结果');
    const aunts = await within(dialog).findByRole('group', { name: '阿姨' });
    expect(within(aunts).getAllByRole('option', { name: new RegExp(aunt.auntName) }).length).toBeGreaterThan(0);
  });
});
