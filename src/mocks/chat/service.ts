/**
 * The joint-hall chat service of the mock: one HTTP server on 127.0.0.1:MOCK_CHAT_PORT, started
 * by server.ts beside the API server and sharing its store (every write committed before it is
 * acknowledged), serving under config.chatBase:
 * - the REST calls (handlers/chat.ts) through the same request host as the API (host/requests.ts);
 * - the chat socket (socket.io at `${chatBase}${CHAT_SOCKET_PATH}`, websocket transport only,
 *   64 KiB frames at most; chat/socket.ts);
 * - the presence websocket (`${chatBase}${PRESENCE_PATH}`, chat/presence.ts).
 * Any other upgrade is refused. `restart(downMs)` closes all of it (every connection dropped),
 * waits, and listens again on the same port: what a client's reconnection is tested against.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import { config } from '@/config';
import { CHAT_EVENTS, CHAT_SOCKET_PATH, PRESENCE_PATH, type JobMsgPush } from '@/api/chatRealtime';
import { chatHandlers } from '../handlers/chat';
import { routed } from '../handlers/kit';
import { requestHost, type CommitStore } from '../host/requests';
import { resolveChatSession } from '../rules/chatSession';
import { onSessionsEnded } from '../rules/session';
import { onRequestForUser } from '../rules/appRequestEvents';
import { onNoticeForUser } from '../rules/notices';
import { createPresence, type Presence } from './presence';
import { serveChatSocket, userRoom } from './socket';

/** The largest socket.io frame a client may send. */
export const CHAT_MAX_FRAME_BYTES = 64 * 1024;
export const MAX_RESTART_DOWN_MS = 30_000;

export interface ChatServiceOptions {
  store: CommitStore;
  /** 0 = any free port (tests). */
  port: number;
  host?: string;
}

export interface ChatService {
  /** The port it listens on (the one chosen when started with 0). */
  readonly port: number;
  /** Pushes an aunt's new message (`jobMsg:new`) to the staff member's chat sockets; nobody gets it while the service is down. */
  pushJobMsg(userId: number, push: JobMsgPush): void;
  /** Ends the connections whose chat token no longer resolves (after a reset of the data): chat sockets disconnected, presence sockets closed with PRESENCE_UNAUTHORIZED. */
  recheckSessions(): void;
  /** Closes the service (every connection dropped), waits `downMs`, listens again on the same port; answers when it does. */
  restart(downMs: number): Promise<{ downAt: number; upAt: number }>;
  close(): Promise<void>;
}

interface Running {
  server: http.Server;
  io: Server;
  presence: Presence;
}

const socketPath = () => `${config.chatBase}${CHAT_SOCKET_PATH}`;
const presencePath = () => `${config.chatBase}${PRESENCE_PATH}`;

function refuseUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

async function open(options: ChatServiceOptions, port: number): Promise<Running> {
  const host = options.host ?? '127.0.0.1';
  const origin = () => {
    const address = server.address();
    return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  };
  const answer = requestHost({ store: options.store, handlers: routed(chatHandlers), origin });
  const server: http.Server = http.createServer((req, res) => void answer(req, res));
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  // Attached after the request listener: socket.io answers its own path and hands on the rest.
  const io = new Server(server, { path: socketPath(), transports: ['websocket'], maxHttpBufferSize: CHAT_MAX_FRAME_BYTES, serveClient: false });
  serveChatSocket(io, options.store);
  const presence = createPresence();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', origin()).pathname;
    if (pathname === presencePath()) presence.upgrade(req, socket, head);
    else if (!pathname.startsWith(`${socketPath()}/`)) refuseUpgrade(socket);
    // socket.io's own upgrades are its listener's.
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, io, presence };
}

async function shut({ server, io, presence }: Running): Promise<void> {
  presence.close();
  const closed = io.close();
  server.closeAllConnections();
  await closed;
}

/** Starts the chat service; rejects when the port cannot be had. */
export async function startChatService(options: ChatServiceOptions): Promise<ChatService> {
  let running: Running | null = await open(options, options.port);
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  let restarting = false;
  let closed = false;
  const service: ChatService = {
    port,
    pushJobMsg(userId, push) {
      running?.io.to(userRoom(userId)).emit(CHAT_EVENTS.jobMsg, push);
    },
    recheckSessions() {
      if (!running) return;
      for (const socket of running.io.of('/').sockets.values()) if (!resolveChatSession((socket.data as { token?: string }).token)) socket.disconnect(true);
      running.presence.recheckTokens();
    },
    async restart(downMs) {
      if (restarting || closed || !running) throw new Error(closed ? 'the chat service is closed' : 'the chat service is already restarting');
      restarting = true;
      try {
        await shut(running);
        running = null;
        const downAt = Date.now();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(downMs, MAX_RESTART_DOWN_MS))));
        if (closed) throw new Error('the chat service was closed while it was down');
        running = await open(options, port);
        return { downAt, upAt: Date.now() };
      } finally {
        restarting = false;
      }
    },
    async close() {
      closed = true;
      stopWatching();
      stopRequests();
      stopNotices();
      const current = running;
      running = null;
      if (current) await shut(current);
    },
  };
  // A user disabled, deleted or given a new password (rules/session endSessions): their chat
  // sockets close at once, so an open page notices without waiting for its next request.
  const stopWatching = onSessionsEnded(() => service.recheckSessions());
  // A mini-program service request that came to a staff member (rules/appRequestEvents): their bell.
  const stopRequests = onRequestForUser((userId, push) => running?.io.to(userRoom(userId)).emit(CHAT_EVENTS.appRequest, push));
  // A notice raised for a user (rules/notices): their bell's panel.
  const stopNotices = onNoticeForUser((userId, notice) => running?.io.to(userRoom(userId)).emit(CHAT_EVENTS.notice, notice));
  return service;
}
