/**
 * Chat tokens: what /chat/login hands out and every other chat call (REST header X-Chat-Token,
 * socket handshake auth.token, presence ?token=) presents. Stored (table chatSessions) so a
 * restart of the chat service keeps them; a token is valid only while the back-office session it
 * was made from resolves (unexpired, its user enabled) and speaks for the same user, so a logout,
 * an expiry or a disabled account ends the chat too.
 */
import { CHAT_TOKEN_HEADER } from '@/api/chat';
import { CHAT_LIMITS, getDb, type ChatSessionRow, type MockDb } from '../db';
import { MockError, MOCK_CODES } from '../handlers/errors';
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

/**
 * A new chat token for the user of a live back-office session. Tokens whose back-office session
 * is gone are dropped first, then the oldest while the table is at its bound.
 */
export function createChatSession(db: MockDb, session: MockSession, now = Date.now()): ChatSessionRow {
  const live = db.chatSessions.filter((row) => resolveSession(row.backOfficeToken, now)?.user.userId === row.userId);
  if (live.length !== db.chatSessions.length) db.chatSessions = live;
  const excess = db.chatSessions.length - (CHAT_LIMITS.maxSessions - 1);
  if (excess > 0) db.chatSessions = db.chatSessions.slice(excess);
  const row: ChatSessionRow = { token: randomToken(), userId: session.user.userId, backOfficeToken: session.token, createdTime: new Date(now).toISOString() };
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
