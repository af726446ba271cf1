/**
 * Personal data in the app (issue 38, items 1 and 8): the employer list shows mobiles masked even
 * when the server sends them in full; the eye asks a reason, calls /privacy/reveal and shows the
 * number for this view only; a server without the call leaves the eye saying so; an export carries
 * the mask.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { employerPaths, getEmployerByFilter } from '@/api/employer';
import { privacyPaths, type RevealRequest } from '@/api/privacy';
import type { DataColumn } from '@/components/DataTable';
import { buildSheet } from '@/components/DataTable/exportRows';
import { maskMobile } from '@/domain/personalData';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import EmployerListPage from '@/pages/employer/list';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderList() {
  renderRoutes([{ path: '/employer/list', element: <EmployerListPage /> }], '/employer/list');
}

const rowOf = (employerId: number) => document.querySelector(`tr[data-row-key="${employerId}"]`) as HTMLElement;
const firstEmployer = async () => (await getEmployerByFilter({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true })).list[0]!;
const storedMobile = (employerId: number) => getDb().employers.find((row) => row.employerId === employerId)!.mobile;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('masked personal data', () => {
  it('asks a reason before revealing a mobile, sends it, and shows the number in that row only', async () => {
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const employer = await firstEmployer();
    const full = storedMobile(employer.employerId);
    renderList();
    await waitFor(() => expect(rowOf(employer.employerId)).toHaveTextContent(maskMobile(full)));
    expect(rowOf(employer.employerId)).not.toHaveTextContent(full);
    const logsBefore = getDb().privacyAccessLogs.length;

    await userEvent.click(within(rowOf(employer.employerId)).getByRole('button', { name: '查看手机号' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('查看完整手机号');
    // No reason: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    expect(await within(dialog).findByText('请选择查看原因')).toBeInTheDocument();
    // 其他 needs its text.
    await userEvent.click(within(dialog).getByRole('radio', { name: '其他' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    expect(await within(dialog).findByText('请填写原因说明')).toBeInTheDocument();
    expect(reveals).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('原因说明'), '核对来电');
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));

    await waitFor(() => expect(rowOf(employer.employerId)).toHaveTextContent(full));
    expect(reveals).toEqual([{ subject: 'employer', id: employer.employerId, fields: ['mobile'], reason: { kind: 'other', text: '核对来电' } }]);
    expect(getDb().privacyAccessLogs).toHaveLength(logsBefore + 1);
    expect(within(rowOf(employer.employerId)).queryByRole('button', { name: '查看手机号' })).toBeNull();
  });

  it('masks a full number the server sends, and a server without the reveal call leaves the eye saying so', async () => {
    const employer = await firstEmployer();
    const full = storedMobile(employer.employerId);
    // A server that answers the list in full and has no /privacy/reveal.
    const answer = await getEmployerByFilter({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true });
    const list = answer.list.map((row) => ({ ...row, mobile: storedMobile(row.employerId) }));
    mockServer.use(
      http.post(apiPattern(employerPaths.getEmployerByFilter), () => HttpResponse.json({ code: 200, success: true, data: list, total: answer.total })),
      http.post(apiPattern(privacyPaths.reveal), () => new HttpResponse(null, { status: 404 })),
    );
    renderList();
    await waitFor(() => expect(rowOf(employer.employerId)).toHaveTextContent(maskMobile(full)));
    expect(document.body).not.toHaveTextContent(full);
    await userEvent.click(within(rowOf(employer.employerId)).getByRole('button', { name: '查看手机号' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '联系客户' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(within(rowOf(employer.employerId)).getByRole('button', { name: '当前服务器不支持此功能' })).toBeDisabled());
    expect(rowOf(employer.employerId)).toHaveTextContent(maskMobile(full));
  });

  it('writes personal columns masked to an export', () => {
    const columns: DataColumn<{ mobile: string }>[] = [{ key: 'mobile', title: '手机号', width: 120, personal: 'mobile', exportValue: (row) => row.mobile }];
    expect(buildSheet(columns, [{ mobile: '13812341234' }]).rows).toEqual([['138****1234']]);
  });
});
