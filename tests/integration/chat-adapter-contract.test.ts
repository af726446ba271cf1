// @vitest-environment-options {"url": "http://127.0.0.1:34064/dashboard"}
/**
 * The socketio-v1 chat adapter, as the registry gives it (its real transport: the REST calls
 * through the request layer, socket.io-client, the page's WebSocket), against the mock's real
 * chat service over the network: login -> history -> send -> receive -> read -> unread -> presence,
 * for two agencies' staff at once. The page is served from the chat service's origin (a fixed
 * port, CHAT_PORT: jsdom's requests are same-origin only from the address it was made with), so
 * config.chatBase resolves to it as in a browser; msw stands aside; `ws` is the page's WebSocket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ChatAdapter, ChatAdapterEvents, ChatLinkState, ChatPresence, ChatPushMessage } from '@/api/chat/adapter';
import { selectChatAdapter } from '@/api/chat/registry';
import { chatPaths } from '@/api/chat';
import { httpClient } from '@/api/http';
import { config } from '@/config';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb, resetDb, type DemoAccount } from '@/mocks/db';
import { memoryBlobStore, setBlobStore } from '@/mocks/db/blobs';
import { startChatService, type ChatService } from '@/mocks/chat/service';
import { mockServer } from '@/mocks/node';
import { DataStore } from '@/mocks/persist/dataStore';
import { tokenFor } from '@/mocks/testing';
import NodeWebSocket from 'ws';

/** The port of this file's page address (the docblock above). */
const CHAT_PORT = 34064;

let dir: string;
let store: DataStore;
let service: ChatService;

beforeAll(async () => {
  // Real sockets and requests: msw must not intercept them.
  mockServer.close();
  // The page's WebSocket for the presence channel: `ws`, as the browser's (jsdom's global mixes two Event classes).
  vi.stubGlobal('WebSocket', NodeWebSocket);
  dir = mkdtempSync(path.join(os.tmpdir(), 'chat-adapter-'));
  store = await DataStore.open(path.join(dir, 'db.json'), { log: () => undefined });
  service = await startChatService({ store, port: CHAT_PORT });
  expect(window.location.origin).toBe(`http://127.0.0.1:${service.port}`);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await service.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  setBlobStore(memoryBlobStore());
  resetDb();
  mockServer.listen({ onUnhandledRequest: 'error' });
});

const userOf = (account: DemoAccount) => getDb().users.find((row) => row.mobile === account.mobile)!;

/** An adapter for the account with what it told, in order. */
function adapterFor(account: DemoAccount) {
  const token = tokenFor(account);
  const userId = userOf(account).userId;
  const sessionExpired = vi.fn();
  const factory = selectChatAdapter(config.chatProtocol)!;
  const adapter: ChatAdapter = factory({ session: () => ({ token, userId }), sessionExpired });
  const told = {
    states: [] as ChatLinkState[],
    connected: 0,
    messages: [] as ChatPushMessage[],
    sent: [] as ChatPushMessage[],
    failed: [] as string[],
    reads: [] as number[],
    presence: [] as ChatPresence[],
  };
  const events: ChatAdapterEvents = {
    status: (state) => told.states.push(state),
    connected: () => (told.connected += 1),
    message: (message) => told.messages.push(message),
    read: (peer) => told.reads.push(peer),
    presence: (change) => told.presence.push(change),
    sent: (stored) => told.sent.push(stored),
    failed: (clientId) => told.failed.push(clientId),
    jobMsg: () => undefined,
    appRequest: () => undefined,
  };
  adapter.subscribe(events);
  /** Who it knows to be online, from the presence it was told. */
  const online = () => {
    const set = new Set<number>();
    for (const change of told.presence) {
      if (change.type === 'snapshot') {
        set.clear();
        change.online.forEach((id) => set.add(id));
      } else if (change.type === 'online') set.add(change.userId);
      else set.delete(change.userId);
    }
    return set;
  };
  return { adapter, told, token, userId, sessionExpired, online };
}

/** The REST requests the adapters made: path, body and headers as sent. */
function recordRest() {
  const spy = vi.spyOn(httpClient, 'request');
  return {
    calls: (call: string) =>
      spy.mock.calls
        .map(([request]) => request)
        .filter((request) => request.url === call)
        .map((request) => ({ body: request.data as Record<string, unknown>, baseURL: request.baseURL })),
    restore: () => spy.mockRestore(),
  };
}

describe('the socketio-v1 adapter against the mock’s chat service', () => {
  it('logs in (sealed, with the agent id), pages the history by 20 from page 1, sends, receives, marks read, counts unread and tells presence', async () => {
    const rest = recordRest();
    const wang = adapterFor(ADMIN_ACCOUNT);
    const chen = adapterFor(PARTNER_ACCOUNT);
    try {
      // login
      await wang.adapter.login();
      await chen.adapter.login();
      await waitFor(() => expect([wang.told.connected, chen.told.connected]).toEqual([1, 1]));
      expect(wang.told.states).toEqual(['connecting', 'connected']);
      const logins = rest.calls(chatPaths.login);
      expect(logins.map((call) => call.body.agentId)).toEqual([String(wang.userId), String(chen.userId)]);
      for (const [index, { body, baseURL }] of logins.entries()) {
        expect(baseURL).toBe(config.chatBase);
        // keyId.wrappedKey.iv.sealedClaims: the back-office token never in the clear.
        expect(String(body.payload).split('.')).toHaveLength(4);
        expect(JSON.stringify(body)).not.toContain([wang, chen][index].token);
      }
      expect(getDb().chatSessions.filter((row) => [wang.userId, chen.userId].includes(row.userId)).length).toBeGreaterThanOrEqual(2);

      // presence: each sees the other online
      await waitFor(() => expect(wang.online().has(chen.userId) && chen.online().has(wang.userId)).toBe(true));

      // history: the newest page of what is stored between them
      const stored = () =>
        getDb().chatMessages.filter(
          (row) => (row.fromUserId === wang.userId && row.toUserId === chen.userId) || (row.fromUserId === chen.userId && row.toUserId === wang.userId),
        );
      const history = await wang.adapter.history(chen.userId, 1);
      expect(rest.calls(chatPaths.getMessage).map((call) => call.body)).toEqual([{ sendUserId: chen.userId, pageIndex: 1, pageSize: 20 }]);
      expect(history.targetUser.userId).toBe(chen.userId);
      expect(history.messageList.length).toBeGreaterThan(0);
      const newestIds = stored()
        .map((row) => row.messageId)
        .sort((x, y) => x - y)
        .slice(-20);
      expect(history.messageList.map((row) => row.messageId).sort((x, y) => x - y)).toEqual(newestIds);

      // send and receive: stored once, acknowledged to the sender, pushed to the receiver
      const text = '陈店长，合同今天能寄出吗？';
      wang.adapter.send({ clientId: 'contract-1', targetUserId: chen.userId, type: 1, message: text });
      await waitFor(() => expect(wang.told.sent).toHaveLength(1));
      const sent = wang.told.sent[0];
      expect(sent).toMatchObject({ clientId: 'contract-1', fromUserId: wang.userId, toUserId: chen.userId, type: 1, message: text });
      expect(getDb().chatMessages.filter((row) => row.clientId === 'contract-1')).toEqual([expect.objectContaining({ messageId: sent.messageId, isRead: 0 })]);
      await waitFor(() => expect(chen.told.messages.map((message) => message.messageId)).toEqual([sent.messageId]));
      expect(chen.told.messages[0].user.userId).toBe(wang.userId);
      // A resend of the same clientId is the stored message, not a second one.
      wang.adapter.send({ clientId: 'contract-1', targetUserId: chen.userId, type: 1, message: text });
      await waitFor(() => expect(wang.told.sent).toHaveLength(2));
      expect(wang.told.sent[1]).toEqual(sent);
      expect(getDb().chatMessages.filter((row) => row.clientId === 'contract-1')).toHaveLength(1);

      // unread: the receiver's conversation with the sender counts what is unread in the store
      const unreadInStore = () =>
        getDb().chatMessages.filter((row) => row.fromUserId === wang.userId && row.toUserId === chen.userId && row.isRead === 0).length;
      const conversations = await chen.adapter.unread();
      const withWang = conversations.find((entry) => entry.userId === wang.userId)!;
      expect(withWang.unreadMessageNum).toBe(unreadInStore());
      expect(withWang.unreadMessageNum).toBeGreaterThanOrEqual(1);
      expect(withWang.lastMsg).toEqual({ type: 1, message: text });

      // read: stored as read, and the list says so
      chen.adapter.read(wang.userId);
      await waitFor(() => expect(unreadInStore()).toBe(0));
      expect((await chen.adapter.unread()).find((entry) => entry.userId === wang.userId)!.unreadMessageNum).toBe(0);

      // presence: the other closes, and is seen go
      chen.adapter.close();
      await waitFor(() => expect(wang.online().has(chen.userId)).toBe(false));
      expect(wang.told.failed).toEqual([]);
      expect(wang.sessionExpired).not.toHaveBeenCalled();
    } finally {
      wang.adapter.close();
      chen.adapter.close();
      rest.restore();
    }
  });
});
