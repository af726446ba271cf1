/**
 * Chat tokens: what /chat/login hands out and every other chat call (REST header X-Chat-Token,
 * socket handshake auth.token, presence ?token=) presents. Stored (table chatSessions) so a
 * restart of the chat service keeps them; a token is valid only while the back-office session it
 * was made from resolves (unexpired, its user enabled) and speaks for the same user, so a logout,
 * an expiry or a disabled account ends the chat too.
 */
import { CHAT_TOKEN_HEADER } from '@/api/chat';
import { CHAT_LIMITS, getDb, type ChatSessionRow, type MockDb } from '../db';
import { MockError, MOCK_CODES } from '../core/errors';
import { resolveSession, type MockSession } from './session';

export interface ChatSession extends MockSession {
  chatToken: string;
}

export const chatSessionExpired = (): MockError =>
  new MockError(MOCK_CODES.sessionExpired, { zh: '聊天登录已失效，请重新登录', en: 'Your chat session has expired, please log in again' });

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return `chat_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** True while the chat token's back-office session resolves for the same user. */
const isLive = (row: ChatSessionRow, now: number): boolean => resolveSession(row.backOfficeToken, now)?.user.userId === row.userId;

const chatFull = (): MockError =>
  new MockError(MOCK_CODES.rateLimited, { zh: '聊天服务登录人数已满，请稍后再试', en: 'The chat service has too many sessions open; try again later' });

/**
 * A new chat token for the user of a live back-office session. The bounds are the user's own:
 * their tokens whose back-office session is gone are dropped, then their oldest while they hold
 * CHAT_LIMITS.sessionsPerUser. Another user's token is never dropped for it: at the global safety
 * net (maxSessions) every dead token goes, and a table still full refuses the login (40002).
 */
export function createChatSession(db: MockDb, session: MockSession, now = Date.now()): ChatSessionRow {
  const userId = session.user.userId;
  const mine = db.chatSessions.filter((row) => row.userId === userId);
  const live = mine.filter((row) => isLive(row, now));
  const kept = new Set(live.slice(Math.max(0, live.length - (CHAT_LIMITS.sessionsPerUser - 1))));
  if (kept.size < mine.length) db.chatSessions = db.chatSessions.filter((row) => row.userId !== userId || kept.has(row));
  if (db.chatSessions.length >= CHAT_LIMITS.maxSessions) {
    const alive = db.chatSessions.filter((row) => isLive(row, now));
    if (alive.length !== db.chatSessions.length) db.chatSessions = alive;
    if (alive.length >= CHAT_LIMITS.maxSessions) throw chatFull();
  }
  const row: ChatSessionRow = { token: randomToken(), userId, backOfficeToken: session.token, createdTime: new Date(now).toISOString() };
  db.chatSessions.push(row);
  return row;
}

/** The chat token's user, or null when it is missing, unknown, or its back-office session no longer resolves. */
export function resolveChatSession(token: unknown, now = Date.now()): ChatSession | null {
  if (typeof token !== 'string' || token === '' || token.length > CHAT_LIMITS.tokenLength) return null;
  const row = getDb().chatSessions.find((candidate) => candidate.token === token);
  const session = row ? resolveSession(row.backOfficeToken, now) : null;
  return row && session && session.user.userId === row.userId ? { ...session, chatToken: row.token } : null;
}

/** The caller of a chat REST call (X-Chat-Token), else 50008. */
export function requireChatSession(request: Request): ChatSession {
  const session = resolveChatSession(request.headers.get(CHAT_TOKEN_HEADER));
  if (!session) throw chatSessionExpired();
  return session;
}
