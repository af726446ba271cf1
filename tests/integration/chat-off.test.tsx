/**
 * config.chatProtocol `off` (no chat is offered by this deployment): the real chat runtime picks no
 * adapter, the bell's window says the server does not offer the chat (zh and en), no chat request
 * or socket is ever made, nothing is shown as an error, and the rest of the app works.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { feedback } from '@/app/feedback';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { configureChatBoot } from '@/pages/chat/joint/chatBoot';
import { stopChat } from '@/pages/chat/joint/chatRuntime';
import { useAppState } from '@/stores/app';
import { renderApp } from '../render';
import { signInForTest } from '../session';
import { bell, chatWindow } from './joint-chat-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();

let chatRequests: string[];
let sockets: ReturnType<typeof vi.fn>;
let signedOut: () => void;
beforeEach(async () => {
  signedOut = await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
  config.chatProtocol = 'off';
  chatRequests = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(config.chatBase)) chatRequests.push(request.url);
  });
  sockets = vi.fn();
  vi.stubGlobal('WebSocket', sockets);
  configureChatBoot({ autoStart: true, whenIdle: (run) => (run(), () => undefined) });
});

afterEach(() => {
  stopChat();
  configureChatBoot({ autoStart: false, whenIdle: null });
  config.chatProtocol = 'socketio-v1';
  vi.unstubAllGlobals();
  useAppState.setState({ chatWindowOpen: false });
  signedOut();
});

describe('chatProtocol off', () => {
  it('the chat window says the server does not offer it, in zh and en; nothing is asked of a chat service; the app works', async () => {
    const errorToast = vi.spyOn(feedback, 'error');
    renderApp('/dashboard');
    // The chat started by itself (the runtime loaded) and knows it is not offered.
    await waitFor(() => expect(bell()).toHaveAttribute('data-connection', 'notOffered'));
    expect(useAppState.getState().chatStarted).toBe(true);
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    expect(within(chatWindow()).getByTestId('chat-unavailable')).toHaveTextContent('当前服务器不支持此功能');
    expect(within(chatWindow()).queryByRole('button', { name: /重\s*试/ })).toBeNull();
    await i18n.changeLanguage('en');
    await waitFor(() => expect(within(chatWindow()).getByTestId('chat-unavailable')).toHaveTextContent('This server does not offer this feature'));
    // Closed and opened again: still nothing.
    await userEvent.click(bell());
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    expect(bell()).toHaveAttribute('data-connection', 'notOffered');
    // The rest of the app: the dashboard's figures.
    expect(await screen.findByRole('group', { name: /New aunts|新增阿姨/ })).toBeInTheDocument();
    expect(chatRequests).toEqual([]);
    expect(sockets).not.toHaveBeenCalled();
    expect(errorToast).not.toHaveBeenCalled();
    errorToast.mockRestore();
  });
});
