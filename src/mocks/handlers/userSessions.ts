/**
 * The signed-in user's sessions (ours): /user/getSessions lists their live ones (where and with what
 * each signed in, when it was last active, which one is asking); /user/endSession ends one other
 * session or every other one. An ended session's token answers 50008 from its next call on, as an
 * expired one does. The session asking cannot end itself here (logout does); a session of someone
 * else is not found.
 */
import { userPaths, type UserSession } from '@/api/user';
import { invalid, notFound } from '../core/errors';
import { isRecord, validate } from '../core/validate';
import type { SessionRow } from '../db';
import { endSessionRows, liveSessionsOf, sessionIdOf } from '../rules/session';
import { apiPost, apiWrite, requireSession } from './kit';

const SESSION_LABEL = { zh: '登录会话', en: 'Session' } as const;

function toUserSession(row: SessionRow, currentToken: string): UserSession {
  return {
    sessionId: sessionIdOf(row),
    ip: row.ip ?? '',
    userAgent: row.userAgent ?? '',
    createdTime: row.createdTime,
    lastActiveTime: row.lastActiveTime ?? row.createdTime,
    current: row.token === currentToken ? 1 : 0,
  };
}

const getSessions = apiPost(userPaths.getSessions, (ctx) => {
  const session = requireSession(ctx);
  return liveSessionsOf(session.user.userId).map((row) => toUserSession(row, session.token));
});

const endSession = apiWrite(userPaths.endSession, (ctx) => {
  const session = requireSession(ctx);
  const { sessionId, others } = validate(ctx.body, {
    sessionId: { type: 'string', label: SESSION_LABEL, maxLength: 64 },
    others: { type: 'number', label: { zh: '其他会话', en: 'Other sessions' }, integer: true, min: 1, max: 1 },
  });
  if ((sessionId === undefined) === (others === undefined) || (isRecord(ctx.body) && Object.keys(ctx.body).length !== 1)) {
    throw invalid({ zh: '请指定一个登录会话，或全部其他会话', en: 'Name one session, or all other sessions' });
  }
  const mine = liveSessionsOf(session.user.userId);
  const othersOfMine = mine.filter((row) => row.token !== session.token);
  if (others !== undefined) {
    endSessionRows(session.user.userId, othersOfMine);
    return { ended: othersOfMine.length };
  }
  if (sessionIdOf(session) === sessionId) {
    throw invalid({ zh: '不能结束当前会话，请使用退出登录', en: 'This session cannot be ended here; log out instead' });
  }
  const target = othersOfMine.find((row) => sessionIdOf(row) === sessionId);
  if (!target) throw notFound(SESSION_LABEL);
  endSessionRows(session.user.userId, [target]);
  return { ended: 1 };
});

export const userSessionHandlers = [getSessions, endSession];
