/**
 * Our messages on their way to the server. Each has a clientId made when it was written; it goes
 * out while the socket is connected, and otherwise waits here until the next connection, when it
 * goes out with the SAME clientId (the server stores one message per clientId, so a resend is
 * answered with the stored one, never stored twice). An ack that does not come within
 * CHAT_ACK_TIMEOUT_MS, or {ok: false}, fails the message (Retry sends it again, same clientId);
 * an {ok: true} ack is taken whenever it comes, even after the message was marked failed.
 * Nothing is emitted while the socket is down (socket.io would buffer it and send it again on top
 * of our own resend).
 */
import { CHAT_ACK_TIMEOUT_MS, CHAT_EVENTS, type ChatAck, type ChatPushMessage, type ChatSendRequest } from '@/api/chatRealtime';
import type { ChatSocket, SocketIoV1Transport } from './transport';

interface Entry {
  request: ChatSendRequest;
  /** Which emit of this entry is the live one (an older one's refusal or timeout is ignored). */
  generation: number;
  inFlight: boolean;
  cancelTimer: (() => void) | null;
}

export interface OutboxOptions {
  services: Pick<SocketIoV1Transport, 'setTimer'>;
  /** The socket, when there is one. */
  socket: () => ChatSocket | null;
  /** The server stored it (ack {ok: true}). */
  onSent: (stored: ChatPushMessage) => void;
  /** Refused or no ack in time. */
  onFailed: (clientId: string) => void;
}

export interface Outbox {
  /** Sends now when connected, else keeps it for the next connection. Also Retry (same clientId). */
  send(request: ChatSendRequest): void;
  /** The socket (re)connected: everything waiting goes out, once. */
  flush(): void;
  /** The socket went down: what was in flight waits for the next connection. */
  connectionLost(): void;
  /** The chat will not reconnect by itself: what waits is failed (Retry sends it again); answers their clientIds. */
  failWaiting(): string[];
  /** Messages not yet acknowledged (waiting or in flight). */
  size(): number;
  clear(): void;
}

const isAck = (value: unknown): value is ChatAck<ChatPushMessage> =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

export function createOutbox({ services, socket, onSent, onFailed }: OutboxOptions): Outbox {
  const entries = new Map<string, Entry>();

  function settle(entry: Entry) {
    entry.cancelTimer?.();
    entry.cancelTimer = null;
    entry.inFlight = false;
  }

  function emit(entry: Entry) {
    const live = socket();
    if (!live?.connected || entry.inFlight) return;
    entry.generation += 1;
    const generation = entry.generation;
    const { clientId } = entry.request;
    entry.inFlight = true;
    const current = () => entries.get(clientId) === entry && entry.generation === generation && entry.inFlight;
    entry.cancelTimer = services.setTimer(() => {
      if (!current()) return;
      settle(entry);
      entries.delete(clientId);
      onFailed(clientId);
    }, CHAT_ACK_TIMEOUT_MS);
    live.emit(CHAT_EVENTS.send, entry.request, (ack: unknown) => {
      if (isAck(ack) && ack.ok) {
        // Stored, whichever emit this answers and whenever it comes.
        if (entries.get(clientId) === entry) {
          settle(entry);
          entries.delete(clientId);
        }
        onSent(ack.data);
        return;
      }
      if (!current()) return;
      settle(entry);
      entries.delete(clientId);
      onFailed(clientId);
    });
  }

  return {
    send(request) {
      const known = entries.get(request.clientId);
      if (known) {
        emit(known);
        return;
      }
      const entry: Entry = { request, generation: 0, inFlight: false, cancelTimer: null };
      entries.set(request.clientId, entry);
      emit(entry);
    },
    flush() {
      for (const entry of entries.values()) emit(entry);
    },
    connectionLost() {
      for (const entry of entries.values()) settle(entry);
    },
    failWaiting() {
      const waiting = [...entries.values()].filter((entry) => !entry.inFlight);
      for (const entry of waiting) entries.delete(entry.request.clientId);
      return waiting.map((entry) => entry.request.clientId);
    },
    size: () => entries.size,
    clear() {
      for (const entry of entries.values()) settle(entry);
      entries.clear();
    },
  };
}
