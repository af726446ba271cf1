/**
 * The socketio-v1 adapter's real transport: the chat service's REST calls (silent: a background
 * failure shows in the chat window, never as a toast on whatever page is open), WebCrypto sealing,
 * socket.io-client and a WebSocket (the browser's; `ws` in Node). Part of the chat's lazy chunk,
 * with socket.io-client.
 */
import { io } from 'socket.io-client';
import { getMessage, getPublicKey, getUnreadMessage, login } from '@/api/chat';
import { sealChatLogin } from '@/api/chatLoginPayload';
import { RECONNECT_DELAY_MAX_MS } from '@/api/chatRealtime';
import { config } from '@/config';
import { chatEndpoints } from './endpoints';
import type { ChatSocket, PresenceSocket, SocketIoV1Transport } from './transport';

const quiet = { silent: true } as const;

/** The part of a WebSocket the presence channel reads (the browser's, or `ws` in Node). */
interface AnyWebSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** A WebSocket seen as the presence channel's socket. */
function presenceSocket(webSocket: AnyWebSocket): PresenceSocket {
  const socket: PresenceSocket = { onopen: null, onmessage: null, onclose: null, onerror: null, close: () => webSocket.close() };
  webSocket.onopen = (event) => socket.onopen?.(event);
  webSocket.onmessage = (event) => socket.onmessage?.({ data: event.data });
  webSocket.onclose = (event) => socket.onclose?.({ code: event.code });
  webSocket.onerror = (event) => socket.onerror?.(event);
  return socket;
}

export interface RealTransportOptions {
  /** The page's address config.chatBase is resolved against (default: this page's). */
  pageUrl?: string;
  /** Opens a WebSocket (default: the browser's). */
  webSocket?: (url: string) => AnyWebSocket;
}

export function realTransport({
  pageUrl = window.location.href,
  webSocket = (url) => new WebSocket(url) as unknown as AnyWebSocket,
}: RealTransportOptions = {}): SocketIoV1Transport {
  const endpoints = chatEndpoints(config.chatBase, pageUrl);
  return {
    getPublicKey: () => getPublicKey(quiet),
    seal: (key, claims) => sealChatLogin(key, claims),
    login: (body) => login(body, quiet),
    getUnreadMessage: (chatToken) => getUnreadMessage(chatToken, quiet),
    getMessage: (body, chatToken) => getMessage(body, chatToken, quiet),
    openSocket: (auth): ChatSocket =>
      io(endpoints.origin, {
        path: endpoints.socketPath,
        transports: ['websocket'],
        auth,
        reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
        autoConnect: false,
      }),
    openPresence: (chatToken) => presenceSocket(webSocket(endpoints.presenceUrl(chatToken))),
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  };
}
