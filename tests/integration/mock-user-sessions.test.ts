/**
 * The user's own sessions (ours): /user/getSessions lists the live ones with where and with what each
 * signed in and when it was last active; /user/endSession ends one other session or all others, and
 * an ended session's token is refused with 50008 from its next call on. Refusals end nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postUnchecked } from '@/api/http';
import { endSession, getSessions, userPaths, type LoginResponse } from '@/api/user';
import { getMenu } from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { SESSIONS_PER_USER, SESSION_TOUCH_MS, createSession, sessionIdOf } from '@/mocks/rules/session';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
const START = new Date('2026-03-02T08:00:00.000Z');
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  removeToken();
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  removeToken();
  vi.useRealTimers();
});

const login = (mobile: string, password: string) => postUnchecked<LoginResponse>(userPaths.loginClient, { mobile, password }, silent);
const adminTokens = () =>
  getDb()
    .sessions.filter((row) => row.userId === userIdOf(ADMIN_ACCOUNT.mobile))
    .map((row) => row.token);

describe('/user/getSessions', () => {
  it("lists the user's live sessions, latest activity first, this one marked, with IP, agent and times, never a token", async () => {
    const first = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const firstLog = getDb().loginLogs.at(-1)!;
    vi.setSystemTime(START.getTime() + 5 * 60_000);
    const second = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    setToken(tokenFor(STAFF_ACCOUNT)); // another user's session is not listed
    setToken(first.token);
    vi.setSystemTime(START.getTime() + 10 * 60_000);
    const list = await getSessions(silent);
    expect(list.map((row) => row.current)).toEqual([1, 0]);
    expect(firstLog.ip).toBe('127.0.0.1');
    expect(list[0]).toEqual({
      sessionId: sessionIdOf({ token: first.token }),
      ip: firstLog.ip,
      userAgent: firstLog.userAgent,
      createdTime: START.toISOString(),
      lastActiveTime: new Date(START.getTime() + 10 * 60_000).toISOString(),
      current: 1,
    });
    expect(list[1]).toMatchObject({ sessionId: sessionIdOf({ token: second.token }), lastActiveTime: new Date(START.getTime() + 5 * 60_000).toISOString() });
    expect(JSON.stringify(list)).not.toContain(second.token);
  });

  it('touches a session at most once a minute', async () => {
    const { token } = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    setToken(token);
    vi.setSystemTime(START.getTime() + SESSION_TOUCH_MS - 1);
    await getMenu(silent);
    const row = () => getDb().sessions.find((candidate) => candidate.token === token);
    expect(row()?.lastActiveTime).toBe(START.toISOString());
    vi.setSystemTime(START.getTime() + SESSION_TOUCH_MS);
    await getMenu(silent);
    expect(row()?.lastActiveTime).toBe(new Date(START.getTime() + SESSION_TOUCH_MS).toISOString());
  });

  it('keeps at most SESSIONS_PER_USER sessions a user, the oldest dropped', async () => {
    const userId = userIdOf(ADMIN_ACCOUNT.mobile);
    const oldest = createSession(userId, Date.now());
    for (let index = 1; index <= SESSIONS_PER_USER; index += 1) createSession(userId, Date.now() + index);
    setToken(createSession(userId, Date.now() + SESSIONS_PER_USER + 1).token);
    const list = await getSessions(silent);
    expect(list).toHaveLength(SESSIONS_PER_USER);
    expect(list.map((row) => row.sessionId)).not.toContain(sessionIdOf(oldest));
  });
});

describe('/user/endSession', () => {
  it('ends one other session: its token answers 50008 at once, this one and the others go on', async () => {
    const here = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const other = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const third = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    setToken(here.token);
    expect(await endSession({ sessionId: sessionIdOf({ token: other.token }) }, silent)).toEqual({ ended: 1 });
    expect(adminTokens()).not.toContain(other.token);
    setToken(other.token);
    expect((await failure(getMenu(silent))).code).toBe(50008);
    for (const token of [here.token, third.token]) {
      setToken(token);
      expect((await getMenu(silent)).length).toBeGreaterThan(0);
    }
  });

  it('ends every other session of the user and no one else’s', async () => {
    const here = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const staff = await login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password);
    setToken(here.token);
    const others = adminTokens().length - 1;
    expect(await endSession({ others: 1 }, silent)).toEqual({ ended: others });
    expect(adminTokens()).toEqual([here.token]);
    expect(getDb().sessions.map((row) => row.token)).toContain(staff.token);
    expect((await getSessions(silent)).map((row) => row.current)).toEqual([1]);
  });

  it("refuses this session, another user's, an unknown one and a bad body, ending nothing", async () => {
    const here = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const staff = await login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password);
    setToken(here.token);
    const before = structuredClone(getDb().sessions.map((row) => row.token));
    const refusals = [
      [{ sessionId: sessionIdOf({ token: here.token }) }, 40001, '不能结束当前会话，请使用退出登录'],
      [{ sessionId: sessionIdOf({ token: staff.token }) }, 40401, '登录会话不存在'],
      [{ sessionId: 'ffffffffffffffff' }, 40401, '登录会话不存在'],
      [{}, 40001, '请指定一个登录会话，或全部其他会话'],
      [{ sessionId: 'x', others: 1 }, 40001, '请指定一个登录会话，或全部其他会话'],
      [{ others: 2 }, 40001, undefined],
    ] as const;
    for (const [body, code, text] of refusals) {
      const error = await failure(endSession(body as never, silent));
      expect(error.code).toBe(code);
      if (text) expect(error.serverMessage).toBe(text);
    }
    expect(getDb().sessions.map((row) => row.token)).toEqual(before);
  });

  it('refuses without a session', async () => {
    expect((await failure(endSession({ others: 1 }, silent))).code).toBe(50008);
  });
});
