/**
 * The joint-hall chat as rules over the database, shared by the REST calls (handlers/chat.ts) and
 * the socket (chat/socket.ts). Conversations are strictly per user: every rule starts from the
 * caller and touches only messages the caller sent or received.
 *
 * - bodies are read strictly (unknown fields, numbers sent as strings: 40001) before anything is
 *   looked up; the other side must be an enabled user other than the caller (self: 40001; unknown
 *   or disabled: 40401);
 * - a message is text of 1-CHAT_TEXT_MAX characters, or (image 2, voice 3) the address of a file
 *   the sender's agency uploaded, of that kind; the receiver's agency is granted the file (a row of
 *   its own, as a copied aunt's photos are) so it can show it;
 * - a send is idempotent per (sender, clientId): a resend answers the stored message, stores nothing;
 * - each writing rule checks everything first, then writes: a refusal stores nothing.
 */
import { CHAT_TEXT_MAX, type ChatPushMessage, type ChatReadRequest, type ChatSendRequest } from '@/api/chatRealtime';
import type { ChatConversation, ChatHistory, ChatHistoryMessage, ChatMessageType, ChatUser } from '@/api/chat';
import { isImageKind, type FileKind } from '@/domain/fileType';
import { CHAT_LIMITS, allocateId, chatTime, type ChatMessageRow, type MockDb, type UserRow } from '../db';
import { MOCK_CODES, MockError, invalid, notFound, type Lang, type Msg } from '../core/errors';
import { readStrict } from './unitedBody';
import { readStrictChoices } from './jobMsgInput';
import { fileOfUrl, fileUrl, grantFile } from './files';

const USER_LABEL = { zh: '用户', en: 'User' };
const AUDIO_KINDS: readonly FileKind[] = ['mp3', 'wav', 'amr', 'm4a'];

/** The other side of a conversation: an enabled user other than `me`. */
export function chatPeer(db: MockDb, me: UserRow, userId: number): UserRow {
  if (userId === me.userId) throw invalid({ zh: '不能和自己聊天', en: 'You cannot chat with yourself' });
  const user = db.users.find((row) => row.userId === userId && row.isEnabled === 1);
  if (!user) throw notFound(USER_LABEL);
  return user;
}

export function chatUser(db: MockDb, user: UserRow): ChatUser {
  const company = db.companies.find((row) => row.companyId === user.companyId);
  return { userId: user.userId, userName: user.contact, userAvatar: user.avatarUrl, companyName: company?.companyName ?? '' };
}

const between = (row: ChatMessageRow, a: number, b: number) => (row.fromUserId === a && row.toUserId === b) || (row.fromUserId === b && row.toUserId === a);
const newestFirst = (a: ChatMessageRow, b: ChatMessageRow) => b.createdTime.localeCompare(a.createdTime) || b.messageId - a.messageId;

const DISPLAY: Record<Exclude<ChatMessageType, 1>, Msg> = { 2: { zh: '[图片]', en: '[Image]' }, 3: { zh: '[语音]', en: '[Voice]' } };

/** getUnreadMessage: every conversation of `me` with an enabled user, newest last message first. */
export function conversationsOf(db: MockDb, me: UserRow, lang: Lang): ChatConversation[] {
  const last = new Map<number, ChatMessageRow>();
  const unread = new Map<number, number>();
  for (const row of db.chatMessages) {
    if (row.fromUserId !== me.userId && row.toUserId !== me.userId) continue;
    const other = row.fromUserId === me.userId ? row.toUserId : row.fromUserId;
    const known = last.get(other);
    if (!known || newestFirst(row, known) < 0) last.set(other, row);
    if (row.toUserId === me.userId && row.isRead === 0) unread.set(other, (unread.get(other) ?? 0) + 1);
  }
  const users = new Map(db.users.filter((row) => row.isEnabled === 1).map((row) => [row.userId, row]));
  return [...last.entries()]
    .filter(([other]) => users.has(other) && other !== me.userId)
    .sort(([, a], [, b]) => newestFirst(a, b))
    .map(([other, row]) => {
      const msg = row.type === 1 ? row.message : DISPLAY[row.type][lang];
      return {
        ...chatUser(db, users.get(other) as UserRow),
        unreadMessageNum: unread.get(other) ?? 0,
        sendTime: row.createdTime,
        lastMsg: { type: row.type, message: row.message },
        msg,
      };
    });
}

/** Marks the other user's messages to `me` read; answers how many were marked. */
export function markChatRead(db: MockDb, me: UserRow, other: UserRow): number {
  const rows = db.chatMessages.filter((row) => row.fromUserId === other.userId && row.toUserId === me.userId && row.isRead === 0);
  for (const row of rows) row.isRead = 1;
  return rows.length;
}

const id = (zh: string, en: string) => ({ type: 'number', integer: true, min: 1, label: { zh, en } }) as const;
const GET_MESSAGE = {
  sendUserId: { ...id('聊天对象', 'Chat partner'), required: true },
  pageIndex: id('页码', 'Page'),
  pageSize: { ...id('每页条数', 'Page size'), max: 50 },
} as const;

/** getMessage {sendUserId, pageIndex = 1, pageSize = 20}: page 1 is the newest pageSize messages, each page oldest first; page 1 marks the other's messages read. */
export function historyWith(db: MockDb, me: UserRow, body: unknown): ChatHistory {
  const { sendUserId, pageIndex = 1, pageSize = 20 } = readStrict(body, GET_MESSAGE);
  const other = chatPeer(db, me, sendUserId);
  const rows = db.chatMessages.filter((row) => between(row, me.userId, other.userId)).sort(newestFirst);
  const page = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).reverse();
  const messageList = page.map((row): ChatHistoryMessage => ({
    messageId: row.messageId,
    messageType: row.type,
    message: row.message,
    sourceUserId: row.fromUserId,
    createdTime: row.createdTime,
  }));
  if (pageIndex === 1) markChatRead(db, me, other);
  return { messageList, targetUser: chatUser(db, other) };
}

/** chat:read {userId}: marks that user's messages to `me` read. */
export function readChat(db: MockDb, me: UserRow, body: unknown): { other: UserRow; count: number } {
  const { userId } = readStrict(body, { userId: { ...id('聊天对象', 'Chat partner'), required: true } }) satisfies ChatReadRequest;
  const other = chatPeer(db, me, userId);
  return { other, count: markChatRead(db, me, other) };
}

const SEND = {
  clientId: { type: 'string', trim: false, required: true, maxLength: CHAT_LIMITS.clientIdLength, label: { zh: '消息编号', en: 'Client id' } },
  targetUserId: { ...id('聊天对象', 'Chat partner'), required: true },
  type: { type: 'enum', values: [1, 2, 3], required: true, label: { zh: '消息类型', en: 'Message type' } },
  message: { type: 'string', trim: false, required: true, maxLength: CHAT_TEXT_MAX, label: { zh: '消息内容', en: 'Message' } },
} as const;

/** The stored content of a new message: text as sent, or the file's address (checked against the sender's agency). */
function contentOf(sender: UserRow, type: ChatMessageType, message: string): string {
  if (type === 1) return message;
  const file = fileOfUrl(message, sender.companyId);
  const fits = file && (type === 2 ? isImageKind(file.kind) : AUDIO_KINDS.includes(file.kind));
  if (!file || !fits) {
    throw invalid(
      type === 2
        ? { zh: '图片消息必须是本公司上传的 jpg 或 png 图片', en: 'An image message needs a jpg or png image uploaded by this company' }
        : { zh: '语音消息必须是本公司上传的录音（mp3、wav、amr、m4a）', en: 'A voice message needs a recording (mp3, wav, amr, m4a) uploaded by this company' },
    );
  }
  return fileUrl(file.key);
}

export function toPush(db: MockDb, row: ChatMessageRow): ChatPushMessage {
  const sender = db.users.find((user) => user.userId === row.fromUserId);
  const user: ChatUser = sender ? chatUser(db, sender) : { userId: row.fromUserId, userName: '', userAvatar: '', companyName: '' };
  const { createdTime, isRead: _isRead, ...stored } = row;
  return { ...stored, sendTime: createdTime, user };
}

export const chatStorageFull = (): MockError =>
  new MockError(MOCK_CODES.storageFull, {
    zh: '聊天消息已达上限，请运行 npm run mock:reset 重置',
    en: 'The chat is full; run npm run mock:reset to start over',
  });

/**
 * chat:send: stores the message (unread) and answers it with `created` true; a resend of a stored
 * (sender, clientId) answers that message with `created` false and stores nothing.
 */
export function sendChatMessage(db: MockDb, me: UserRow, body: unknown, now = Date.now()): { row: ChatMessageRow; created: boolean } {
  const input: ChatSendRequest = readStrictChoices(body, SEND);
  if (input.clientId.trim() === '') throw invalid({ zh: '请填写消息编号', en: 'Client id is required' });
  const stored = db.chatMessages.find((row) => row.fromUserId === me.userId && row.clientId === input.clientId);
  if (stored) return { row: stored, created: false };
  const other = chatPeer(db, me, input.targetUserId);
  if (input.type === 1 && input.message.length === 0) throw invalid({ zh: '请填写消息内容', en: 'Message is required' });
  const message = contentOf(me, input.type, input.message);
  if (db.chatMessages.length >= CHAT_LIMITS.maxMessages) throw chatStorageFull();
  if (input.type !== 1) {
    const file = fileOfUrl(message, me.companyId);
    if (file && !fileOfUrl(message, other.companyId)) grantFile(file, other.companyId, other.userId);
  }
  const row: ChatMessageRow = {
    messageId: allocateId(db, 'chatMessages'),
    clientId: input.clientId,
    fromUserId: me.userId,
    toUserId: other.userId,
    type: input.type,
    message,
    createdTime: chatTime(now),
    isRead: 0,
  };
  db.chatMessages.push(row);
  return { row, created: true };
}
