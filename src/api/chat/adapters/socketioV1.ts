/**
 * The `socketio-v1` chat adapter: our chat service's protocol (docs/API.md). The login seals the
 * back-office token and the agent id for the service's key (api/chatLoginPayload.ts) and answers a
 * chat token; the REST calls carry it in X-Chat-Token (api/chat.ts); ONE socket.io socket carries
 * messages, acks, read marks, aunt messages and service requests (api/chatRealtime.ts); a plain
 * websocket carries presence frames. Its parts, under socketioV1/: auth + login (one chat login at a
 * time, again on 50008), socket (the socket and its reconnect policy), outbox (by clientId, resent
 * with the same id after a reconnect, failed on an ack timeout or refusal), presence (backoff up to
 * 3 s, 4401 logs in again), transport (the world, faked in tests).
 * A 404 on any of its calls (they are ours, api/optional.ts: this server has no chat) closes both
 * sockets, fails what waits and tells `notOffered`; nothing is retried.
 */
import { isUnavailable } from '@/api/errors';
import { CHAT_EVENTS, type AppRequestPush, type ChatPushMessage, type ChatReadRequest, type JobMsgPush } from '@/api/chatRealtime';
import { CHAT_PAGE_SIZE, type ChatAdapter, type ChatAdapterContext, type ChatAdapterEvents, type ChatAdapterFactory, type ChatLinkState } from '../adapter';
import { createChatAuth } from './socketioV1/auth';
import { createOutbox } from './socketioV1/outbox';
import { createPresence, type PresenceChannel } from './socketioV1/presence';
import { realTransport } from './socketioV1/realTransport';
import { createSocketLifecycle } from './socketioV1/socket';
import type { ChatSocket, SocketIoV1Deps, SocketIoV1Transport } from './socketioV1/transport';
import type { Notice } from '../../notice';

const nobody: ChatAdapterEvents = {
  status: () => undefined,
  connected: () => undefined,
  message: () => undefined,
  read: () => undefined,
  presence: () => undefined,
  sent: () => undefined,
  failed: () => undefined,
  jobMsg: () => undefined,
  appRequest: () => undefined,
};

export function createSocketIoV1(transport: SocketIoV1Transport, context: ChatAdapterContext): ChatAdapter {
  const deps: SocketIoV1Deps = Object.assign(Object.create(transport) as SocketIoV1Transport, {
    session: context.session,
    sessionExpired: context.sessionExpired,
  });
  let events = nobody;
  let presence: PresenceChannel | null = null;
  let closed = false;
  /** The server has no chat (a 404 on one of its calls): as closed, after telling `notOffered`. */
  let lacking = false;
  const isStopped = () => closed || lacking;

  const failWaiting = () => {
    for (const clientId of outbox.failWaiting()) events.failed(clientId);
  };
  const status = (state: ChatLinkState) => {
    if (isStopped()) return;
    events.status(state);
    // Nothing will reconnect by itself: messages waiting for a connection fail (Retry, or they would wait forever).
    if (state === 'unavailable') failWaiting();
  };

  /** The server has no chat: both sockets closed (what was in flight fails too), nothing more tried. */
  function notOffered() {
    if (isStopped()) return;
    lacking = true;
    presence?.close();
    link.close();
    events.status('notOffered');
    failWaiting();
  }

  /** A REST call with the chat token; a 404 means this server has no chat. */
  async function call<T>(run: (token: string) => Promise<T>): Promise<T> {
    try {
      return await auth.withToken(run);
    } catch (error) {
      if (isUnavailable(error)) notOffered();
      throw error;
    }
  }

  const outbox = createOutbox({
    services: deps,
    socket: () => link.socket(),
    onSent: (stored) => {
      if (!isStopped()) events.sent(stored);
    },
    onFailed: (clientId) => {
      if (!isStopped()) events.failed(clientId);
    },
  });

  const auth = createChatAuth(deps, isStopped);

  /** Pushes, once per socket (socket.io keeps listeners across its reconnections). */
  function listenForPushes(live: ChatSocket) {
    live.on(CHAT_EVENTS.message, (push: ChatPushMessage) => {
      if (!isStopped()) events.message(push);
    });
    live.on(CHAT_EVENTS.read, (read: ChatReadRequest) => {
      if (!isStopped()) events.read(read.userId);
    });
    live.on(CHAT_EVENTS.jobMsg, (push: JobMsgPush) => {
      if (!isStopped()) events.jobMsg(push);
    });
    live.on(CHAT_EVENTS.appRequest, (push: AppRequestPush) => {
      if (!isStopped()) events.appRequest(push);
    });
    live.on(CHAT_EVENTS.notice, (push: Notice) => {
      if (!isStopped()) events.notice?.(push);
    });
  }

  const link = createSocketLifecycle({
    services: deps,
    auth,
    stopped: isStopped,
    status,
    onConnected: () => {
      // What waited goes out first, then the UI asks what it missed.
      outbox.flush();
      if (!isStopped()) events.connected();
    },
    onDisconnected: () => outbox.connectionLost(),
    listenForPushes,
  });

  return {
    subscribe(next) {
      events = next;
    },

    async login() {
      if (isStopped()) return;
      status(link.socket() ? 'reconnecting' : 'connecting');
      link.resetRefusals();
      const token = auth.token() ?? (await auth.login());
      if (isStopped()) return;
      if (!token) {
        if (auth.offered()) status('unavailable');
        else notOffered();
        return;
      }
      link.open();
      if (!presence) {
        presence = createPresence({
          services: deps,
          token: auth.token,
          relogin: () => {
            auth.forget();
            return auth.login();
          },
          onFrame: (frame) => {
            if (!isStopped()) events.presence(frame);
          },
        });
        presence.open();
      }
    },

    history: (peerId, pageIndex) => call((token) => deps.getMessage({ sendUserId: peerId, pageIndex, pageSize: CHAT_PAGE_SIZE }, token)),
    unread: () => call((token) => deps.getUnreadMessage(token)),
    send: (message) => outbox.send(message),

    read(peerId) {
      const live = link.socket();
      if (!isStopped() && live?.connected) live.emit(CHAT_EVENTS.read, { userId: peerId } satisfies ChatReadRequest, () => undefined);
    },

    close() {
      if (closed) return;
      closed = true;
      events = nobody;
      outbox.clear();
      presence?.close();
      link.close();
    },
  };
}

/** The registry's entry: the real transport (socket.io-client, WebSocket, the REST calls). */
export const socketIoV1: ChatAdapterFactory = (context) => createSocketIoV1(realTransport(), context);
