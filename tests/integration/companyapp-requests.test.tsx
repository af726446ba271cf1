/**
 * The service requests page against the real mock: tabs with counts and filters sent as the user
 * set them; accepting (one request for a double click), closing (the remark rule kept in the
 * dialog), the details drawer (its steps in the footer, the mobile masked), converting into an employer and a job (the mobile revealed
 * with a reason first; a server without the reveal: the list's full value or a hint to type it; then the new-order link), only the steps the
 * graph and the user's permissions allow; and the bell's count of pending requests, a pushed
 * request's notification and the "mine" link it opens.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { employerPaths } from '@/api/employer';
import { http, HttpResponse } from 'msw';
import { companyAppPaths, getCompanyAppOrder, type CompanyAppOrderQuery, type SetCompanyAppOrderRequest } from '@/api/companyApp';
import { privacyPaths, type RevealRequest } from '@/api/privacy';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import CompanyAppOrdersPage from '@/pages/companyApp/orders';
import { deliverAppRequestPush, refreshPendingRequests } from '@/pages/companyApp/orders/requestBell';
import { useAppState } from '@/stores/app';
import { setAppRouter } from '@/app/routerRef';
import { currentPath, renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { rowAction } from '../rowActions';
import { signInAs, signInForTest } from '../session';
import { userIdOf } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function OrdersStub() {
  const location = useLocation();
  return <p data-testid="orders-stub">{location.search}</p>;
}

function renderPage(path = '/company-app/orders') {
  return renderRoutes(
    [
      { path: '/company-app/orders', element: <CompanyAppOrdersPage /> },
      { path: '/customer/jobs', element: <OrdersStub /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    path,
  );
}

const rowOf = (appOrderId: number) => document.querySelector(`tr[data-row-key="${appOrderId}"]`) as HTMLElement | null;
const request = (appOrderId: number) => getDb().appRequests.find((row) => row.appOrderId === appOrderId)!;
const newest = (status: number, assigneeId?: number) =>
  getDb()
    .appRequests.filter((row) => row.companyId === 1 && row.status === status && (assigneeId === undefined || row.assigneeId === assigneeId))
    .sort((a, b) => (a.createdTime < b.createdTime ? 1 : -1))[0]!;
const lastDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
/** The open dialog showing this title. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByText(title) !== null);
    expect(found).toBeDefined();
    return found!;
  });
const revealDialog = () => dialogTitled('查看完整手机号');
/** The reveal's reason dialog: picks the reason and reveals. */
async function giveReason(reason: string) {
  const dialog = await revealDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
}
/** The conversion's form (open once its fields are). */
const convertDialog = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByLabelText('客户姓名') !== null);
    expect(found).toBeDefined();
    return found!;
  });

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the service requests page', () => {
  it('shows the tabs with their counts and sends the filters as set', async () => {
    const bodies = recordBodies<CompanyAppOrderQuery>(companyAppPaths.getCompanyAppOrder);
    renderPage();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]').length).toBe(20));
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      '全部 60',
      '待受理 12',
      `跟进中 ${getDb().appRequests.filter((row) => row.companyId === 1 && row.status === 1).length}`,
      expect.stringMatching(/^已转客户 \d+$/),
      expect.stringMatching(/^已关闭 \d+$/),
    ]);
    await userEvent.click(screen.getByRole('tab', { name: /待受理/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 0 }));
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 0, assigneeId: userIdOf(ADMIN_ACCOUNT.mobile) }));
    await waitFor(() =>
      expect(document.querySelectorAll('tr[data-row-key]').length).toBe(
        getDb().appRequests.filter((row) => row.status === 0 && row.assigneeId === userIdOf(ADMIN_ACCOUNT.mobile)).length,
      ),
    );
  });

  it('shows a request in a drawer titled with its contact, its steps in the footer, and closes from the X', async () => {
    const steps = recordBodies<SetCompanyAppOrderRequest>(companyAppPaths.setCompanyAppOrder);
    const pending = newest(0, 0);
    renderPage();
    await waitFor(() => expect(rowOf(pending.appOrderId)).not.toBeNull());
    await userEvent.click(within(rowOf(pending.appOrderId)!).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(`需求详情 · ${pending.contactName}`)).toBeInTheDocument();
    // The mobile masked (its eye reveals it with a reason).
    expect(drawer).toHaveTextContent(maskMobile(pending.mobile));
    expect(drawer).not.toHaveTextContent(pending.mobile);
    const footer = drawer.querySelector<HTMLElement>('.ant-drawer-footer')!;
    // The row's steps but 详情 itself.
    expect(within(footer).queryByRole('button', { name: '详情' })).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: '受理' }));
    await waitFor(() => expect(steps).toEqual([{ appOrderId: pending.appOrderId, action: 'accept' }]));
    expect(request(pending.appOrderId)).toMatchObject({ status: 1, assigneeId: userIdOf(ADMIN_ACCOUNT.mobile) });

    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('accepts a request once however often it is clicked, and closes one with a reason (the remark rule in the dialog)', async () => {
    const steps = recordBodies<SetCompanyAppOrderRequest>(companyAppPaths.setCompanyAppOrder);
    const pending = newest(0, 0);
    renderPage();
    await waitFor(() => expect(rowOf(pending.appOrderId)).not.toBeNull());
    const accept = within(rowOf(pending.appOrderId)!).getByRole('button', { name: '受理' });
    await userEvent.dblClick(accept);
    await waitFor(() => expect(within(rowOf(pending.appOrderId)!).getByText('跟进中')).toBeInTheDocument());
    expect(steps.filter((body) => body.appOrderId === pending.appOrderId)).toEqual([{ appOrderId: pending.appOrderId, action: 'accept' }]);
    expect(request(pending.appOrderId)).toMatchObject({ status: 1, assigneeId: userIdOf(ADMIN_ACCOUNT.mobile) });

    await userEvent.click(await rowAction(rowOf(pending.appOrderId)!, '关闭需求'));
    const dialog = lastDialog();
    await userEvent.click(within(dialog).getByLabelText('其他'));
    await userEvent.click(within(dialog).getByRole('button', { name: /关闭需求/ }));
    expect(await within(dialog).findByText('原因选“其他”时请填写说明')).toBeInTheDocument();
    expect(request(pending.appOrderId).status).toBe(1);
    await userEvent.type(within(dialog).getByLabelText('说明'), '客户只是咨询');
    await userEvent.click(within(dialog).getByRole('button', { name: /关闭需求/ }));
    await waitFor(() => expect(request(pending.appOrderId)).toMatchObject({ status: 3, closeReason: 5, closeRemark: '客户只是咨询' }));
    expect(await within(rowOf(pending.appOrderId)!).findByRole('button', { name: '重新打开' })).toBeInTheDocument();
  });

  it('turns a request into a new employer and a job in one step: reveals the mobile with a reason first, then opens the new order', async () => {
    const following = newest(1);
    const employers = getDb().employers.length;
    const logs = getDb().privacyAccessLogs.length;
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const { router } = renderPage();
    await waitFor(() => expect(rowOf(following.appOrderId)).not.toBeNull());
    expect(rowOf(following.appOrderId)).toHaveTextContent(maskMobile(following.mobile));
    await userEvent.click(await rowAction(rowOf(following.appOrderId)!, '转为客户'));
    await giveReason('签约');
    const dialog = await convertDialog();
    expect(reveals).toEqual([{ subject: 'appOrder', id: following.appOrderId, fields: ['mobile'], reason: { kind: 'sign' } }]);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([
      expect.objectContaining({ subject: 'appOrder', subjectId: following.appOrderId, fields: ['mobile'], action: 'reveal' }),
    ]);
    expect(within(dialog).getByLabelText('客户姓名')).toHaveValue(following.contactName);
    expect(within(dialog).getByLabelText('手机号')).toHaveValue(following.mobile);
    expect(within(dialog).getByRole('textbox', { name: '服务地址' })).toHaveValue(maskAddress(following.address));
    await userEvent.click(within(dialog).getByLabelText('住家'));
    await userEvent.click(within(dialog).getByRole('button', { name: /转为客户/ }));
    await waitFor(() => expect(getDb().employers.length).toBe(employers + 1));
    const employer = getDb().employers.at(-1)!;
    const job = getDb().jobs.at(-1)!;
    expect(employer).toMatchObject({ employerName: following.contactName, mobile: following.mobile, userId: following.assigneeId, source: 4 });
    expect(job).toMatchObject({ employerId: employer.employerId, serviceType: following.serviceType, schedule: 1 });
    // The address was shown masked in the form and sent back so: the request's stored one is kept.
    expect([employer.address, job.address]).toEqual([following.address, following.address]);
    expect(request(following.appOrderId)).toMatchObject({ status: 2, employerId: employer.employerId, jobId: job.jobId });
    await waitFor(() => expect(currentPath(router)).toBe(`/customer/jobs?create=1&employerId=${employer.employerId}&jobId=${job.jobId}`));
  });

  it('cancelling the reason opens no conversion and reveals nothing', async () => {
    const following = newest(1);
    const logs = getDb().privacyAccessLogs.length;
    renderPage();
    await waitFor(() => expect(rowOf(following.appOrderId)).not.toBeNull());
    await userEvent.click(await rowAction(rowOf(following.appOrderId)!, '转为客户'));
    const reveal = await revealDialog();
    await userEvent.click(within(reveal).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().privacyAccessLogs).toHaveLength(logs);
  });

  it('on a server without /privacy/reveal, fills the full mobile the list carried, or leaves it empty with a hint to type it', async () => {
    const following = newest(1);
    const other = getDb().appRequests.find((row) => row.companyId === 1 && row.status === 1 && row.appOrderId !== following.appOrderId)!;
    const answer = await getCompanyAppOrder({ pageSize: 100 }, { silent: true });
    // A spec server: the first request's mobile in full, the other's masked; no reveal call.
    const list = answer.list.map((row) => (row.appOrderId === following.appOrderId ? { ...row, mobile: following.mobile } : row));
    mockServer.use(
      http.post(apiPattern(companyAppPaths.getCompanyAppOrder), () =>
        HttpResponse.json({ code: 200, success: true, data: list, total: list.length, summary: answer.summary }),
      ),
      http.post(apiPattern(privacyPaths.reveal), () => new HttpResponse(null, { status: 404 })),
    );
    renderPage();
    await waitFor(() => expect(rowOf(following.appOrderId)).not.toBeNull());
    // Shown masked all the same.
    expect(rowOf(following.appOrderId)).toHaveTextContent(maskMobile(following.mobile));
    await userEvent.click(await rowAction(rowOf(following.appOrderId)!, '转为客户'));
    await giveReason('联系客户');
    let dialog = await convertDialog();
    expect(within(dialog).getByLabelText('手机号')).toHaveValue(following.mobile);
    expect(within(dialog).queryByText('当前服务器未提供完整手机号，请手动输入')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The server is now known to lack the reveal: no reason is asked, the masked mobile is not used.
    await userEvent.click(await rowAction(rowOf(other.appOrderId)!, '转为客户'));
    dialog = await convertDialog();
    expect(screen.queryByText('查看完整手机号')).toBeNull();
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('');
    expect(within(dialog).getByText('当前服务器未提供完整手机号，请手动输入')).toBeInTheDocument();
  });

  it("offers the company's employer already holding the request's mobile, found by a search for it", async () => {
    const following = newest(1);
    const existing = getDb().employers.find((row) => row.companyId === 1 && /^1\d{10}$/.test(row.mobile))!;
    request(following.appOrderId).mobile = existing.mobile;
    const searches = recordBodies<{ keyword?: string }>(employerPaths.getEmployerByFilter);
    renderPage();
    await waitFor(() => expect(rowOf(following.appOrderId)).not.toBeNull());
    await userEvent.click(await rowAction(rowOf(following.appOrderId)!, '转为客户'));
    await giveReason('联系客户');
    const dialog = await convertDialog();
    expect(await within(dialog).findByText(`手机号 ${maskMobile(existing.mobile)} 已是客户「${existing.employerName}」。`)).toBeInTheDocument();
    expect(searches).toContainEqual(expect.objectContaining({ keyword: existing.mobile }));
  });

  it('offers the staff member the steps on their own requests only', async () => {
    await signInAs(STAFF_ACCOUNT);
    const theirs = newest(0, userIdOf(STAFF_ACCOUNT.mobile));
    const admins = newest(0, userIdOf(ADMIN_ACCOUNT.mobile));
    renderPage();
    await waitFor(() => expect(rowOf(theirs.appOrderId)).not.toBeNull());
    expect(within(rowOf(theirs.appOrderId)!).getByRole('button', { name: '受理' })).toBeInTheDocument();
    expect(within(rowOf(admins.appOrderId)!).queryByRole('button', { name: '受理' })).toBeNull();
    expect(within(rowOf(admins.appOrderId)!).getByRole('button', { name: '详情' })).toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('counts the requests pending with the user; a pushed request raises it and its notification opens them', async () => {
    const mine = () => getDb().appRequests.filter((row) => row.status === 0 && row.assigneeId === userIdOf(ADMIN_ACCOUNT.mobile)).length;
    await refreshPendingRequests();
    expect(useAppState.getState().pendingRequests).toBe(mine());
    const bodies = recordBodies<CompanyAppOrderQuery>(companyAppPaths.getCompanyAppOrder);
    const { router } = renderPage('/dashboard');
    setAppRouter(router);
    // The mock's rule for a member's request; the chat socket's push as the server sends it.
    const row = getDb().appRequests.find((item) => item.status === 1)!;
    Object.assign(row, { status: 0, assigneeId: userIdOf(ADMIN_ACCOUNT.mobile) });
    act(() =>
      deliverAppRequestPush({
        request: {
          ...row,
          memberNickname: '',
          serviceTypeName: '月嫂',
          cityName: '上海市',
          budget: 0,
          assigneeName: '王经理',
          employerName: '',
          jobTitle: '',
          history: [],
        },
        fromUserId: 0,
        fromUserName: '',
      }),
    );
    await waitFor(() => expect(useAppState.getState().pendingRequests).toBe(mine()));
    const note = await screen.findByText('新的服务需求');
    await userEvent.click(note);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 0, assigneeId: userIdOf(ADMIN_ACCOUNT.mobile) }));
    expect(currentPath(router)).toBe('/company-app/orders');
  });
});
