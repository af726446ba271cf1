/**
 * The presence websocket of the chat service (api/chatRealtime.ts, PresenceFrame), on `ws` with
 * no server of its own: the chat service hands it the upgrades for `${chatBase}${PRESENCE_PATH}`.
 * - `?token=<chat token>`; a token that is not (or no longer) valid closes the socket with
 *   PRESENCE_UNAUTHORIZED (checked at the start and at every ping);
 * - the first frame is {type:'snapshot', online}: every user with a presence socket now, the
 *   receiver included; {type:'online'|'offline', userId} go to every other socket when a user's
 *   first socket opens or last one closes;
 * - a ping every PRESENCE_PING_MS; a socket that did not answer the last one is terminated;
 * - at most CHAT_LIMITS.presencePerUser sockets per user: one more is closed with
 *   PRESENCE_TOO_MANY (1013, try again later; the client's backoff does).
 * The client sends nothing; whatever it sends is ignored (frames over 1 KiB close the socket).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PRESENCE_UNAUTHORIZED, type PresenceFrame } from '@/api/chatRealtime';
import { CHAT_LIMITS } from '../db';
import { resolveChatSession } from '../rules/chatSession';

export const PRESENCE_PING_MS = 25_000;
/** Close code of a presence socket over the user's bound: the standard "try again later". */
export const PRESENCE_TOO_MANY = 1013;

export interface Presence {
  /** Takes over an upgrade request for the presence path. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Users with at least one presence socket. */
  online(): number[];
  /** Closes every presence socket whose token is no longer valid (PRESENCE_UNAUTHORIZED). */
  recheckTokens(): void;
  /** Drops every socket and stops pinging. */
  close(): void;
}

interface Peer {
  userId: number;
  token: string;
  alive: boolean;
}

export function createPresence(): Presence {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const peers = new Map<WebSocket, Peer>();
  const byUser = new Map<number, Set<WebSocket>>();

  const frame = (value: PresenceFrame) => JSON.stringify(value);
  const broadcast = (value: PresenceFrame, except: WebSocket) => {
    const text = frame(value);
    for (const ws of peers.keys()) if (ws !== except && ws.readyState === ws.OPEN) ws.send(text);
  };
  const online = () => [...byUser.keys()].sort((a, b) => a - b);

  function leave(ws: WebSocket): void {
    const peer = peers.get(ws);
    if (!peer) return;
    peers.delete(ws);
    const sockets = byUser.get(peer.userId);
    sockets?.delete(ws);
    if (sockets && sockets.size === 0) {
      byUser.delete(peer.userId);
      broadcast({ type: 'offline', userId: peer.userId }, ws);
    }
  }

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const token = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('token');
    const session = resolveChatSession(token);
    ws.on('error', () => ws.terminate());
    if (!session) {
      ws.close(PRESENCE_UNAUTHORIZED, 'chat token not valid');
      return;
    }
    const userId = session.user.userId;
    const sockets = byUser.get(userId) ?? new Set<WebSocket>();
    if (sockets.size >= CHAT_LIMITS.presencePerUser) {
      ws.close(PRESENCE_TOO_MANY, 'too many presence sockets');
      return;
    }
    peers.set(ws, { userId, token: session.chatToken, alive: true });
    const first = sockets.size === 0;
    sockets.add(ws);
    byUser.set(userId, sockets);
    ws.send(frame({ type: 'snapshot', online: online() }));
    if (first) broadcast({ type: 'online', userId }, ws);
    ws.on('pong', () => {
      const peer = peers.get(ws);
      if (peer) peer.alive = true;
    });
    ws.on('close', () => leave(ws));
  });

  function recheckTokens(): void {
    for (const [ws, peer] of peers) {
      if (!resolveChatSession(peer.token)) {
        leave(ws);
        ws.close(PRESENCE_UNAUTHORIZED, 'chat token not valid');
      }
    }
  }

  const pinger = setInterval(() => {
    recheckTokens();
    for (const [ws, peer] of peers) {
      if (!peer.alive) {
        leave(ws);
        ws.terminate();
        continue;
      }
      peer.alive = false;
      ws.ping();
    }
  }, PRESENCE_PING_MS);
  pinger.unref();

  return {
    upgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    online,
    recheckTokens,
    close() {
      clearInterval(pinger);
      for (const ws of [...peers.keys()]) ws.terminate();
      for (const ws of wss.clients) ws.terminate();
      peers.clear();
      byUser.clear();
      wss.close();
    },
  };
}
