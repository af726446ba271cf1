/**
 * The chat's real services: the chat service's REST calls (silent: a background failure shows in
 * the chat window, never as a toast on whatever page is open), WebCrypto sealing, socket.io-client
 * and the browser's WebSocket. Part of the chat's lazy chunk, with socket.io-client.
 */
import { io } from 'socket.io-client';
import { getMessage, getPublicKey, getUnreadMessage, login } from '@/api/chat';
import { sealChatLogin } from '@/api/chatLoginPayload';
import { RECONNECT_DELAY_MAX_MS } from '@/api/chatRealtime';
import { presentApiError } from '@/api/errors';
import { getToken } from '@/auth/token';
import { config } from '@/config';
import { useSession } from '@/stores/session';
import { deliverJobMsgPush } from '@/pages/chat/messages/jobMsgLive';
import { deliverAppRequestPush, refreshPendingRequests } from '@/pages/companyApp/orders/requestBell';
import { chatEndpoints } from './chatEndpoints';
import type { ChatNotify, ChatServices, ChatSocket, PresenceSocket } from './chatServices';

const quiet = { silent: true } as const;

/** crypto.randomUUID(), or a version-4 UUID from getRandomValues where it is missing (a plain-http page on a LAN address). */
export function newClientId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A browser WebSocket seen as the presence channel's socket. */
function presenceSocket(webSocket: WebSocket): PresenceSocket {
  const socket: PresenceSocket = { onopen: null, onmessage: null, onclose: null, onerror: null, close: () => webSocket.close() };
  webSocket.onopen = (event) => socket.onopen?.(event);
  webSocket.onmessage = (event) => socket.onmessage?.({ data: event.data });
  webSocket.onclose = (event) => socket.onclose?.({ code: event.code });
  webSocket.onerror = (event) => socket.onerror?.(event);
  return socket;
}

export function realChatServices(notify: ChatNotify): ChatServices {
  const endpoints = chatEndpoints(config.chatBase, window.location.href);
  return {
    session: () => ({ token: getToken(), userId: useSession.getState().user?.userId }),
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
    openPresence: (chatToken) => presenceSocket(new WebSocket(endpoints.presenceUrl(chatToken))),
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    newClientId,
    sessionExpired: presentApiError,
    notify,
    jobMsg: deliverJobMsgPush,
    appRequest: deliverAppRequestPush,
    connected: () => void refreshPendingRequests(),
  };
}
