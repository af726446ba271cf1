/**
 * The joint-hall chat's ONE socket.io socket and its reconnect policy: made on the first start,
 * its listeners registered once when it is made (a reconnect reuses the socket, so no message is
 * ever handled twice), its auth asked at every connection (so it carries the newest chat token).
 *
 * - socket.io retries by itself while it is `active`: the state is `reconnecting` meanwhile.
 * - A refused handshake with 50008 (the chat token expired) logs in to the chat again, then
 *   connects, at most MAX_RELOGINS_IN_A_ROW times until a connection succeeds; any other refusal
 *   leaves the state `unavailable` (the window's Retry starts again).
 * - The server closing the socket (it will not reconnect by itself) logs in again, then connects.
 */
import type { ChatConnectRefusal } from '@/api/chatRealtime';
import type { ChatAuth } from './auth';
import { CHAT_CODES } from './login';
import type { ChatLinkState } from '../../adapter';
import type { ChatSocket, SocketIoV1Deps } from './transport';

/** Handshake refusals with 50008 in a row that are answered with a new chat login before giving up. */
const MAX_RELOGINS_IN_A_ROW = 2;

export interface ChatSocketLifecycleOptions {
  services: SocketIoV1Deps;
  auth: ChatAuth;
  /** The connection was closed for good. */
  stopped: () => boolean;
  /** The connection's state changed. */
  status: (connection: ChatLinkState) => void;
  /** Connected (the first time or again): what was missed is caught up. */
  onConnected: () => void;
  /** The socket went down (also when stopped): what was in flight waits for the next connection. */
  onDisconnected: () => void;
  /** Registers the listeners of what the server pushes, once, right after the lifecycle's own. */
  listenForPushes: (live: ChatSocket) => void;
}

export interface ChatSocketLifecycle {
  /** The socket, once made. */
  socket(): ChatSocket | null;
  /** Makes the socket (with its listeners) the first time, and connects it unless it is connected. */
  open(): void;
  /** A new start: handshake refusals are counted from zero again. */
  resetRefusals(): void;
  /** Disconnects for good (logout). */
  close(): void;
}

export function createSocketLifecycle({
  services,
  auth,
  stopped,
  status,
  onConnected,
  onDisconnected,
  listenForPushes,
}: ChatSocketLifecycleOptions): ChatSocketLifecycle {
  let socket: ChatSocket | null = null;
  let refusals = 0;

  /** Listeners, once per socket: socket.io keeps them across its reconnections. */
  function listen(live: ChatSocket) {
    live.on('connect', () => {
      refusals = 0;
      status('connected');
      onConnected();
    });
    live.on('disconnect', (reason: string) => {
      onDisconnected();
      if (stopped()) return;
      status('reconnecting');
      // The server closed this socket (it will not reconnect by itself): log in again, then connect.
      if (reason === 'io server disconnect') void connectWithLogin();
    });
    live.on('connect_error', (error: Error & { data?: ChatConnectRefusal }) => {
      if (stopped()) return;
      if (live.active) {
        status('reconnecting');
        return;
      }
      if (error.data?.code === CHAT_CODES.tokenInvalid && refusals < MAX_RELOGINS_IN_A_ROW) {
        refusals += 1;
        auth.forget();
        status('reconnecting');
        void connectWithLogin();
        return;
      }
      status('unavailable');
    });
    listenForPushes(live);
  }

  async function connectWithLogin() {
    const token = auth.token() ?? (await auth.login());
    if (stopped()) return;
    if (!token || !socket) {
      status('unavailable');
      return;
    }
    socket.connect();
  }

  return {
    socket: () => socket,
    open() {
      if (!socket) {
        socket = services.openSocket((send) => send({ token: auth.token() ?? '' }));
        listen(socket);
      }
      if (!socket.connected) socket.connect();
    },
    resetRefusals() {
      refusals = 0;
    },
    close() {
      socket?.disconnect();
    },
  };
}
