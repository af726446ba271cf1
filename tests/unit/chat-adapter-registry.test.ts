/**
 * The chat adapter's selection by config.chatProtocol (api/chat/registry.ts): a known name gives
 * its adapter, `off` none, an unknown name none with a clear console error; and the boundary: no
 * app code outside the adapters (and the mock, which is the other side) reads the socketio-v1
 * protocol's modules or socket.io-client.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatAdapterFactory } from '@/api/chat/adapter';
import { socketIoV1 } from '@/api/chat/adapters/socketioV1';
import { chatAdapters, selectChatAdapter } from '@/api/chat/registry';
import { config } from '@/config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the chat adapter by config.chatProtocol', () => {
  it('gives today’s protocol by default, through the registry', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(config.chatProtocol).toBe('socketio-v1');
    expect(selectChatAdapter(config.chatProtocol)).toBe(socketIoV1);
    expect(Object.keys(chatAdapters)).toEqual(['socketio-v1']);
    expect(error).not.toHaveBeenCalled();
  });

  it('gives none for off, quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(selectChatAdapter('off')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('gives none for an unknown protocol, saying which it got and which exist', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(selectChatAdapter('mqtt-v2')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('chatProtocol "mqtt-v2" is not one of: socketio-v1, off; the chat is off');
    // Names inherited by every object are not protocols.
    expect(selectChatAdapter('toString')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('takes a new protocol by its one line in the table', () => {
    const other: ChatAdapterFactory = vi.fn();
    expect(selectChatAdapter('other-v1', { ...chatAdapters, 'other-v1': other })).toBe(other);
  });
});

describe('the chat protocol stays behind its adapter', () => {
  const root = path.resolve(__dirname, '../../src');
  const allowed = [path.join(root, 'api/chat/adapters'), path.join(root, 'mocks')];
  const protocolModules = /from '(@\/api\/chatRealtime|@\/api\/chatLoginPayload|\.\/chatRealtime|\.\/chatLoginPayload|socket\.io-client)'/;

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  }

  it('no app module outside api/chat/adapters reads the socket events, frames, login payload or socket.io-client', () => {
    const outside = sources(root).filter((file) => !allowed.some((dir) => file.startsWith(dir)));
    expect(outside.length).toBeGreaterThan(100);
    const readers = outside.filter((file) => protocolModules.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    // The chat family's contract entries (the chat service's REST calls) name the login payload's key type.
    expect(readers).toEqual(['api/chat.contract.ts']);
    // The header and the event names are written in the protocol's own modules only (and the
    // header named in getMessage's contract JSDoc, its description in the schema and docs/API.md).
    const naming = outside
      .filter((file) => /X-Chat-Token|'(chat:send|chat:message|chat:read|jobMsg:new|appRequest:new)'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(naming.sort()).toEqual(['api/chat.contract.ts', 'api/chat.ts', 'api/chatRealtime.ts']);
  });

  it('the chat UI imports the chat API only through the adapter interface', () => {
    const ui = sources(path.join(root, 'pages/chat'));
    const direct = ui.filter((file) => /from '@\/api\/chat(Realtime|LoginPayload)?'/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(direct).toEqual([]);
  });
});
