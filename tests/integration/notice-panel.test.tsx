/**
 * The notification centre on the top bar (issue 39): the 通知 button's unread count, its panel
 * (newest first, what each is about, unread dot; a click marks it read and opens its record;
 * 全部已读), a digest (its count and first names; it opens the employers due a follow-up), and a
 * server without the calls (the panel says unavailable, the chat bell stays).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { employerPaths } from '@/api/employer';
import { noticePaths } from '@/api/notice';
import { setToken } from '@/auth/token';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { raiseNotice } from '@/mocks/rules/notices';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { currentPath, renderApp, signedOutShell } from '../render';
import { userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(signedOutShell);
afterEach(() => mockServer.events.removeAllListeners());

/** Two of the admin's own notices (an older aunt reminder, a newer task), nothing else. */
function seedNotices() {
  const db = getDb();
  db.notices = [];
  db.noticePrefs = [];
  const aunt = db.aunts.find((row) => row.companyId === 1 && row.isDeleted === 0)!;
  const base = { companyId: 1, userId: userIdOf(ADMIN_ACCOUNT.mobile) };
  raiseNotice(
    db,
    { ...base, kind: 'healthExpiring', subjectType: 'aunt', subjectId: aunt.auntId, about: aunt.auntName, date: '2030-03-31', key: 'x' },
    Date.now() - 3_600_000,
  );
  raiseNotice(db, { ...base, kind: 'taskAssigned', subjectType: 'task', subjectId: 1, about: '回访王阿姨' }, Date.now() - 60_000);
  // The list raises no reminder of the seeded data: only these two are shown.
  db.noticePrefs = [{ userId: base.userId, off: ['taskDue', 'healthExpiring', 'insuranceEnding', 'contractEnding', 'followUpDue'] }];
  return aunt;
}

describe('the notification centre', () => {
  it('counts the unread, lists them newest first and opens a notice’s record, marking it read', async () => {
    const aunt = seedNotices();
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/dashboard');
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '2'));
    expect(bell).toHaveAccessibleName('通知：2 条未读');
    await userEvent.click(bell);
    const panel = await screen.findByTestId('notice-panel');
    // The button drawn anew with the popover's code keeps the focus the click gave the first one.
    await waitFor(() => expect(screen.getByTestId('notice-bell')).toHaveFocus());
    const items = await within(panel).findAllByTestId('notice-item');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['taskAssigned', 'healthExpiring']);
    expect(items[0]).toHaveTextContent('收到任务');
    expect(items[0]).toHaveTextContent('回访王阿姨');
    expect(items[1]).toHaveTextContent(`健康证即将到期${aunt.auntName} · 2030-03-31 到期`);
    await userEvent.click(items[1]!);
    await waitFor(() => expect(currentPath(router)).toBe(`/aunt/detail/${aunt.auntId}`));
    await waitFor(() => expect(getDb().notices.find((row) => row.kind === 'healthExpiring')!.isRead).toBe(1));
    // The button is drawn anew once the popover's code has come: ask for it again.
    await waitFor(() => expect(screen.getByTestId('notice-bell')).toHaveAttribute('data-unread', '1'));
  });

  it('全部已读 marks every notice read on the server and clears the count', async () => {
    seedNotices();
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/dashboard');
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '2'));
    await userEvent.click(bell);
    const panel = await screen.findByTestId('notice-panel');
    await within(panel).findAllByTestId('notice-item');
    const readAll = within(panel).getByRole('button', { name: '全部已读' });
    await waitFor(() => expect(readAll).toBeEnabled());
    await userEvent.click(readAll);
    const admin = userIdOf(ADMIN_ACCOUNT.mobile);
    await waitFor(() =>
      expect(
        getDb()
          .notices.filter((row) => row.userId === admin)
          .every((row) => row.isRead === 1),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('notice-unread-count')).toBeNull());
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notice-item')
          .map((item) => item.getAttribute('data-read')),
      ).toEqual(['1', '1']),
    );
  });

  it('shows a digest with its count and first names and opens the employer list on 待跟进, asking the server so', async () => {
    const db = getDb();
    db.notices = [];
    db.noticePrefs = [];
    const admin = userIdOf(ADMIN_ACCOUNT.mobile);
    raiseNotice(db, {
      companyId: 1,
      userId: admin,
      kind: 'followUpDue',
      subjectType: 'employer',
      subjectId: 0,
      about: '',
      date: '2030-03-01',
      key: 'digest:followUpDue:2030-03-01',
      count: 12,
      sample: ['张三', '李四', '王五'],
      covers: [],
    });
    // The list raises no reminder of the seeded data: only the digest is shown.
    db.noticePrefs = [{ userId: admin, off: ['taskDue', 'healthExpiring', 'insuranceEnding', 'contractEnding', 'followUpDue'] }];
    const asked: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(employerPaths.getEmployerByFilter))
        void request
          .clone()
          .json()
          .then((body) => asked.push(body));
    });
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/dashboard');
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '1'));
    await userEvent.click(bell);
    const [item] = await within(await screen.findByTestId('notice-panel')).findAllByTestId('notice-item');
    expect(item).toHaveAttribute('data-digest', '12');
    expect(item).toHaveTextContent('12 位雇主今天待跟进');
    expect(item).toHaveTextContent('张三、李四、王五 等');
    await userEvent.click(item!);
    expect(await screen.findByRole('switch', { name: '待跟进' })).toBeChecked();
    await waitFor(() => expect(currentPath(router)).toBe('/employer/list'));
    await waitFor(() => expect(asked).toContainEqual(expect.objectContaining({ followUpDue: 1 })));
    await waitFor(() => expect(getDb().notices[0]!.isRead).toBe(1));
  });

  it('says it is unavailable when the server lacks the calls; the chat bell stays', async () => {
    mockServer.use(http.post(apiPattern(noticePaths.list), () => new HttpResponse(null, { status: 404 })));
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/dashboard');
    const bell = await screen.findByTestId('notice-bell');
    expect(await screen.findByTestId('chat-bell')).toBeInTheDocument();
    await userEvent.click(bell);
    expect(await screen.findByTestId('notice-unavailable')).toHaveTextContent('当前服务器不支持此功能');
    expect(screen.queryByTestId('notice-item')).toBeNull();
  });
});
