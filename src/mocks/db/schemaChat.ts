/**
 * Row types of the joint-hall chat service (api/chat.ts, api/chatRealtime.ts): messages between
 * two back-office users (staff of agencies talking about the joint hall), and the chat tokens the
 * service hands out at its login. Part of the schema (schema.ts). A user's name, avatar and agency
 * are read from their records when a message is answered (rules/chatView.ts), never copied.
 */
import type { ChatPushMessage } from '@/api/chatRealtime';
import type { Flag } from '@/api/shared';
import { chinaClock } from '@/domain/chinaTime';

/**
 * A stored message: the socket's ChatPushMessage (api/chatRealtime) without what is read from
 * records when it is answered (the sender's name, avatar and agency), its time as createdTime,
 * and whether the receiver has read it. (fromUserId, clientId) is unique: a resend is the same message.
 */
export interface ChatMessageRow extends Omit<ChatPushMessage, 'user' | 'sendTime'> {
  /** yyyy-MM-dd HH:mm:ss, China time. */
  createdTime: string;
  /** Read by the receiver. */
  isRead: Flag;
}

/** A chat token: valid only while the back-office session it was made from resolves (and its user is enabled). */
export interface ChatSessionRow {
  token: string;
  userId: number;
  backOfficeToken: string;
  createdTime: string;
}

export interface ChatTables {
  chatMessages: ChatMessageRow[];
  chatSessions: ChatSessionRow[];
}

export const CHAT_TABLE_NAMES = ['chatMessages', 'chatSessions'] as const satisfies readonly (keyof ChatTables)[];

export function emptyChatTables(): ChatTables {
  return { chatMessages: [], chatSessions: [] };
}

/** Bounds of the chat tables (checked when a data file loads, db/checkDb.ts; kept by the rules that write). */
export const CHAT_LIMITS = {
  /** Stored messages; a send past it is refused as storage full. */
  maxMessages: 200_000,
  /** Chat tokens of one user; a login past it drops that user's oldest (never another user's). */
  sessionsPerUser: 20,
  /**
   * Stored chat tokens in all: only a memory safety net, far above sessionsPerUser × the users
   * there are. A login at it first drops every dead token; still full, it is refused (40002).
   */
  maxSessions: 50_000,
  /** Open chat sockets of one user (every tab, every device); one more handshake is refused (40002). */
  socketsPerUser: 20,
  /** Open presence sockets of one user; one more is closed with 1013 (try again later). */
  presencePerUser: 20,
  /** Characters of a clientId. */
  clientIdLength: 64,
  /** Characters of a stored message: CHAT_TEXT_MAX for text (a file address is far shorter). */
  messageLength: 2000,
  /** Characters of a chat token and of the back-office token it stands on. */
  tokenLength: 200,
} as const;

/** A chat message's time: yyyy-MM-dd HH:mm:ss in China time (UTC+8), whatever the machine's zone. */
export const chatTime = (ms: number): string => chinaClock(ms);
