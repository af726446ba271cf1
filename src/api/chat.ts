/**
 * Joint-hall chat family: REST calls of the separate chat service at config.chatBase.
 * The spec does not show these paths; /chat/publicKey, /chat/login, /chat/getUnreadMessage and
 * /chat/getMessage are our choice, so optional (api/optional.ts): a server without them leaves the
 * chat saying it is not offered. The realtime socket and the presence websocket: chatRealtime.ts;
 * the login payload: chatLoginPayload.ts.
 */
import { config } from '@/config';
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const chatPaths = {
  publicKey: optionalPath('/chat/publicKey'),
  login: optionalPath('/chat/login'),
  getUnreadMessage: optionalPath('/chat/getUnreadMessage'),
  getMessage: optionalPath('/chat/getMessage'),
} as const;

/** Header that carries the chat service's own token. */
export const CHAT_TOKEN_HEADER = 'X-Chat-Token';
/** Joint-hall chat history paging (first document, section 9). */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_FIRST_PAGE = 1;

/** 1 text, 2 image, 3 voice. */
export type ChatMessageType = 1 | 2 | 3;

export interface ChatUser {
  /** @spec */
  userId: number;
  /** @spec */
  userName: string;
  /** @spec */
  userAvatar: string;
  /** Ours (not in the spec's shape): the user's agency, since the joint hall's chats are between agencies. */
  companyName: string;
}

export interface ChatLoginRequest {
  /**
   * The encrypted login payload.
   * @spec
   */
  payload: string;
  /** @spec */
  agentId: string;
}

export interface ChatLoginResult {
  /** @spec */
  token: string;
  /** The back-office user the chat token speaks for. */
  userId: number;
}

/** A conversation of the message panel with its unread count. */
export interface ChatConversation {
  /** @spec */
  userId: number;
  /** @spec */
  userName: string;
  /** @spec */
  userAvatar: string;
  /** Ours, as ChatUser.companyName. */
  companyName: string;
  /** @spec */
  unreadMessageNum: number;
  /** @spec */
  sendTime: string;
  /** @spec */
  lastMsg: { type: ChatMessageType; message: string };
  /** @spec */
  msg: string;
}

/** A message pushed by the socket or held in the open chat window. */
export interface ChatMessage {
  /** @spec */
  type: ChatMessageType;
  /** @spec */
  message: string;
  /** @spec */
  sendTime: string;
  /** @spec */
  isMe: boolean;
  /** @spec */
  user: ChatUser;
}

export interface GetMessageRequest {
  /**
   * The other side of the conversation.
   * @spec
   */
  sendUserId: number;
  /** @spec */
  pageIndex?: number;
  /** @spec */
  pageSize?: number;
}

export interface ChatHistoryMessage {
  /** Ours (not in the spec's shape): the stored message's id, so a pushed copy is not shown twice. */
  messageId: number;
  /** @spec */
  messageType: ChatMessageType;
  /** @spec */
  message: string;
  /** @spec */
  sourceUserId: number;
  /** @spec */
  createdTime: string;
}

export interface ChatHistory {
  /** @spec */
  messageList: ChatHistoryMessage[];
  /** @spec */
  targetUser: ChatUser;
}

function chatOptions(options?: RequestOptions, chatToken?: string): RequestOptions {
  const headers = chatToken ? { ...options?.headers, [CHAT_TOKEN_HEADER]: chatToken } : options?.headers;
  return { ...options, baseURL: config.chatBase, headers };
}

/** The chat service's public key for the login payload. */
export const getPublicKey = (options?: RequestOptions) => post(chatPaths.publicKey, {}, chatOptions(options));

/** Logs in to the chat service with the encrypted payload and agent id; answers its token. */
export const login = (body: ChatLoginRequest, options?: RequestOptions) => post(chatPaths.login, body, chatOptions(options));

/** Conversations with their unread counts (chat token header when given). */
export const getUnreadMessage = (chatToken?: string, options?: RequestOptions) => post(chatPaths.getUnreadMessage, {}, chatOptions(options, chatToken));

/** History with one user ({sendUserId, pageIndex = 1, pageSize = 20}); the chat token goes in X-Chat-Token. */
export const getMessage = (body: GetMessageRequest, chatToken: string, options?: RequestOptions) =>
  post(
    chatPaths.getMessage,
    { ...body, pageIndex: body.pageIndex ?? CHAT_FIRST_PAGE, pageSize: body.pageSize ?? CHAT_PAGE_SIZE },
    chatOptions(options, chatToken),
  );
