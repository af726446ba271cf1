/**
 * What the chat service pushes, turned into the chat store's rules or handed to the services: a
 * chat message (appended, counted or read, told to the user), a conversation read in another tab
 * of ours, an aunt's message, a service request, and the presence channel's frames. Nothing is
 * handled once the connection is stopped.
 */
import { CHAT_EVENTS, type AppRequestPush, type ChatPushMessage, type ChatReadRequest, type JobMsgPush, type PresenceFrame } from '@/api/chatRealtime';
import type { ChatServices, ChatSocket } from './chatServices';
import { applyPresence, markConversationRead, receivePush, type PushOutcome } from './chatState';
import { updateChat, useChatStore } from './chatStore';

export interface ChatInboundOptions {
  services: ChatServices;
  /** The connection was closed for good. */
  stopped: () => boolean;
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
  /** Asks the conversation list again. */
  refreshConversations: () => Promise<void>;
}

export interface ChatInbound {
  /** Registers the push listeners on the socket (once: socket.io keeps them across its reconnections). */
  listen(live: ChatSocket): void;
  /** A presence frame: who is online. */
  onFrame(frame: PresenceFrame): void;
}

export function createChatInbound({ services, stopped, viewing, refreshConversations }: ChatInboundOptions): ChatInbound {
  function onPush(live: ChatSocket, push: ChatPushMessage) {
    if (stopped()) return;
    let outcome: PushOutcome | null = null;
    const onScreen = viewing();
    updateChat((state) => {
      outcome = receivePush(state, push, onScreen);
      return outcome.state;
    });
    const done = outcome as PushOutcome | null;
    if (!done?.added) return;
    if (done.notify) services.notify(push);
    else if (onScreen === done.userId && push.fromUserId !== useChatStore.getState().me && live.connected) live.emit(CHAT_EVENTS.read, { userId: done.userId } satisfies ChatReadRequest, () => undefined);
    // A conversation first seen through our own message from another tab: its name comes with the list.
    if (!useChatStore.getState().conversations.find((entry) => entry.userId === done.userId)?.userName) void refreshConversations();
  }

  return {
    listen(live) {
      live.on(CHAT_EVENTS.message, (push: ChatPushMessage) => onPush(live, push));
      live.on(CHAT_EVENTS.read, (read: ChatReadRequest) => {
        if (!stopped()) updateChat((state) => markConversationRead(state, read.userId));
      });
      live.on(CHAT_EVENTS.jobMsg, (push: JobMsgPush) => {
        if (!stopped()) services.jobMsg(push);
      });
      live.on(CHAT_EVENTS.appRequest, (push: AppRequestPush) => {
        if (!stopped()) services.appRequest(push);
      });
    },

    onFrame(frame) {
      if (!stopped()) updateChat((state) => applyPresence(state, frame));
    },
  };
}
