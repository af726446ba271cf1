/**
 * The joint-hall chat's ONE adapter interface: all the chat UI (pages/chat/joint) asks of a chat
 * service and all it hears from one. The UI knows nothing else: no paths, header names, event
 * names or frame shapes. config.chatProtocol picks the adapter (registry.ts); `off` offers no chat.
 *
 * A new protocol is one file under api/chat/adapters/ exporting a ChatAdapterFactory, plus one line
 * in registry.ts. The factory gets the back-office session (ChatAdapterContext) and answers a
 * ChatAdapter that must:
 * - login(): log in with the back-office session (the spec: encrypted, with the agent id = the
 *   user id) and open the realtime link; again after `unavailable` (the window's Retry). It tells
 *   `status` connecting → connected (and `connected` after every (re)connection, so the UI asks
 *   what it missed), reconnecting while down, unavailable when it gave up, notOffered when the
 *   server has no chat (a 404: for good, nothing retried). Its own token, relogins and backoff are its own.
 * - history(peer, pageIndex): one page of CHAT_PAGE_SIZE (20) messages, newest page = CHAT_FIRST_PAGE (1).
 * - unread(): the conversations with their unread counts.
 * - send(message): never throws; each message ends in `sent` (the stored message, also for a
 *   resend of the same clientId: stored once) or `failed` (then the UI's Retry calls send again).
 * - read(peer): that conversation's messages to us are read (told to the server when it can).
 * - subscribe(events) (receive and presence): messages to us or from our other tabs, reads
 *   from our other tabs, presence, aunt messages and service requests if the link carries them.
 * - close(): for good (logout); nothing is told afterwards.
 * A rejected history/unread call: the UI keeps what it had and shows a Retry.
 */
import type { ApiError } from '@/api/errors';
import type { ChatConversation, ChatHistory, ChatMessageType, ChatUser } from '@/api/chat';
import type { CompanyAppOrder } from '@/api/companyApp.types';
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import type { Notice } from '../notice';

export type { ChatConversation, ChatHistory, ChatHistoryMessage, ChatMessageType, ChatUser } from '@/api/chat';
/** The spec's history paging (first document, section 9). */
export { CHAT_FIRST_PAGE, CHAT_PAGE_SIZE } from '@/api/chat';

/** Text messages: at most this many characters. */
export const CHAT_TEXT_MAX = 2000;

export type ChatLinkState = 'connecting' | 'connected' | 'reconnecting' | 'unavailable' | 'notOffered';

/** One stored chat message (to us, or ours: pushed from another tab, or the answer to a send). */
export interface ChatPushMessage {
  messageId: number;
  /** The sender's id of the message (ours: the one send() was given). */
  clientId: string;
  fromUserId: number;
  toUserId: number;
  type: ChatMessageType;
  message: string;
  /** yyyy-MM-dd HH:mm:ss */
  sendTime: string;
  /** The sender. */
  user: ChatUser;
}

/** A message of ours to send. */
export interface ChatOutgoing {
  /** Made by the UI once per message; a resend uses the same one. */
  clientId: string;
  targetUserId: number;
  type: ChatMessageType;
  /** Text (1-CHAT_TEXT_MAX characters), or the file's address from /sys/uploadFile for an image (2) or voice (3). */
  message: string;
}

/** Who is online: everyone now (the receiver included), or one change. */
export type ChatPresence = { type: 'snapshot'; online: number[] } | { type: 'online'; userId: number } | { type: 'offline'; userId: number };

/** An aunt's new message for the staff member of the thread. */
export interface JobMsgPush {
  /** The thread as getJobMsg answers it (its msgList holds the last messages, the new one last). */
  thread: JobMsgThread;
  message: JobMsg;
}

/** A service request that has just come to this staff member: a member submitted it, or a colleague handed it over. */
export interface AppRequestPush {
  request: CompanyAppOrder;
  /** Who handed it over (0: it was submitted in the mini-program). */
  fromUserId: number;
  fromUserName: string;
}

/** What an adapter tells the UI. */
export interface ChatAdapterEvents {
  status(state: ChatLinkState): void;
  /** (Re)connected: the UI asks the list and the open conversation again. */
  connected(): void;
  message(message: ChatPushMessage): void;
  /** A conversation was read in another tab of ours. */
  read(peerId: number): void;
  presence(change: ChatPresence): void;
  sent(stored: ChatPushMessage): void;
  failed(clientId: string): void;
  jobMsg(push: JobMsgPush): void;
  appRequest(push: AppRequestPush): void;
  /** A notice raised for the user (the notification centre; a server without it never sends one). */
  notice?(push: Notice): void;
}

export interface ChatAdapter {
  login(): Promise<void>;
  history(peerId: number, pageIndex: number): Promise<ChatHistory>;
  unread(): Promise<ChatConversation[]>;
  send(message: ChatOutgoing): void;
  read(peerId: number): void;
  /** One subscriber (the connection); set before login(). */
  subscribe(events: ChatAdapterEvents): void;
  close(): void;
}

/** What the app gives every adapter. */
export interface ChatAdapterContext {
  /** The back-office session: its token and user id (undefined once logged out). */
  session(): { token: string | undefined; userId: number | undefined };
  /** The back-office session is not valid any more: the back office's own relogin. */
  sessionExpired(error: ApiError): void;
}

export type ChatAdapterFactory = (context: ChatAdapterContext) => ChatAdapter;
