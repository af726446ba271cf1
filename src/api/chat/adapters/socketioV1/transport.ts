/**
 * What the socketio-v1 adapter needs from the world, as one small interface: the chat service's
 * REST calls, the login payload's sealing, the socket.io socket, the presence websocket and timers.
 * The app passes the real ones (realTransport.ts); tests pass fakes (tests/jointChatFakes.ts) and
 * drive every event by hand.
 */
import type { ChatConversation, ChatHistory, ChatLoginRequest, ChatLoginResult, GetMessageRequest } from '@/api/chat';
import type { ChatLoginClaims, ChatPublicKey } from '@/api/chatLoginPayload';
import type { ChatSocketAuth } from '@/api/chatRealtime';
import type { ChatAdapterContext } from '../../adapter';

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

export interface SocketIoV1Transport {
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
}

/** The transport and the app's context, as the adapter's parts use them. */
export type SocketIoV1Deps = SocketIoV1Transport & ChatAdapterContext;
