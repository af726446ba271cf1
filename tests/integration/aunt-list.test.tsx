/**
 * The aunt list page (component 'aunt/list') against the real aunt mock handlers: the filters
 * and the scope reach the server and the rows shown are its answer; inline salary edit; the
 * favourites filter; delete; permissions per row for a staff member; export of every page.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { rowAction } from '../rowActions';
import userEventLib from '@testing-library/user-event';
import { auntPaths, editField, getAunt, getAunts, type AuntListQuery } from '@/api/aunt';
import { XlsxWriterContext, type XlsxFile } from '@/components/DataTable';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb, snapshot } from '@/mocks/db';
import { privacyPaths } from '@/api/privacy';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { http, HttpResponse } from 'msw';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { giveExportReason } from '../exportReason';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const BASE = { page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'all', fields: [...LIST_FIELDS] };

/** Bodies the server received for getAunts, from now on, in order. */
const recordQueries = () => recordBodies<AuntListQuery>(auntPaths.getAunts);

let written: XlsxFile[] = [];

function renderList(path = '/aunt/all') {
  written = [];
  return renderRoutes(
    [
      { path: '/aunt/:scope', element: <AuntListPage /> },
      { path: '/aunt/detail/:auntId', element: <div>detail page</div> },
      { path: '/aunt/edit/:auntId', element: <div>edit page</div> },
    ],
    path,
    (router) => <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>{router}</XlsxWriterContext.Provider>,
  ).router;
}

/** Ids of the rows on screen, in order. */
const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
/** The keyword field (found by placeholder: role queries over a full table are slow in jsdom). */
const keywordBox = () => screen.getByPlaceholderText('姓名 / 手机号 / 身份证号');
/** An element of a row by its accessible label (attribute lookup: fast on a big table). */
const labelled = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const moreOf = (row: HTMLElement) => within(row).getByRole('button', { name: '更多' });
const rowOf = (auntId: number) => document.querySelector(`tr[data-row-key="${auntId}"]`) as HTMLElement;

async function expectRowsOf(body: AuntListQuery) {
  const answer = await getAunts(body, { silent: true });
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((aunt) => aunt.auntId)));
  return answer;
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the aunt list', () => {
  it('shows the server’s first page and sends every filter to the server', async () => {
    const bodies = recordQueries();
    renderList();
    expect(await screen.findByText('全部阿姨', { selector: 'h1' })).toBeInTheDocument();
    await expectRowsOf({ ...BASE, scope: 'all' });
    expect(bodies[0]).toEqual(BASE);
    expect(await screen.findByRole('tab', { name: /全部\s*\d[\d,]*/ })).toBeInTheDocument();

    await pick('工作状态', '找工作');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...BASE, workStatus: [1] }));
    await expectRowsOf({ ...BASE, scope: 'all', workStatus: [1] });

    await pick('服务类型', '月嫂');
    const monthly = bodies.at(-1)?.serviceTypes;
    expect(monthly).toHaveLength(1);
    await expectRowsOf({ ...BASE, scope: 'all', workStatus: [1], serviceTypes: monthly });

    const first = (await getAunts({ ...BASE, scope: 'all', workStatus: [1], serviceTypes: monthly }, { silent: true })).list[0];
    await userEvent.type(keywordBox(), `${first.auntName}{Enter}`);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...BASE, workStatus: [1], serviceTypes: monthly, keyword: first.auntName }));
    const answer = await expectRowsOf({ ...BASE, scope: 'all', workStatus: [1], serviceTypes: monthly, keyword: first.auntName });
    expect(answer.list.map((aunt) => aunt.auntId)).toContain(first.auntId);

    await userEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: '年龄下限' }), '30');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ ageMin: 30 }));
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual(BASE));
    await expectRowsOf({ ...BASE, scope: 'all' });
  });

  it('sends the scope of the route: /aunt/owner asks for the signed-in user’s aunts', async () => {
    const bodies = recordQueries();
    renderList('/aunt/owner');
    expect(await screen.findByText('我的阿姨', { selector: 'h1' })).toBeInTheDocument();
    const answer = await expectRowsOf({ ...BASE, scope: 'owner' });
    expect(bodies[0]).toEqual({ ...BASE, scope: 'owner' });
    const me = useSession.getState().user?.userId;
    expect(answer.list.every((aunt) => aunt.teacherUserId === me)).toBe(true);
  });

  it('edits the expected salary inline; an invalid value shows why and keeps the old one', async () => {
    renderList();
    const { list } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isLocked === 0 && candidate.expectedSalaryMax !== null);
    if (!aunt?.expectedSalaryMax) throw new Error('no aunt with a salary range on page 1');
    const label = `修改${aunt.auntName}的期望薪资`;
    const shown = () => labelled(rowOf(aunt.auntId), label);
    const edit = async (text: string) => {
      await userEvent.click(shown() as HTMLElement);
      const input = shown() as HTMLElement;
      await userEvent.clear(input);
      await userEvent.type(input, `${text}{Enter}`);
    };
    const low = aunt.expectedSalary.toLocaleString('en-US');

    // Refused here: not an amount, or a third decimal (money is two decimals everywhere); what was typed stays in the box.
    for (const typed of ['abc', '8000.555']) {
      await edit(typed);
      await waitFor(() => expect(rowOf(aunt.auntId).querySelector('[role="alert"]')).toHaveTextContent('请输入 ¥0 到 ¥100,000 之间、最多两位小数的金额'));
      expect(shown()).toHaveValue(typed);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(shown()?.tagName).toBe('BUTTON'));
      expect(shown()).toHaveTextContent(low);
    }
    expect((await getAunt({ auntId: aunt.auntId })).expectedSalary).toBe(aunt.expectedSalary);

    // Refused by the server: above her upper bound. Its reason shows; the old value stays.
    await edit(String(aunt.expectedSalaryMax + 1000));
    await waitFor(() => expect(rowOf(aunt.auntId).querySelector('[role="alert"]')).toHaveTextContent('期望薪资上限不能低于期望薪资'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shown()?.tagName).toBe('BUTTON'));
    expect(shown()).toHaveTextContent(low);
    expect((await getAunt({ auntId: aunt.auntId })).expectedSalary).toBe(aunt.expectedSalary);

    // Two decimals are an amount: saved exactly, shown with its fen.
    const next = aunt.expectedSalary - 200;
    await edit(`${next}.50`);
    await waitFor(() => expect(shown()?.tagName).toBe('BUTTON'));
    expect(shown()).toHaveTextContent(`${next.toLocaleString('en-US')}.50`);
    expect((await getAunt({ auntId: aunt.auntId })).expectedSalary).toBe(next + 0.5);
  });

  it('changes the work status from its tag: the tag is disabled while it is sent; a refusal is said and changes nothing', async () => {
    renderList();
    const { list } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isLocked === 0 && candidate.workStatus !== 6 && candidate.workStatus !== 2);
    if (!aunt) throw new Error('no aunt to change on page 1');
    const tag = () => labelled(rowOf(aunt.auntId), `修改${aunt.auntName}的工作状态（当前：${i18n.t(`codes.workStatus.${aunt.workStatus}`)}）`) as HTMLElement;
    const sent = recordBodies<{ field: string; value: unknown }>(auntPaths.editField);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.post(apiPattern(auntPaths.editField), async () => {
        await gate;
        return HttpResponse.json({ code: 40001, success: false, data: null, error: '该阿姨有进行中的订单' });
      }),
    );

    await userEvent.click(tag());
    await userEvent.click(await screen.findByRole('menuitem', { name: '面试' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(tag()).toBeDisabled();
    release();
    expect(await screen.findByText('该阿姨有进行中的订单')).toBeInTheDocument();
    await waitFor(() => expect(tag()).toBeEnabled());
    expect(rowOf(aunt.auntId).querySelector('[data-status]')).toHaveAttribute('data-status', String(aunt.workStatus));
    expect((await getAunt({ auntId: aunt.auntId })).workStatus).toBe(aunt.workStatus);
    expect(sent).toEqual([expect.objectContaining({ auntId: aunt.auntId, field: 'workStatus', value: 2 })]);

    mockServer.resetHandlers();
    await userEvent.click(tag());
    await userEvent.click(await screen.findByRole('menuitem', { name: '面试' }));
    await waitFor(() => expect(rowOf(aunt.auntId).querySelector('[data-status]')).toHaveAttribute('data-status', '2'));
    expect((await getAunt({ auntId: aunt.auntId })).workStatus).toBe(2);
  });

  it('blacklists with a reason and keeps remarks through the dialogs', async () => {
    renderList();
    const { list } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isLocked === 0 && candidate.workStatus !== 6);
    if (!aunt) throw new Error('no aunt to blacklist on page 1');

    await userEvent.click(
      labelled(rowOf(aunt.auntId), `修改${aunt.auntName}的工作状态（当前：${i18n.t(`codes.workStatus.${aunt.workStatus}`)}）`) as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: '黑名单' }));
    const reason = await screen.findByLabelText('拉黑原因', { selector: 'textarea' });
    await userEvent.click(screen.getByText('加入黑名单', { selector: 'button span' }));
    expect(await screen.findByText('请填写拉黑原因')).toBeInTheDocument();
    await userEvent.type(reason, '多次无故爽约');
    await userEvent.click(screen.getByText('加入黑名单', { selector: 'button span' }));
    await waitFor(() => expect(rowOf(aunt.auntId).querySelector('[data-status]')).toHaveAttribute('data-status', '6'));
    expect(await getAunt({ auntId: aunt.auntId })).toMatchObject({ workStatus: 6, blacklistReason: '多次无故爽约' });

    await userEvent.click(moreOf(rowOf(aunt.auntId)));
    await userEvent.click(await screen.findByRole('menuitem', { name: '备注' }));
    const remarks = await screen.findByLabelText('备注', { selector: 'textarea' });
    await waitFor(() => expect(remarks).toHaveValue(aunt.remarks));
    await userEvent.clear(remarks);
    await userEvent.type(remarks, '周末可以面试');
    await userEvent.click(screen.getByText('保 存', { selector: 'button span' }));
    expect(await screen.findByText('备注已保存')).toBeInTheDocument();
    expect((await getAunt({ auntId: aunt.auntId })).remarks).toBe('周末可以面试');
  });

  it('delivers an aunt to a staff member chosen in the dialog: 移交 without a choice asks for one and sends nothing, then the server records the new owner', async () => {
    const delivered = recordBodies<{ auntId: number; userId: number }>(auntPaths.deliverAunt);
    renderList();
    const { list } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isLocked === 0);
    if (!aunt) throw new Error('no aunt to deliver on page 1');

    await userEvent.click(moreOf(rowOf(aunt.auntId)));
    await userEvent.click(await screen.findByRole('menuitem', { name: '移交' }));
    const dialog = (await screen.findByText(`移交${aunt.auntName}`, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const ok = within(dialog).getByRole('button', { name: /^移\s?交$/ });
    await userEvent.click(ok);
    expect(await within(dialog).findByText('选择员工', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(delivered).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('移交给', { selector: 'input' }));
    const option = (await screen.findAllByRole('option'))[0]!;
    const name = option.textContent ?? '';
    await userEvent.click(option);
    await userEvent.click(ok);
    expect(await screen.findByText(`已将 1 位阿姨移交给${name}`)).toBeInTheDocument();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.auntId).toBe(aunt.auntId);
    expect((await getAunt({ auntId: aunt.auntId })).teacherUserId).toBe(delivered[0]!.userId);
    await waitFor(() => expect(screen.queryByText(`移交${aunt.auntName}`, { selector: '.ant-modal-title' })).not.toBeInTheDocument());
  });

  it('favourites an aunt, then finds her with “favourites only”', async () => {
    const bodies = recordQueries();
    renderList();
    const { list } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isFav === 0);
    if (!aunt) throw new Error('no aunt to favourite on page 1');

    await userEvent.click(moreOf(rowOf(aunt.auntId)));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关注' }));
    expect(await screen.findByText(`已关注${aunt.auntName}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: '只看关注' }));
    await userEvent.type(keywordBox(), `${aunt.auntName}{Enter}`);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ onlyFav: true, keyword: aunt.auntName }));
    const answer = await expectRowsOf({ ...BASE, scope: 'all', onlyFav: true, keyword: aunt.auntName });
    expect(answer.list.map((row) => row.auntId)).toContain(aunt.auntId);
    expect(answer.list.every((row) => row.isFav === 1)).toBe(true);
  });

  it('deletes an aunt after confirming: she leaves the list', async () => {
    renderList();
    const { list, total } = await expectRowsOf({ ...BASE, scope: 'all' });
    const aunt = list.find((candidate) => candidate.isLocked === 0) ?? list[0];
    await userEvent.click(await rowAction(rowOf(aunt.auntId), '删除'));
    const confirm = (await screen.findByText(`删除阿姨“${aunt.auntName}”？`)).closest('.ant-popover') as HTMLElement;
    expect(confirm).toHaveTextContent('删除后可在回收站恢复。');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('已删除 1 位阿姨')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(aunt.auntId));
    await waitFor(() => expect(screen.getByText(`第 1-${DEFAULT_PAGE_SIZE} 条，共 ${total - 1} 条`)).toBeInTheDocument());
    await expect(getAunt({ auntId: aunt.auntId }, { silent: true })).rejects.toMatchObject({ code: 40401 });
  });

  it('does not offer a staff member edit or delete on another staff member’s aunt', async () => {
    const adminId = useSession.getState().user?.userId ?? 0;
    const others = await getAunts({ ...BASE, scope: 'all', teacherUserId: adminId }, { silent: true });
    await signInAs(STAFF_ACCOUNT);
    const staffId = useSession.getState().user?.userId ?? 0;
    const own = await getAunts({ ...BASE, scope: 'all', teacherUserId: staffId }, { silent: true });
    const theirs = others.list[0];
    const mine = own.list.find((aunt) => aunt.isLocked === 0) ?? own.list[0];

    renderList();
    await expectRowsOf({ ...BASE, scope: 'all' });
    await userEvent.type(keywordBox(), `${theirs.auntName}{Enter}`);
    await waitFor(() => expect(shownIds()).toContain(theirs.auntId));
    const row = rowOf(theirs.auntId);
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    // 查看 and 复制 only: both in sight, no 更多.
    expect(within(row).getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '更多' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(labelled(row, `修改${theirs.auntName}的期望薪资`)).toBeNull();
    expect(labelled(row, `查看${theirs.auntName}的完整手机号`)).toBeNull();

    await userEvent.clear(keywordBox());
    await userEvent.type(keywordBox(), `${mine.auntName}{Enter}`);
    await waitFor(() => expect(shownIds()).toContain(mine.auntId));
    expect(within(rowOf(mine.auntId)).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(await rowAction(rowOf(mine.auntId), '删除')).toBeInTheDocument();
  });

  it('exports every row of the filter to a workbook, formula-safe, with the visible columns', async () => {
    // Show the remarks column and give one aunt of the filter a remark that looks like a formula.
    const order = [
      'gender',
      'age',
      'zodiac',
      'nativePlace',
      'mobile',
      'workStatus',
      'serviceTypes',
      'expectedSalary',
      'experienceYears',
      'tags',
      'education',
      'liveIn',
      'constellation',
      'teacherName',
      'remarks',
      'createdTime',
      'updatedTime',
      'flags',
    ];
    localStorage.setItem('agency-table:aunt', JSON.stringify({ version: 1, order, hidden: [], widths: {} }));
    const filter = { workStatus: [2] as (1 | 2)[] };
    const expected = await getAunts({ ...BASE, scope: 'all', ...filter, pageSize: 200 }, { silent: true });
    expect(expected.total).toBeGreaterThan(200);
    const target = expected.list[3];
    await editField({ auntId: target.auntId, field: 'remarks', value: '=HYPERLINK("http://evil.example","点我")' });

    const bodies = recordQueries();
    renderList();
    await expectRowsOf({ ...BASE, scope: 'all' });
    await pick('工作状态', '面试');
    await expectRowsOf({ ...BASE, scope: 'all', ...filter });
    const before = bodies.length;
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await giveExportReason('签约', /^导\s*出$/);
    await waitFor(() => expect(written).toHaveLength(1));

    const pages = bodies.slice(before);
    expect(pages.map((body) => body.page)).toEqual(Array.from({ length: Math.ceil(expected.total / 200) }, (_, index) => index + 1));
    expect(pages.every((body) => body.pageSize === 200 && JSON.stringify(body.workStatus) === '[2]' && body.scope === 'all')).toBe(true);

    const [file] = written;
    expect(file.fileName).toMatch(/^阿姨列表-全部-全部状态-\d{8}\.xlsx$/);
    expect(file.sheet.header).toEqual(expect.arrayContaining(['姓名', '手机号', '工作状态', '期望薪资', '备注', '录入时间']));
    expect(file.sheet.header).not.toContain('操作');
    expect(file.sheet.rows).toHaveLength(expected.total);
    const column = (title: string) => file.sheet.header.indexOf(title);
    expect(file.sheet.rows.every((row) => row[column('工作状态')] === '面试')).toBe(true);
    // An admin (personal.export) gave a reason: the stored mobiles, and the export is logged.
    const storedMobile = new Map(getDb().aunts.map((aunt) => [aunt.auntId, aunt.mobile]));
    expect(file.sheet.rows.slice(0, 200).map((row) => row[column('手机号')])).toEqual(expected.list.map((aunt) => storedMobile.get(aunt.auntId)));
    expect(file.sheet.rows.every((row) => /^1\d{10}$/.test(String(row[column('手机号')])))).toBe(true);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({
        action: 'export',
        fields: ['mobile'],
        reason: { kind: 'sign', text: '' },
        export: { list: 'aunt.all', rows: expected.total, masked: [] },
      }),
    ]);
    const remarked = file.sheet.rows.find((row) => row[column('姓名')] === target.auntName && String(row[column('备注')]).includes('HYPERLINK'));
    expect(remarked?.[column('备注')]).toBe('\'=HYPERLINK("http://evil.example","点我")');
  });

  it('exports masked mobiles for a staff member (no personal.export), asks no reason, and logs the export', async () => {
    await signInAs(STAFF_ACCOUNT);
    renderList('/aunt/owner');
    const shown = await expectRowsOf({ ...BASE, scope: 'owner' });
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(screen.queryByText('导出完整个人信息')).not.toBeInTheDocument();
    const mobiles = written[0].sheet.rows.map((row) => String(row[written[0].sheet.header.indexOf('手机号')]));
    expect(mobiles.length).toBe(shown.total);
    expect(mobiles.every((mobile) => /^\d{3}\*{4}\d{4}$/.test(mobile))).toBe(true);
    expect(await screen.findByText(`已导出 ${shown.total} 条记录；手机号等个人信息已脱敏`)).toBeInTheDocument();
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({ action: 'export', fields: [], export: { list: 'aunt.owner', rows: shown.total, masked: ['mobile'] } }),
    ]);
  });

  it('exports masked and says so when the server lacks /privacy/export, after the admin gave a reason', async () => {
    mockServer.use(http.post(apiPattern(privacyPaths.export), () => new HttpResponse(null, { status: 404 })));
    renderList('/aunt/owner');
    const shown = await expectRowsOf({ ...BASE, scope: 'owner' });
    const before = snapshot();
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await giveExportReason('核实身份', /^导\s*出$/);
    await waitFor(() => expect(written).toHaveLength(1));
    const mobiles = written[0].sheet.rows.map((row) => String(row[written[0].sheet.header.indexOf('手机号')]));
    expect(mobiles.length).toBe(shown.total);
    expect(mobiles.every((mobile) => /^\d{3}\*{4}\d{4}$/.test(mobile))).toBe(true);
    expect(await screen.findByText('当前服务器不支持导出完整个人信息，已按脱敏导出')).toBeInTheDocument();
    expect(snapshot()).toBe(before);
  });

  it('names the scope and the tab in force in the export file, in the language in use', async () => {
    const bodies = recordQueries();
    renderList('/aunt/owner');
    await expectRowsOf({ ...BASE, scope: 'owner' });
    // The list's export button by its text (a lingering progress dialog has 取消导出 too).
    const exportAs = async (text: RegExp) => {
      const before = written.length;
      const button = Array.from(document.querySelectorAll('button')).find((candidate) => text.test(candidate.textContent?.trim() ?? ''));
      if (!button) throw new Error(`no button ${String(text)}`);
      await userEvent.click(button);
      await giveExportReason(i18n.language === 'zh' ? '联系客户' : 'Contact the employer', text);
      await waitFor(() => expect(written).toHaveLength(before + 1));
      return written[before].fileName;
    };
    expect(await exportAs(/^导\s*出$/)).toMatch(/^阿姨列表-我的-全部状态-\d{8}\.xlsx$/);

    await userEvent.click(await screen.findByRole('tab', { name: /^黑名单/ }));
    await waitFor(() => expect(bodies.at(-1)?.tabKey).toBeDefined());
    const blacklist = await expectRowsOf(bodies.at(-1)!);
    expect(blacklist.list.every((aunt) => aunt.workStatus === 6)).toBe(true);
    expect(await exportAs(/^导\s*出$/)).toMatch(/^阿姨列表-我的-黑名单-\d{8}\.xlsx$/);

    await i18n.changeLanguage('en');
    await screen.findByRole('tab', { name: /^Blacklist/ });
    expect(await exportAs(/^Export$/)).toMatch(/^Aunts-Mine-Blacklist(ed)?-\d{8}\.xlsx$/);
    await userEvent.click(screen.getByRole('tab', { name: /^All/ }));
    await waitFor(() => expect(bodies.at(-1)).not.toHaveProperty('tabKey'));
    await expectRowsOf({ ...BASE, scope: 'owner' });
    expect(await exportAs(/^Export$/)).toMatch(/^Aunts-Mine-All statuses-\d{8}\.xlsx$/);
  });
});
