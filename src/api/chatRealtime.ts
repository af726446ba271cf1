/**
 * The joint-hall chat service's realtime contract, shared by the client and the mock's chat
 * service: the socket.io events (chat messages, read marks, aunt messages pushed to the back
 * office), the presence websocket's frames, and where both live under config.chatBase. The spec
 * shows none of these names (first document, section 7: "the staff side sends a message with a
 * target and receives pushes"; "a second websocket carries staff presence"); they are ours,
 * written down in docs/API.md.
 */
import type { AppRequestPush, ChatOutgoing, ChatPresence, ChatPushMessage, JobMsgPush } from './chat/adapter';

/** The socketio-v1 adapter's payloads are the adapter interface's shapes (api/chat/adapter.ts). */
export type { AppRequestPush, ChatPushMessage, JobMsgPush };
export { CHAT_TEXT_MAX } from './chat/adapter';

/** socket.io's path under the chat base: `${chatBase}/socket.io`. Websocket transport only (no long-polling). */
export const CHAT_SOCKET_PATH = '/socket.io';
/** The presence websocket under the chat base: `${chatBase}/presence?token=<chat token>`. */
export const PRESENCE_PATH = '/presence';
/** Close code of the presence socket when its token is not (or no longer) valid: log in to the chat again. */
export const PRESENCE_UNAUTHORIZED = 4401;
/** The longest wait between two reconnection attempts of either socket, ms (reconnected within 7.5 s of the server's return). */
export const RECONNECT_DELAY_MAX_MS = 3000;
/** How long a sent chat message waits for the server's ack before it is marked failed, ms. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

/** Event names of the chat socket. */
export const CHAT_EVENTS = {
  /** client -> server: ChatSendRequest, ack ChatAck<ChatPushMessage>. */
  send: 'chat:send',
  /** server -> client: ChatPushMessage, to the receiver and to the sender's other sockets. */
  message: 'chat:message',
  /** client -> server: ChatReadRequest, ack ChatAck<{ count: number }> (messages marked). Server -> the same user's other sockets: ChatReadRequest. */
  read: 'chat:read',
  /** server -> client: JobMsgPush, a new aunt message for this staff member (the aunt message panel). */
  jobMsg: 'jobMsg:new',
  /** server -> client: AppRequestPush, a mini-program service request now with this staff member (submitted or handed over). */
  appRequest: 'appRequest:new',
  /** server -> client: Notice (api/notice.ts), a notice just raised for this user (the bell's panel). Ours, optional. */
  notice: 'notice:new',
} as const;

/** The socket's handshake auth: `io(url, { auth: { token } })`. A refused handshake's error carries `data.code`. */
export interface ChatSocketAuth {
  token: string;
}

/** A refused handshake: connect_error's `data`. 50008 = the chat token is not valid (log in to the chat again). */
export interface ChatConnectRefusal {
  code: number;
  msg: string;
}

/** Sent with its clientId: the server stores one message per sender and clientId, so a resend after a reconnect is answered with the stored message, never stored twice. */
export type ChatSendRequest = ChatOutgoing;

export interface ChatReadRequest {
  /** The other side of the conversation whose messages to me are marked read. */
  userId: number;
}

export type ChatAck<T> = { ok: true; data: T } | { ok: false; code: number; msg: string };

/** Frames the presence websocket sends (JSON text). The client sends nothing but the socket's own pings. */
export type PresenceFrame = ChatPresence;
