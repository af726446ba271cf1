/**
 * The chat login's sealed payload (api/chatLoginPayload.ts) as the client seals it and the mock's
 * chat service opens it (rules/chatLogin.ts): the claims come through; a payload with any of its
 * four parts changed, stale either way, replayed, sealed for another key, naming another agent, or
 * carrying a dead back-office session is refused, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_LOGIN_CODES, CHAT_LOGIN_MAX_SKEW_MS, RSA_OAEP, sealChatLogin, toBase64Url, type ChatPublicKey } from '@/api/chatLoginPayload';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { MOCK_CODES, MockError } from '@/mocks/core/errors';
import { chatLogin, chatPublicKey, openChatLogin } from '@/mocks/rules/chatLogin';
import { resolveChatSession } from '@/mocks/rules/chatSession';
import { expireAllSessions } from '@/mocks/rules/session';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const userIdOf = (mobile: string) => getDb().users.find((row) => row.mobile === mobile)!.userId;

/** A live back-office session of the admin, and its user id as the agent id. */
function admin(): { token: string; agentId: string } {
  return { token: tokenFor(ADMIN_ACCOUNT), agentId: String(userIdOf(ADMIN_ACCOUNT.mobile)) };
}

/** The refusal of a login (its code and zh message); the database must not change. */
async function refusal(body: unknown, now?: number): Promise<{ code: number; zh: string }> {
  const before = snapshot();
  const caught = await chatLogin(body, now).then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(MockError);
  expect(snapshot() === before).toBe(true);
  const error = caught as MockError;
  return { code: error.code, zh: error.messages.zh };
}

/** The payload with one character of part `index` changed (a middle one: the bytes change, not just padding bits). */
function tampered(payload: string, index: number): string {
  const parts = payload.split('.');
  const part = parts[index]!;
  const at = Math.floor(part.length / 2);
  parts[index] = `${part.slice(0, at)}${part[at] === 'A' ? 'B' : 'A'}${part.slice(at + 1)}`;
  return parts.join('.');
}

async function otherKey(keyId: string): Promise<ChatPublicKey> {
  const pair = await crypto.subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { keyId, spki: btoa(String.fromCharCode(...spki)) };
}

describe('the sealed chat login', () => {
  it('opens to the claims sealed by the client, and logs in with a chat token for the session’s user', async () => {
    const key = await chatPublicKey();
    expect(await chatPublicKey()).toEqual(key);
    expect(key.keyId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const { token, agentId } = admin();
    const sealedAt = Date.now();
    const payload = await sealChatLogin(key, { token, agentId }, sealedAt);
    expect(payload.split('.')).toHaveLength(4);
    const claims = await openChatLogin(payload);
    expect(claims).toEqual({ v: 1, token, agentId, ts: sealedAt, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });

    const sessionsBefore = getDb().chatSessions.length;
    const result = await chatLogin({ payload, agentId });
    expect(result.userId).toBe(Number(agentId));
    expect(getDb().chatSessions).toHaveLength(sessionsBefore + 1);
    expect(getDb().chatSessions.at(-1)).toMatchObject({ token: result.token, userId: Number(agentId), backOfficeToken: token });
    expect(resolveChatSession(result.token)?.user.userId).toBe(Number(agentId));
    // A payload sealed a little off the clock still passes, either way.
    const early = await sealChatLogin(key, { token, agentId }, Date.now() - CHAT_LOGIN_MAX_SKEW_MS + 5_000);
    const late = await sealChatLogin(key, { token, agentId }, Date.now() + CHAT_LOGIN_MAX_SKEW_MS - 5_000);
    for (const ok of [early, late]) expect((await chatLogin({ payload: ok, agentId })).userId).toBe(Number(agentId));
  });

  it('refuses a payload with any of its four parts changed, cut or malformed', async () => {
    const key = await chatPublicKey();
    const { token, agentId } = admin();
    const payload = await sealChatLogin(key, { token, agentId });
    // The key id: sealed (so it says) for another key; the client fetches the key again.
    expect(await refusal({ payload: tampered(payload, 0), agentId })).toEqual({
      code: CHAT_LOGIN_CODES.keyChanged,
      zh: '聊天服务的密钥已更换，请重新获取后再登录',
    });
    // The wrapped key, the iv, the sealed claims: the payload cannot be opened.
    for (const index of [1, 2, 3])
      expect(await refusal({ payload: tampered(payload, index), agentId })).toEqual({ code: 40103, zh: '聊天登录信息无法解析，请重新登录' });
    const parts = payload.split('.');
    for (const broken of [
      parts.slice(0, 3).join('.'),
      `${payload}.x`,
      parts.map((part, index) => (index === 3 ? `${part}=` : part)).join('.'),
      'a.b',
      '....',
    ]) {
      expect((await refusal({ payload: broken, agentId })).code).toBe(40103);
    }
    // The untouched payload still opens: nothing above used it up.
    expect((await chatLogin({ payload, agentId })).userId).toBe(Number(agentId));
  });

  it('refuses a stale payload, sealed too long before or after the service’s clock', async () => {
    const key = await chatPublicKey();
    const { token, agentId } = admin();
    const now = Date.now();
    for (const ts of [now - CHAT_LOGIN_MAX_SKEW_MS - 1, now + CHAT_LOGIN_MAX_SKEW_MS + 1]) {
      const payload = await sealChatLogin(key, { token, agentId }, ts);
      expect(await refusal({ payload, agentId }, now)).toEqual({ code: 40103, zh: '聊天登录信息已过期，请检查电脑时间后重新登录' });
    }
  });

  it('accepts a payload once: the same payload again is replayed', async () => {
    const key = await chatPublicKey();
    const { token, agentId } = admin();
    const payload = await sealChatLogin(key, { token, agentId });
    await chatLogin({ payload, agentId });
    expect(await refusal({ payload, agentId })).toEqual({ code: 40103, zh: '聊天登录信息已使用过，请重新登录' });
  });

  it('refuses a payload sealed for another key: by its key id (40104) or, under this key id, by its bytes (40103)', async () => {
    const { token, agentId } = admin();
    const elsewhere = await sealChatLogin(await otherKey('another-key'), { token, agentId });
    expect((await refusal({ payload: elsewhere, agentId })).code).toBe(MOCK_CODES.chatKeyChanged);
    const impostor = await sealChatLogin(await otherKey((await chatPublicKey()).keyId), { token, agentId });
    expect((await refusal({ payload: impostor, agentId })).code).toBe(MOCK_CODES.chatPayloadRefused);
  });

  it('refuses an agent id other than the sealed one, or than the session user’s id', async () => {
    const key = await chatPublicKey();
    const { token, agentId } = admin();
    const sealed = await sealChatLogin(key, { token, agentId });
    const otherUser = String(userIdOf(PARTNER_ACCOUNT.mobile));
    expect(await refusal({ payload: sealed, agentId: otherUser })).toEqual({ code: 40103, zh: '聊天登录的用户与当前账号不一致' });
    // Sealed and asked for the partner, with the admin's back-office token.
    const borrowed = await sealChatLogin(key, { token, agentId: otherUser });
    expect(await refusal({ payload: borrowed, agentId: otherUser })).toEqual({ code: 40103, zh: '聊天登录的用户与当前账号不一致' });
  });

  it('refuses a back-office token that is not a live session with 50008: unknown, or expired', async () => {
    const key = await chatPublicKey();
    const agentId = String(userIdOf(ADMIN_ACCOUNT.mobile));
    const unknown = await sealChatLogin(key, { token: toBase64Url(new Uint8Array(24)), agentId });
    expect(await refusal({ payload: unknown, agentId })).toEqual({ code: 50008, zh: '登录已失效，请重新登录' });
    const { token } = admin();
    expireAllSessions();
    const expired = await sealChatLogin(key, { token, agentId });
    expect((await refusal({ payload: expired, agentId })).code).toBe(50008);
  });

  it('refuses a body that is not {payload, agentId} strings (40001)', async () => {
    const key = await chatPublicKey();
    const { token, agentId } = admin();
    const payload = await sealChatLogin(key, { token, agentId });
    expect((await refusal({ payload, agentId: Number(agentId) })).code).toBe(40001);
    expect((await refusal({ payload, agentId, extra: 1 })).code).toBe(40001);
    expect((await refusal({ agentId })).code).toBe(40001);
    expect((await refusal({ payload: 'x'.repeat(4097), agentId })).code).toBe(40001);
    // None of those used the payload up.
    expect((await chatLogin({ payload, agentId })).userId).toBe(Number(agentId));
  });
});
