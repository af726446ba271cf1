/**
 * The joint-hall chat in page tests: the real app and the real chat code, the chat service faked
 * (tests/jointChatFakes.ts) under the real socketio-v1 adapter, the back office served by the
 * mock (msw). The chat starts as soon as the layout mounts (no idle wait).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import type { ChatUser } from '@/api/chat';
import { getToken } from '@/auth/token';
import { getDb, type DemoAccount } from '@/mocks/db';
import { configureChatBoot } from '@/pages/chat/joint/chatBoot';
import { setChatDoubles, stopChat } from '@/pages/chat/joint/chatRuntime';
import { useAppState } from '@/stores/app';
import { useSession } from '@/stores/session';
import { fakeChat, type FakeChat, type FakeChatOptions } from '../jointChatFakes';
import { signInForTest } from '../session';

/** A seeded back-office user as the chat service names them. */
export function chatUserOf(account: DemoAccount): ChatUser {
  const row = getDb().users.find((user) => user.mobile === account.mobile)!;
  return { userId: row.userId, userName: account.contact, userAvatar: '', companyName: account.companyName };
}

/**
 * Each test signs in as `account` with a fresh fake chat service (`options` made per test);
 * returns the current test's fake. The real notification and aunt-message delivery are used.
 */
export function withFakeChat(account: DemoAccount, options: () => FakeChatOptions = () => ({})): () => FakeChat {
  let current: FakeChat | null = null;
  beforeEach(async () => {
    const signedOut = await signInForTest(account, { clearStorage: true });
    const chat = fakeChat({ session: () => ({ token: getToken(), userId: useSession.getState().user?.userId }), ...options() });
    current = chat;
    setChatDoubles(
      chat.doubles((real) => ({
        notify: (push) => {
          chat.calls.notify(push);
          real.notify(push);
        },
        jobMsg: (push) => {
          chat.calls.jobMsg(push);
          real.jobMsg(push);
        },
        appRequest: chat.calls.appRequest,
        connected: chat.calls.connected,
      })),
    );
    configureChatBoot({
      autoStart: true,
      whenIdle: (run) => {
        run();
        return () => undefined;
      },
    });
    return () => {
      stopChat();
      setChatDoubles(null);
      configureChatBoot({ autoStart: false, whenIdle: null });
      useAppState.setState({ chatWindowOpen: false, unreadJointChat: 0 });
      signedOut();
    };
  });
  return () => current!;
}

/** Waits for the chat's socket, then the server accepts it. */
export async function chatConnects(chat: FakeChat) {
  await waitFor(() => expect(chat.sockets).toHaveLength(1));
  act(() => chat.socket().serverAccepts());
}

export const chatWindow = () => screen.getByTestId('chat-window');
export const bell = () => screen.getByTestId('chat-bell');
/** The bell's count ('' when none is shown). */
export const bellCount = () => bell().querySelector('[data-testid="chat-unread-count"]')?.textContent ?? '';
export const conversationRow = (userId: number) => document.querySelector<HTMLElement>(`[data-testid="chat-conversation"][data-user-id="${userId}"]`);
export const shownConversations = () =>
  Array.from(document.querySelectorAll('[data-testid="chat-conversation"]'), (row) => Number(row.getAttribute('data-user-id')));
export const bubbles = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="chat-message"]'));
