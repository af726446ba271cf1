/**
 * What the chat connection needs from the world, as one small interface: the chat service's REST
 * calls, the login payload's sealing, the socket.io socket, the presence websocket, timers, ids,
 * the back-office session and what to do with pushes that are not chat messages. The app passes
 * the real ones (realChatServices.ts); tests pass fakes and drive every event by hand.
 */
import type { ApiError } from '@/api/errors';
import type { ChatConversation, ChatHistory, ChatLoginRequest, ChatLoginResult, GetMessageRequest } from '@/api/chat';
import type { ChatLoginClaims, ChatPublicKey } from '@/api/chatLoginPayload';
import type { AppRequestPush, ChatPushMessage, ChatSocketAuth, JobMsgPush } from '@/api/chatRealtime';

/** The part of a socket.io client socket the connection uses. */
export interface ChatSocket {
  readonly connected: boolean;
  /** socket.io's `active`: false once the server refused the handshake (it will not retry by itself). */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** The part of a browser WebSocket the presence channel uses. */
export interface PresenceSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** A message to us in a conversation that is not on screen (chatNotify.ts shows it). */
export type ChatNotify = (push: ChatPushMessage) => void;

export interface ChatServices {
  /** The back-office session: its token and user id (undefined once logged out). */
  session(): { token: string | undefined; userId: number | undefined };
  getPublicKey(): Promise<ChatPublicKey>;
  seal(key: ChatPublicKey, claims: Pick<ChatLoginClaims, 'token' | 'agentId'>): Promise<string>;
  login(body: ChatLoginRequest): Promise<ChatLoginResult>;
  getUnreadMessage(chatToken: string): Promise<ChatConversation[]>;
  getMessage(body: GetMessageRequest, chatToken: string): Promise<ChatHistory>;
  /** A new socket, not yet connected; `auth` is asked at every (re)connection. */
  openSocket(auth: (send: (auth: ChatSocketAuth) => void) => void): ChatSocket;
  /** A new presence websocket with this chat token. */
  openPresence(chatToken: string): PresenceSocket;
  /** Runs `run` after `ms`; answers its cancel. */
  setTimer(run: () => void, ms: number): () => void;
  /** A new clientId for a message (crypto.randomUUID()). */
  newClientId(): string;
  /** The back-office session is not valid any more (50008 at the chat login): the back office's own relogin. */
  sessionExpired(error: ApiError): void;
  /** Tells the user about a message in a conversation not on screen. */
  notify: ChatNotify;
  /** An aunt's new message (the aunt message panel's live delivery). */
  jobMsg(push: JobMsgPush): void;
  /** A mini-program service request that came to the user (the bell's count and a notification). */
  appRequest(push: AppRequestPush): void;
  /** The socket (re)connected: the bell's count of pending service requests is asked again (what came while it was away). */
  connected(): void;
}
