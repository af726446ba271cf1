/**
 * The personal-data access log page (/company/access-logs): its states (loading, empty, rows, a
 * server without the call) and its filters as sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { exportPersonal, privacyPaths, revealPersonal, type AccessLogQuery } from '@/api/privacy';
import { maskName } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import AccessLogsPage from '@/pages/company/accessLogs';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const renderPage = () => renderRoutes([{ path: '/company/access-logs', element: <AccessLogsPage /> }], '/company/access-logs');
const companyAunt = () => getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0)!;

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  return signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
});

describe('personal-data access log page', () => {
  it('shows the loading state, then says there is nothing yet', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post(apiPattern(privacyPaths.accessLogs), async () => {
        await held;
        return HttpResponse.json({ code: 200, success: true, data: [], total: 0 });
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: '个人信息访问记录' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    answer();
    expect(await screen.findByText('还没有访问记录')).toBeInTheDocument();
  });

  it('lists a reveal: when, who, kind, the masked name, the field, the action and the reason', async () => {
    const aunt = companyAunt();
    await revealPersonal({ subject: 'aunt', id: aunt.auntId, fields: ['mobile'], reason: { kind: 'other', text: '核对合同' } }, { silent: true });
    const log = getDb().privacyAccessLogs.at(-1)!;
    renderPage();
    const row = await waitFor(() => {
      const found = document.querySelector(`tr[data-row-key="${log.logId}"]`);
      if (!found) throw new Error('row not shown yet');
      return found as HTMLElement;
    });
    const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!;
    for (const text of [admin.contact, '阿姨', `${maskName(aunt.auntName)} #${aunt.auntId}`, '手机号', '查看', '其他：核对合同'])
      expect(row).toHaveTextContent(text);
    expect(row).not.toHaveTextContent(aunt.auntName); // seeded names have 2–3 characters: the mask hides all but the first
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });

  it('lists an export by its list and row count, not as a record', async () => {
    const ids = getDb()
      .aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0)
      .slice(0, 3)
      .map((row) => row.auntId);
    await exportPersonal({ list: 'aunt.all', subject: 'aunt', ids, fields: ['mobile'], masked: [], reason: { kind: 'sign' } }, { silent: true });
    const log = getDb().privacyAccessLogs.at(-1)!;
    renderPage();
    const row = await waitFor(() => {
      const found = document.querySelector(`tr[data-row-key="${log.logId}"]`);
      if (!found) throw new Error('row not shown yet');
      return found as HTMLElement;
    });
    for (const text of [`阿姨列表（all），${ids.length} 条`, '手机号', '导出', '签约']) expect(row).toHaveTextContent(text);
    expect(row).not.toHaveTextContent('#0');
  });

  it('names the list of an export in the user’s language, and an unknown one as the server sent it', async () => {
    const member = getDb().appMembers.find((row) => row.companyId === 1)!;
    await exportPersonal({ list: 'member', subject: 'member', ids: [member.memberId], rows: 2, fields: [], masked: ['mobile'] }, { silent: true });
    await exportPersonal({ list: 'partnerList', subject: 'member', ids: [member.memberId], fields: [], masked: [] }, { silent: true });
    const [known, unknown] = getDb().privacyAccessLogs.slice(-2);
    renderPage();
    const rowOf = (logId: number) =>
      waitFor(() => {
        const found = document.querySelector(`tr[data-row-key="${logId}"]`);
        if (!found) throw new Error('row not shown yet');
        return found as HTMLElement;
      });
    expect(await rowOf(known!.logId)).toHaveTextContent('小程序会员，2 条');
    expect(await rowOf(unknown!.logId)).toHaveTextContent('partnerList，1 条');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${known!.logId}"]`)).toHaveTextContent('Members, 2 rows'));
  });

  it('sends the filters chosen: record kind, reason and record name', async () => {
    const bodies = recordBodies<AccessLogQuery>(privacyPaths.accessLogs);
    renderPage();
    await screen.findByText('还没有访问记录');
    await userEvent.click(screen.getByRole('combobox', { name: '对象类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '雇主' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ subject: 'employer' }));
    await userEvent.click(screen.getByRole('combobox', { name: '原因' }));
    await userEvent.click(await screen.findByRole('option', { name: '签约' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ subject: 'employer', reasonKind: 'sign' }));
    await userEvent.type(screen.getByLabelText('记录名称'), '王');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ subject: 'employer', reasonKind: 'sign', subjectName: '王' }));
  });

  it('on a server without /privacy/accessLogs says the feature is unavailable', async () => {
    mockServer.use(http.post(apiPattern(privacyPaths.accessLogs), () => new HttpResponse(null, { status: 404 })));
    renderPage();
    const status = await screen.findByTestId('access-log-unavailable');
    expect(within(status).getByText('当前服务器不支持此功能')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
