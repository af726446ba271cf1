/**
 * The keyboard shortcuts (components/shortcuts, the document's listener app/shortcutKeys): "/"
 * focuses the list's search box, Alt+N adds a record, Ctrl/⌘+S saves the form with the focus
 * anywhere on its page, "?" lists them; a single key typed in a field stays text; the controls
 * carry aria-keyshortcuts and their tooltips name the keys, in Chinese and English.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb } from '@/mocks/db';
import { auntPaths } from '@/api/aunt';
import { setToken } from '@/auth/token';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';
import { installShortcuts } from '@/app/shortcutKeys';
import { currentPath, renderApp, signedOutShell } from '../render';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
let remove: () => void = () => undefined;
beforeEach(async () => {
  await signedOutShell();
  setToken(tokenFor(ADMIN_ACCOUNT));
  // The shell installs it once the page has settled; here at once.
  remove = installShortcuts();
});
afterEach(() => remove());

async function auntList() {
  const app = renderApp('/aunt/all');
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: /全部阿姨|All aunts/ });
  return { ...app, main };
}

describe('keyboard shortcuts', () => {
  it('"/" focuses the list\'s search box; typed in a field, "/" and "?" stay text', async () => {
    const { main } = await auntList();
    const search = within(main).getByRole('textbox', { name: '关键词' });
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    expect(document.activeElement).not.toBe(search);
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(search);
    expect(search).toHaveValue('');
    await userEvent.keyboard('张/?');
    expect(search).toHaveValue('张/?');
    expect(document.activeElement).toBe(search);
    expect(screen.queryByText('聚焦列表的搜索框')).toBeNull();
  });

  it('Alt+N clicks the list\'s add button, whose tooltip names the keys: "新增阿姨 (Alt+N)"', async () => {
    const { router, main } = await auntList();
    const add = within(main).getByRole('button', { name: /新增阿姨/ });
    expect(add).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await userEvent.hover(add);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('新增阿姨 (Alt+N)');
    await userEvent.unhover(add);
    await userEvent.keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/add'));
  });

  it('shows the keys in English tooltips: "Add aunt (Alt+N)", the search box "Keyword (/)"', async () => {
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    const { main } = await auntList();
    const add = within(main).getByRole('button', { name: /Add aunt/ });
    await userEvent.hover(add);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add aunt (Alt+N)');
    await userEvent.unhover(add);
    const search = within(main).getByRole('textbox', { name: i18n.t('auntList.filters.keyword') });
    await userEvent.hover(search);
    await waitFor(() => expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === `${i18n.t('auntList.filters.keyword')} (/)`)).toBe(true));
  });

  it('Ctrl+S saves the aunt form with the focus on its Save button (outside the form): the server receives it once', async () => {
    const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
    const aunt = getDb().aunts.find((row) => row.companyId === me?.companyId && row.isDeleted === 0 && row.isLocked === 0);
    if (!aunt) throw new Error('no seeded aunt');
    const { auntId, auntName } = aunt;
    const bodies = recordBodies(auntPaths.editAunt);
    const { router } = renderApp(`/aunt/edit/${auntId}`);
    const name = await screen.findByLabelText('姓名');
    await userEvent.click(name);
    await userEvent.paste('娟');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(save).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
    save.focus();
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(currentPath(router)).toBe(`/aunt/detail/${auntId}`));
    expect(bodies).toEqual([expect.objectContaining({ auntId, auntName: `${auntName}娟` })]);
    expect(getDb().aunts.find((row) => row.auntId === auntId)?.auntName).toBe(`${auntName}娟`);
  });

  it('"?" lists the shortcuts', async () => {
    await auntList();
    await userEvent.keyboard('?');
    // (antd's confirm dialogs are labelled by an id that the test build gives every element: found by their text.)
    const help = (await screen.findByText('聚焦列表的搜索框')).closest<HTMLElement>('[role="dialog"]');
    if (!help) throw new Error('no dialog');
    expect(within(help).getAllByText('键盘快捷键').length).toBeGreaterThan(0);
    for (const text of ['聚焦列表的搜索框', '新增一条记录（列表页的新增按钮）', '保存表单（页面、抽屉或对话框中）', '关闭对话框或抽屉（取消）'])
      expect(help).toHaveTextContent(text);
    expect(within(help).getByText('Alt+N')).toBeInTheDocument();
    expect(within(help).getByText('Ctrl+S')).toBeInTheDocument();
  });
});
