/**
 * The signed-in devices tab of personal settings (/profile/index?tab=sessions) against the mock:
 * the user's live sessions with device, IP and times, this one marked; ending one other session or
 * all others (asked first; the ended tokens are gone from the server); a server without the calls.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { getToken } from '@/auth/token';
import { userPaths } from '@/api/user';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { createSession } from '@/mocks/rules/session';
import { withFreshMockDb } from '@/mocks/testing';
import ProfilePage from '@/pages/profile';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';
import { userIdOf } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

const adminId = () => userIdOf(ADMIN_ACCOUNT.mobile);
const adminTokens = () =>
  getDb()
    .sessions.filter((row) => row.userId === adminId())
    .map((row) => row.token);

/** Two more sessions of the admin (a Windows PC and an iPhone) and one of another user. */
function otherSessions() {
  const pc = createSession(adminId(), Date.now() - 60 * 60_000, { ip: '10.1.2.3', userAgent: CHROME_WINDOWS });
  const phone = createSession(adminId(), Date.now() - 30 * 60_000, { ip: '10.9.8.7', userAgent: SAFARI_IPHONE });
  const staff = createSession(userIdOf(STAFF_ACCOUNT.mobile), Date.now(), { ip: '10.5.5.5', userAgent: CHROME_WINDOWS });
  return { pc, phone, staff };
}

function openSessions() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/profile/index?tab=sessions']}>
      <ProfilePage />
    </MemoryRouter>,
  );
}

const rowOf = async (text: string) => {
  const cell = await within(await screen.findByTestId('sessions-panel')).findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
};

describe('signed-in devices', () => {
  it("lists the user's sessions with device, IP and this one marked; another user's is not there", async () => {
    const { staff } = otherSessions();
    openSessions();
    const pc = await rowOf('10.1.2.3');
    expect(pc).toHaveTextContent('Chrome 125 · Windows');
    expect(await rowOf('10.9.8.7')).toHaveTextContent('Safari 17 · iOS');
    const here = screen.getByText('本设备').closest('tr') as HTMLElement;
    expect(within(here).queryByRole('button', { name: '结束会话' })).toBeNull();
    expect(within(pc).getByRole('button', { name: '结束会话' })).toBeEnabled();
    expect(screen.queryByText(staff.ip ?? '')).toBeNull();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(adminTokens().length);
  });

  it('ends one other session after asking: the server drops its token, the row goes, this session stays', async () => {
    const { pc, phone } = otherSessions();
    const bodies = recordBodies(userPaths.endSession);
    openSessions();
    await userEvent.click(within(await rowOf('10.1.2.3')).getByRole('button', { name: '结束会话' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('结束 Chrome 125 · Windows 上的会话？');
    await userEvent.click(within(dialog).getByRole('button', { name: '结束会话' }));
    expect(await screen.findByText('已结束该会话')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('10.1.2.3')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(adminTokens()).not.toContain(pc.token);
    expect(adminTokens()).toEqual(expect.arrayContaining([phone.token, getToken()]));
  });

  it('ends all other sessions; declining first sends nothing', async () => {
    const { staff } = otherSessions();
    const bodies = recordBodies(userPaths.endSession);
    openSessions();
    await rowOf('10.9.8.7');
    const endAll = screen.getByRole('button', { name: '结束其他全部会话' });
    await userEvent.click(endAll);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    expect(bodies).toHaveLength(0);
    const others = adminTokens().length - 1;
    await userEvent.click(endAll);
    const dialog = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    expect(dialog).toHaveTextContent(`结束其他 ${others} 个会话？`);
    await userEvent.click(within(dialog).getByRole('button', { name: '结束其他全部会话' }));
    expect(await screen.findByText(`已结束 ${others} 个会话`)).toBeInTheDocument();
    expect(bodies).toEqual([{ others: 1 }]);
    expect(adminTokens()).toEqual([getToken()]);
    expect(getDb().sessions.map((row) => row.token)).toContain(staff.token);
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(1));
    await waitFor(() => expect(endAll).toBeDisabled());
  });

  it('says the feature is unavailable when the server lacks the call; the login log still works', async () => {
    mockServer.use(http.post(apiPattern(userPaths.getSessions), () => new HttpResponse(null, { status: 404 })));
    openSessions();
    expect(await screen.findByTestId('sessions-unavailable')).toHaveTextContent('当前服务器不支持此功能');
    await userEvent.click(screen.getByRole('tab', { name: '登录日志' }));
    const log = getDb()
      .loginLogs.filter((row) => row.userId === adminId())
      .sort((a, b) => b.loginTime.localeCompare(a.loginTime))[0];
    expect((await screen.findAllByText(log?.ip ?? '?')).length).toBeGreaterThan(0);
  });
});
