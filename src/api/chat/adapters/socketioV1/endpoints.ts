/**
 * socketio-v1: where the chat service's sockets are, from config.chatBase (a path on this origin, proxied by
 * the dev and preview servers, or an absolute URL): socket.io's origin and path, and the presence
 * websocket's address.
 */
import { CHAT_SOCKET_PATH, PRESENCE_PATH } from '@/api/chatRealtime';

export interface ChatEndpoints {
  /** What io() connects to. */
  origin: string;
  /** socket.io's `path` option. */
  socketPath: string;
  presenceUrl: (chatToken: string) => string;
}

export function chatEndpoints(chatBase: string, pageUrl: string): ChatEndpoints {
  const base = new URL(chatBase, pageUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const wsProtocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    origin: base.origin,
    socketPath: `${basePath}${CHAT_SOCKET_PATH}`,
    presenceUrl: (chatToken) => `${wsProtocol}//${base.host}${basePath}${PRESENCE_PATH}?token=${encodeURIComponent(chatToken)}`,
  };
}
