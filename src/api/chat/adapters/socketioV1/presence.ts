/**
 * The presence channel: one plain WebSocket at a time to `${chatBase}${PRESENCE_PATH}?token=`,
 * its frames (PresenceFrame) handed on. When it closes it opens again after a backoff that grows
 * to RECONNECT_DELAY_MAX_MS; a close with PRESENCE_UNAUTHORIZED logs in to the chat again first.
 */
import { PRESENCE_UNAUTHORIZED, RECONNECT_DELAY_MAX_MS, type PresenceFrame } from '@/api/chatRealtime';
import type { PresenceSocket, SocketIoV1Transport } from './transport';

const FIRST_DELAY_MS = 500;

/** The wait before the n-th reconnection attempt in a row (0-based): 500 ms doubling, capped. */
export const reconnectDelay = (attempt: number): number => Math.min(RECONNECT_DELAY_MAX_MS, FIRST_DELAY_MS * 2 ** attempt);

/** A frame as sent, or null when it is not one (ignored). */
export function parsePresenceFrame(data: unknown): PresenceFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, online, userId } = frame as { type?: unknown; online?: unknown; userId?: unknown };
  if (type === 'snapshot' && Array.isArray(online) && online.every((id) => typeof id === 'number')) return { type, online: online as number[] };
  if ((type === 'online' || type === 'offline') && typeof userId === 'number') return { type, userId };
  return null;
}

export interface PresenceOptions {
  services: Pick<SocketIoV1Transport, 'openPresence' | 'setTimer'>;
  /** The chat token to open with (null: none yet). */
  token: () => string | null;
  /** Logs in to the chat again; answers the new token, or null when that failed. */
  relogin: () => Promise<string | null>;
  onFrame: (frame: PresenceFrame) => void;
}

export interface PresenceChannel {
  open(): void;
  /** Closes for good (logout, the chat stopped). */
  close(): void;
}

export function createPresence({ services, token, relogin, onFrame }: PresenceOptions): PresenceChannel {
  let socket: PresenceSocket | null = null;
  let closed = false;
  let attempts = 0;
  let cancelRetry: (() => void) | null = null;

  function retryLater() {
    if (closed || cancelRetry) return;
    cancelRetry = services.setTimer(() => {
      cancelRetry = null;
      open();
    }, reconnectDelay(attempts));
    attempts += 1;
  }

  function open() {
    if (closed) return;
    const chatToken = token();
    if (!chatToken) {
      retryLater();
      return;
    }
    // One socket at a time: the one replaced is forgotten before it closes (its close is not ours to handle).
    const previous = socket;
    socket = null;
    previous?.close();
    const current = services.openPresence(chatToken);
    socket = current;
    current.onopen = () => {
      if (socket === current) attempts = 0;
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const frame = parsePresenceFrame(event.data);
      if (frame) onFrame(frame);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current || closed) return;
      socket = null;
      if (event.code !== PRESENCE_UNAUTHORIZED) {
        retryLater();
        return;
      }
      void relogin().then((fresh) => {
        if (closed) return;
        if (fresh) open();
        else retryLater();
      });
    };
  }

  return {
    open,
    close() {
      closed = true;
      cancelRetry?.();
      cancelRetry = null;
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
