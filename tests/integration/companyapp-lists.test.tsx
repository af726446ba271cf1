/**
 * The mini-program's member lists against the real mock: members filtered as set, their mobiles masked,
 * and one turned into an employer through the employer form (the mobile revealed with a reason first,
 * or on a server without the reveal the list's full value or a hint to type it; filled from the
 * member; the row then links him);
 * a suggestion answered in its dialog (a refusal keeps the reply); purchases with their status
 * counts, the paid total and every row of the filter exported; marriage applications filtered,
 * exported (their own mobiles full after a reason), their mobiles masked in list and details and one
 * revealed with a reason; the empty state of an agency with none. Every export is logged
 * (/privacy/export): the members' mobiles full after a reason for an admin, masked for the rest.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyAppPaths, getMembers, type MarryApplyQuery, type Member, type MemberQuery } from '@/api/companyApp';
import { privacyPaths, revealPersonal, type ExportPersonalRequest, type RevealRequest } from '@/api/privacy';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { XlsxWriterContext, type XlsxFile } from '@/components/DataTable';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import CompanyAppMarriagePage from '@/pages/companyApp/marriage';
import CompanyAppMembersPage from '@/pages/companyApp/members';
import CompanyAppMiniOrdersPage from '@/pages/companyApp/miniOrders';
import CompanyAppSuggestionsPage from '@/pages/companyApp/suggestions';
import { giveExportReason } from '../exportReason';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
let written: XlsxFile[] = [];

function renderPage(path: string, element: React.ReactElement) {
  written = [];
  return renderRoutes([{ path, element }], path, (router) => (
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>{router}</XlsxWriterContext.Provider>
  ));
}
const rowOf = (key: number) => document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement;
const rows = () => document.querySelectorAll('tr[data-row-key]');
const lastDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
/** The reveal's reason dialog: picks the reason and reveals. */
async function giveReason(reason: string) {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((candidate) => within(candidate).queryByText('查看完整手机号') !== null);
    expect(found).toBeDefined();
    return found!;
  });
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
}
/** The employer form (open once its fields are). */
const employerForm = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByLabelText('手机号') !== null);
    expect(found).toBeDefined();
    return found!;
  });
/** Picks an option of the open select's dropdown by its title. */
async function pickOption(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  const dropdown = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!found) throw new Error('no dropdown yet');
    return found;
  });
  await userEvent.click(await within(dropdown).findByTitle(option));
}
const exportAll = async () => {
  const button = await waitFor(() => {
    const found = screen.getByRole('button', { name: /导出$/ });
    expect(found).toBeEnabled();
    return found;
  });
  await userEvent.click(button);
  await waitFor(() => expect(written).toHaveLength(1));
  return written[0]!;
};

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('members', () => {
  it('filters as set, and turns a member into an employer through the employer form, the mobile revealed with a reason first', async () => {
    const bodies = recordBodies<MemberQuery>(companyAppPaths.getMembers);
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    renderPage('/company-app/members', <CompanyAppMembersPage />);
    await waitFor(() => expect(rows().length).toBe(20));
    await pickOption('是否客户', '未转客户');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ isEmployer: 0 }));
    await waitFor(() => expect(rows().length).toBe(20));
    const member = getDb().appMembers.find((row) => row.memberId === Number(rows()[0]!.getAttribute('data-row-key')))!;
    const name = member.realName || member.nickname;
    // The list shows the mobile masked.
    expect(rowOf(member.memberId)).toHaveTextContent(maskMobile(member.mobile));
    expect(rowOf(member.memberId)).not.toHaveTextContent(member.mobile);
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(within(rowOf(member.memberId)).getByRole('button', { name: '转为客户' }));
    await giveReason('联系客户');
    const form = await employerForm();
    expect(reveals).toEqual([{ subject: 'member', id: member.memberId, fields: ['mobile'], reason: { kind: 'contact' } }]);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([expect.objectContaining({ subject: 'member', subjectId: member.memberId, action: 'reveal' })]);
    await waitFor(() => expect(within(form).getByDisplayValue(member.mobile)).toBeInTheDocument());
    expect(within(form).getByDisplayValue(name)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(getDb().employers.at(-1)).toMatchObject({ mobile: member.mobile, employerName: name, source: 4 }));
    // Now an employer: no longer in "not an employer yet".
    await waitFor(() => expect(rowOf(member.memberId)).toBeNull());
  });

  it('on a server without /privacy/reveal, fills the full mobile the list carried, or leaves it empty with a hint to type it', async () => {
    const answer = await getMembers({ isEmployer: 0 }, { silent: true });
    const [spec, masked] = answer.list as [Member, Member];
    const full = getDb().appMembers.find((row) => row.memberId === spec.memberId)!.mobile;
    // A spec server: the first member's mobile in full, the second's masked; no reveal call.
    const list = answer.list.map((row) => (row.memberId === spec.memberId ? { ...row, mobile: full } : row));
    mockServer.use(
      http.post(apiPattern(companyAppPaths.getMembers), () => HttpResponse.json({ code: 200, success: true, data: list, total: list.length })),
      http.post(apiPattern(privacyPaths.reveal), () => new HttpResponse(null, { status: 404 })),
    );
    renderPage('/company-app/members', <CompanyAppMembersPage />);
    await waitFor(() => expect(rowOf(spec.memberId)).not.toBeNull());
    expect(rowOf(spec.memberId)).toHaveTextContent(maskMobile(full));
    await userEvent.click(within(rowOf(spec.memberId)).getByRole('button', { name: '转为客户' }));
    await giveReason('联系客户');
    let form = await employerForm();
    expect(within(form).getByLabelText('手机号')).toHaveValue(full);
    expect(within(form).queryByText('当前服务器未提供完整手机号，请手动输入')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Known now to lack the reveal: no reason asked; the mask is not used, the user types the number.
    await userEvent.click(within(rowOf(masked.memberId)).getByRole('button', { name: '转为客户' }));
    form = await employerForm();
    expect(screen.queryByText('查看完整手机号')).toBeNull();
    expect(within(form).getByLabelText('手机号')).toHaveValue('');
    expect(within(form).getByText('当前服务器未提供完整手机号，请手动输入')).toBeInTheDocument();
  });
});

describe('members export', () => {
  /** The member rows of company 1 the list shows (every one, not only the page). */
  const members = () => getDb().appMembers.filter((row) => row.companyId === 1);
  const exported = (file: XlsxFile, title: string) => file.sheet.rows.map((row) => String(row[file.sheet.header.indexOf(title)]));

  it('asks an admin a reason, writes the stored mobiles and logs the export (list, rows, full column, reason)', async () => {
    const exports = recordBodies<ExportPersonalRequest>(privacyPaths.export);
    renderPage('/company-app/members', <CompanyAppMembersPage />);
    await waitFor(() => expect(rows().length).toBe(20));
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(screen.getByRole('button', { name: /导出$/ }));
    await giveExportReason('联系客户', /^导\s*出$/);
    await waitFor(() => expect(written).toHaveLength(1));
    // Every member's stored mobile, in full.
    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(exported(written[0]!, '手机号'))).toEqual(sorted(members().map((row) => row.mobile)));
    expect(exports).toEqual([expect.objectContaining({ list: 'member', subject: 'member', rows: members().length, fields: ['mobile'], masked: [] })]);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({
        userId: getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.userId,
        subject: 'member',
        subjectId: 0,
        action: 'export',
        fields: ['mobile'],
        reason: { kind: 'contact', text: '' },
        export: { list: 'member', rows: members().length, masked: [] },
      }),
    ]);
  });

  it('exports masked mobiles for a staff member without asking, and logs the masked export', async () => {
    await signInAs(STAFF_ACCOUNT);
    renderPage('/company-app/members', <CompanyAppMembersPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const logs = getDb().privacyAccessLogs.length;
    const file = await exportAll();
    expect(screen.queryByText('导出完整个人信息')).toBeNull();
    const mobiles = exported(file, '手机号');
    expect(mobiles.length).toBeGreaterThan(0);
    expect(mobiles.every((mobile) => /^\d{3}\*{4}\d{4}$/.test(mobile))).toBe(true);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({
        subject: 'member',
        action: 'export',
        fields: [],
        reason: { kind: '', text: '' },
        export: { list: 'member', rows: mobiles.length, masked: ['mobile'] },
      }),
    ]);
  });
});

describe('suggestions', () => {
  it('answers one in its dialog; a refusal keeps the reply and says why', async () => {
    const pending = getDb()
      .appSuggestions.filter((row) => row.companyId === 1 && row.status === 0)
      .sort((a, b) => (a.createdTime < b.createdTime ? 1 : -1))[0]!;
    renderPage('/company-app/suggestions', <CompanyAppSuggestionsPage />);
    await waitFor(() => expect(rowOf(pending.suggestId)).toBeTruthy());
    await userEvent.click(within(rowOf(pending.suggestId)).getByRole('button', { name: '回复' }));
    const dialog = lastDialog();
    expect(dialog).toHaveTextContent(pending.content);
    mockServer.use(
      http.post(apiPattern(companyAppPaths.replySuggest), () => HttpResponse.json({ code: 40901, success: false, data: null, error: '这条建议已经回复过了' }), {
        once: true,
      }),
    );
    await userEvent.type(within(dialog).getByLabelText('回复内容'), '已安排顾问回访');
    await userEvent.click(within(dialog).getByRole('button', { name: /发送回复/ }));
    expect(await within(dialog).findByText('这条建议已经回复过了')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('回复内容')).toHaveValue('已安排顾问回访');
    await userEvent.click(within(dialog).getByRole('button', { name: /发送回复/ }));
    await waitFor(() => expect(pending).toMatchObject({ status: 1, reply: '已安排顾问回访' }));
    await waitFor(() => expect(within(rowOf(pending.suggestId)).getByText('已回复')).toBeInTheDocument());
  });
});

describe('purchases', () => {
  it('counts every status, shows what was paid, opens an order and exports every row of the tab', async () => {
    const orders = getDb().miniOrders.filter((row) => row.companyId === 1);
    const paid = orders.filter((row) => row.status === 1 || row.status === 2);
    renderPage('/company-app/mini-orders', <CompanyAppMiniOrdersPage />);
    await waitFor(() => expect(screen.getByTestId('mini-paid-total')).toHaveTextContent(moneyOfFen(paid.reduce((sum, row) => sum + row.amountFen, 0))));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      `全部 120`,
      ...[0, 1, 2, 3].map((status, index) => `${['待支付', '已支付', '已完成', '已退款'][index]} ${orders.filter((row) => row.status === status).length}`),
    ]);
    await userEvent.click(screen.getByRole('tab', { name: /已完成/ }));
    await waitFor(() => expect(rows().length).toBe(20));
    const first = orders.find((row) => row.miniOrderId === Number(rows()[0]!.getAttribute('data-row-key')))!;
    await userEvent.click(within(rowOf(first.miniOrderId)).getByRole('button', { name: '详情' }));
    expect(await screen.findByText(`订单详情 · ${first.orderNo}`)).toBeInTheDocument();
    // The drawer shows the buyer's mobile and address masked.
    expect(document.body).toHaveTextContent(maskAddress(first.address));
    expect(document.body).toHaveTextContent(maskMobile(first.mobile));
    expect(document.body).not.toHaveTextContent(first.address);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const logs = getDb().privacyAccessLogs.length;
    // Buyers' mobiles (and addresses) are personal columns: an admin gives a reason and gets them in full from the purchases.
    await userEvent.click(screen.getByRole('button', { name: /导出$/ }));
    await giveExportReason('联系客户', /^导\s*出$/);
    await waitFor(() => expect(written).toHaveLength(1));
    const file = written[0]!;
    expect(file.fileName).toMatch(/^小程序购买订单-已完成-\d{8}\.xlsx$/);
    const completed = orders.filter((row) => row.status === 2);
    expect(file.sheet.rows).toHaveLength(completed.length);
    const column = (title: string) => file.sheet.rows.map((row) => String(row[file.sheet.header.indexOf(title)])).sort();
    // The shown columns are exported (the address column is hidden at this width): the buyers' stored mobiles.
    expect(column('手机号')).toEqual(completed.map((row) => row.mobile).sort());
    // The export is logged under the purchases, with its full columns.
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({
        subject: 'miniOrder',
        action: 'export',
        fields: ['mobile'],
        export: { list: 'miniOrder', rows: file.sheet.rows.length, masked: [] },
      }),
    ]);
  });

  it('shows the empty state to an agency with none', async () => {
    await signInAs(THIRD_ACCOUNT);
    renderPage('/company-app/mini-orders', <CompanyAppMiniOrdersPage />);
    expect(await screen.findByText('会员在小程序购买服务后，订单会显示在这里。')).toBeInTheDocument();
  });
});

describe('marriage applications', () => {
  const columnOf = (file: XlsxFile, title: string) => file.sheet.rows.map((row) => String(row[file.sheet.header.indexOf(title)]));

  it('filters by gender, exports the filter with the applicants’ mobiles after a reason, logged under the applications', async () => {
    const bodies = recordBodies<MarryApplyQuery>(companyAppPaths.getMarryApply);
    renderPage('/company-app/marriage', <CompanyAppMarriagePage />);
    await waitFor(() => expect(rows().length).toBe(20));
    await pickOption('性别', '男');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ gender: 1 }));
    const men = getDb().marryApplies.filter((row) => row.companyId === 1 && row.gender === 1);
    await waitFor(() => expect(rows().length).toBe(Math.min(20, men.length)));
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(screen.getByRole('button', { name: /导出$/ }));
    await giveExportReason('联系客户', /^导\s*出$/);
    await waitFor(() => expect(written).toHaveLength(1));
    const sorted = (list: string[]) => [...list].sort();
    // The application's own numbers (not the members'), in full.
    expect(sorted(columnOf(written[0]!, '手机号'))).toEqual(sorted(men.map((row) => row.mobile)));
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({ subject: 'marryApply', action: 'export', fields: ['mobile'], export: { list: 'marriage', rows: men.length, masked: [] } }),
    ]);
  });

  it('shows each mobile masked, in the list and the details, and reveals one with a reason (logged)', async () => {
    await signInAs(STAFF_ACCOUNT);
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    renderPage('/company-app/marriage', <CompanyAppMarriagePage />);
    await waitFor(() => expect(rows().length).toBe(20));
    const apply = getDb().marryApplies.find((row) => row.applyId === Number(rows()[0]!.getAttribute('data-row-key')))!;
    expect(rowOf(apply.applyId)).toHaveTextContent(maskMobile(apply.mobile));
    expect(document.body).not.toHaveTextContent(apply.mobile);
    await userEvent.click(within(rowOf(apply.applyId)).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(lastDialog()).toHaveTextContent(`报名详情 · ${apply.name}`));
    expect(lastDialog()).toHaveTextContent(maskMobile(apply.mobile));
    expect(lastDialog()).toHaveTextContent(apply.expectation);
    expect(lastDialog()).not.toHaveTextContent(apply.mobile);

    await userEvent.click(within(rowOf(apply.applyId)).getByRole('button', { name: '查看手机号' }));
    await giveReason('联系客户');
    await waitFor(() => expect(rowOf(apply.applyId)).toHaveTextContent(apply.mobile));
    expect(reveals).toEqual([{ subject: 'marryApply', id: apply.applyId, fields: ['mobile'], reason: { kind: 'contact' } }]);
    expect(getDb().privacyAccessLogs.at(-1)).toMatchObject({ subject: 'marryApply', subjectId: apply.applyId, fields: ['mobile'], action: 'reveal' });
  });

  it("an admin sees in the details who accessed the application's mobile", async () => {
    renderPage('/company-app/marriage', <CompanyAppMarriagePage />);
    await waitFor(() => expect(rows().length).toBe(20));
    const applyId = Number(rows()[0]!.getAttribute('data-row-key'));
    await revealPersonal({ subject: 'marryApply', id: applyId, fields: ['mobile'], reason: { kind: 'verify' } });
    await userEvent.click(within(rowOf(applyId)).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(within(lastDialog()).getByTestId('record-access')).toHaveTextContent(/查看 .*手机号 · 核实/));
  });
});
