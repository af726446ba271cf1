/**
 * Login sessions of the mock backend: random tokens with an expiry (MOCK_TOKEN_TTL_MINUTES).
 * A token resolves only while it is unexpired and its user still exists and is enabled.
 */
import { getDb } from '../db';
import type { CompanyRow, SessionRow, UserRow } from '../db';
import { mockEnv } from '../env';
import { sessionExpired } from '../core/errors';

export interface MockSession {
  token: string;
  expiresAt: string;
  user: UserRow;
  company: CompanyRow;
}

/** What a call knows of its caller: the handlers' MockContext, or anything carrying its session. */
export interface WithSession {
  session: MockSession | null;
}

/** The session, or 50008 when the token is missing, unknown or expired. */
export function requireSession(ctx: WithSession): MockSession {
  if (!ctx.session) throw sessionExpired();
  return ctx.session;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Live back-office sessions of one user (every browser, every device); a login past it ends that user's oldest. */
export const SESSIONS_PER_USER = 50;

/**
 * A new session for the user. Expired sessions (anyone's) are dropped so the table does not grow
 * forever; the bound on live ones is the user's own: a login ends only that user's oldest session
 * past SESSIONS_PER_USER, never another user's.
 */
export function createSession(userId: number, now = Date.now(), origin: { ip?: string; userAgent?: string } = {}): SessionRow {
  const db = getDb();
  const live = db.sessions.filter((row) => Date.parse(row.expiresAt) > now);
  const mine = live.filter((row) => row.userId === userId);
  const ended = new Set(mine.slice(0, Math.max(0, mine.length - (SESSIONS_PER_USER - 1))));
  const kept = ended.size > 0 ? live.filter((row) => !ended.has(row)) : live;
  if (kept.length !== db.sessions.length) db.sessions = kept;
  const row: SessionRow = {
    token: randomToken(),
    userId,
    createdTime: new Date(now).toISOString(),
    expiresAt: new Date(now + mockEnv.tokenTtlMinutes() * 60_000).toISOString(),
    ...(origin.ip !== undefined ? { ip: origin.ip.slice(0, 64) } : {}),
    ...(origin.userAgent !== undefined ? { userAgent: origin.userAgent.slice(0, 500) } : {}),
    lastActiveTime: new Date(now).toISOString(),
  };
  db.sessions.push(row);
  return row;
}

export function resolveSession(token: string | null | undefined, now = Date.now()): MockSession | null {
  if (!token) return null;
  const db = getDb();
  const row = db.sessions.find((candidate) => candidate.token === token);
  if (!row || Date.parse(row.expiresAt) <= now) return null;
  const user = db.users.find((candidate) => candidate.userId === row.userId);
  if (!user || user.isEnabled !== 1) return null;
  const company = db.companies.find((candidate) => candidate.companyId === user.companyId);
  if (!company) return null;
  return { token: row.token, expiresAt: row.expiresAt, user, company };
}

/** How stale a session's lastActiveTime may be: a call touches it at most once a minute (few writes). */
export const SESSION_TOUCH_MS = 60_000;

/** Notes a call made with this token (its session's last activity). */
export function touchSession(token: string, now = Date.now()): void {
  const row = getDb().sessions.find((candidate) => candidate.token === token);
  if (!row) return;
  const last = Date.parse(row.lastActiveTime ?? row.createdTime);
  if (!(now - last < SESSION_TOUCH_MS)) row.lastActiveTime = new Date(now).toISOString();
}

/**
 * A session's id as the user's session list shows it: a hash of its token, never the token (the
 * list is seen by the browser; a token there could be replayed). Stable for the session's life.
 */
export function sessionIdOf(row: Pick<SessionRow, 'token'>): string {
  // FNV-1a, two 32-bit lanes (different offsets): 16 hex characters.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < row.token.length; index += 1) {
    const code = row.token.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The user's live sessions, latest activity first. */
export function liveSessionsOf(userId: number, now = Date.now()): SessionRow[] {
  return getDb()
    .sessions.filter((row) => row.userId === userId && Date.parse(row.expiresAt) > now)
    .sort((x, y) => (y.lastActiveTime ?? y.createdTime).localeCompare(x.lastActiveTime ?? x.createdTime));
}

/** Marks every session as expired (test harness control route). */
export function expireAllSessions(now = Date.now()): number {
  const past = new Date(now - 1000).toISOString();
  const sessions = getDb().sessions;
  for (const row of sessions) row.expiresAt = past;
  return sessions.length;
}

type SessionsEndedListener = (userId: number) => void;
const endedListeners = new Set<SessionsEndedListener>();

/** Called after a user's sessions were ended (the chat service closes that user's sockets). */
export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/**
 * Ends a user's sessions (disabled, deleted, password set or changed): their tokens answer 50008
 * from the next call on. `keepToken` keeps the session making the change (a user changing their
 * own password stays signed in there).
 */
export function endSessions(userId: number, keepToken?: string): void {
  const db = getDb();
  db.sessions = db.sessions.filter((row) => row.userId !== userId || row.token === keepToken);
  for (const listener of endedListeners) listener(userId);
}

/** Ends the given sessions of one user (ended from their session list): their tokens answer 50008 from the next call on. */
export function endSessionRows(userId: number, rows: readonly SessionRow[]): void {
  if (rows.length === 0) return;
  const ended = new Set(rows);
  const db = getDb();
  db.sessions = db.sessions.filter((row) => !ended.has(row));
  for (const listener of endedListeners) listener(userId);
}
