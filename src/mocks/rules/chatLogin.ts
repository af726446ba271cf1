/**
 * The chat service's login (api/chatLoginPayload.ts): one RSA-OAEP 2048 key pair per process,
 * made on first use, named by a random keyId; /chat/login opens the sealed payload with it and
 * answers a chat token for the back-office user it names.
 *
 * Refusals, in the order they are checked (nothing is stored on any of them):
 * - the body is not {payload, agentId} strings: 40001;
 * - sealed for another keyId (the service restarted, or the client kept an old key): 40104;
 * - cannot be opened (a part missing, changed or malformed; claims not of the v1 shape): 40103;
 * - its time more than CHAT_LOGIN_MAX_SKEW_MS from the clock, either way: 40103 "stale";
 * - its nonce seen before: 40103 "replayed". A nonce is remembered from the moment its payload
 *   opened fresh (so a payload is tried once, whatever comes after) until its time could no longer
 *   pass the time check; the key lives no longer than the process, so neither need be stored;
 * - agentId not the one sealed in the claims: 40103;
 * - the back-office token not a live session: 50008 (log in again);
 * - agentId not String(userId) of that session's user: 40103.
 */
import { CHAT_LOGIN_CODES, CHAT_LOGIN_MAX_SKEW_MS, RSA_OAEP, fromBase64, toBase64Url, type ChatLoginClaims, type ChatPublicKey } from '@/api/chatLoginPayload';
import type { ChatLoginResult } from '@/api/chat';
import { CHAT_LIMITS, getDb } from '../db';
import { MOCK_CODES, MockError, sessionExpired, type Msg } from '../core/errors';
import { readStrict } from './unitedBody';
import { createChatSession } from './chatSession';
import { resolveSession } from './session';

interface KeyMaterial {
  publicKey: ChatPublicKey;
  privateKey: CryptoKey;
}

let keyMaterial: Promise<KeyMaterial> | null = null;

async function makeKey(): Promise<KeyMaterial> {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const id = new Uint8Array(9);
  globalThis.crypto.getRandomValues(id);
  return { publicKey: { keyId: toBase64Url(id), spki: btoa(String.fromCharCode(...spki)) }, privateKey: pair.privateKey };
}

/** This process's key pair, made once on first use. */
function key(): Promise<KeyMaterial> {
  keyMaterial ??= makeKey().catch((error: unknown) => {
    keyMaterial = null;
    throw error;
  });
  return keyMaterial;
}

/** /chat/publicKey: the key a login payload is sealed for. */
export async function chatPublicKey(): Promise<ChatPublicKey> {
  return (await key()).publicKey;
}

const refused = (messages: Msg) => new MockError(MOCK_CODES.chatPayloadRefused, messages);
const unreadable = () => refused({ zh: '聊天登录信息无法解析，请重新登录', en: 'The chat login could not be opened; please log in again' });
const keyChanged = () =>
  new MockError(CHAT_LOGIN_CODES.keyChanged, {
    zh: '聊天服务的密钥已更换，请重新获取后再登录',
    en: 'The chat service’s key has changed; fetch it again and log in',
  });
const otherAgent = () => refused({ zh: '聊天登录的用户与当前账号不一致', en: 'The chat login names another user' });

/** Nonce -> the time (ms) after which its payload can no longer pass the time check. */
const seenNonces = new Map<string, number>();
/** Remembered nonces at most: past it, logins are refused until older ones expire. */
const MAX_NONCES = 50_000;

function rememberNonce(nonce: string, ts: number, now: number): void {
  for (const [seen, until] of seenNonces) if (until < now) seenNonces.delete(seen);
  if (seenNonces.has(nonce)) throw refused({ zh: '聊天登录信息已使用过，请重新登录', en: 'The chat login was already used; please log in again' });
  if (seenNonces.size >= MAX_NONCES)
    throw new MockError(MOCK_CODES.rateLimited, { zh: '登录过于频繁，请稍后再试', en: 'Too many logins; try again in a minute' });
  seenNonces.set(nonce, ts + CHAT_LOGIN_MAX_SKEW_MS);
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** The claims when `value` is exactly the v1 shape, else null. */
function claimsOf(value: unknown): ChatLoginClaims | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const claims = value as Record<string, unknown>;
  const keys = Object.keys(claims).sort().join(',');
  if (keys !== 'agentId,nonce,token,ts,v' || claims.v !== 1) return null;
  const { token, agentId, ts, nonce } = claims;
  if (typeof token !== 'string' || token === '' || token.length > CHAT_LIMITS.tokenLength) return null;
  if (typeof agentId !== 'string' || agentId === '' || agentId.length > 64) return null;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return null;
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) return null;
  return { v: 1, token, agentId, ts, nonce };
}

/** The payload's claims; throws 40104 for another key, 40103 when it cannot be opened. */
export async function openChatLogin(payload: string): Promise<ChatLoginClaims> {
  const parts = payload.split('.');
  if (parts.length !== 4 || parts.some((part) => !B64URL.test(part))) throw unreadable();
  const [keyId, wrapped, iv, sealed] = parts as [string, string, string, string];
  const { publicKey, privateKey } = await key();
  if (keyId !== publicKey.keyId) throw keyChanged();
  const subtle = globalThis.crypto.subtle;
  let json: string;
  try {
    const rawAes = await subtle.decrypt(RSA_OAEP, privateKey, fromBase64(wrapped));
    if (rawAes.byteLength !== 32) throw new Error('not an AES-256 key');
    const aesKey = await subtle.importKey('raw', rawAes, { name: 'AES-GCM' }, false, ['decrypt']);
    json = new TextDecoder('utf-8', { fatal: true }).decode(await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, aesKey, fromBase64(sealed)));
  } catch {
    throw unreadable();
  }
  let claims: ChatLoginClaims | null = null;
  try {
    claims = claimsOf(JSON.parse(json));
  } catch {
    // not JSON: unreadable below
  }
  if (!claims) throw unreadable();
  return claims;
}

const LOGIN_RULES = {
  payload: { type: 'string', trim: false, required: true, maxLength: 4096, label: { zh: '登录信息', en: 'Payload' } },
  agentId: { type: 'string', trim: false, required: true, maxLength: 64, label: { zh: '用户编号', en: 'Agent id' } },
} as const;

/** /chat/login {payload, agentId}: checks everything above, then stores a chat token. */
export async function chatLogin(body: unknown, now = Date.now()): Promise<ChatLoginResult> {
  const { payload, agentId } = readStrict(body, LOGIN_RULES);
  const claims = await openChatLogin(payload);
  if (Math.abs(now - claims.ts) > CHAT_LOGIN_MAX_SKEW_MS)
    throw refused({ zh: '聊天登录信息已过期，请检查电脑时间后重新登录', en: 'The chat login is stale; check this computer’s clock and log in again' });
  rememberNonce(claims.nonce, claims.ts, now);
  if (agentId !== claims.agentId) throw otherAgent();
  const session = resolveSession(claims.token, now);
  if (!session) throw sessionExpired();
  if (agentId !== String(session.user.userId)) throw otherAgent();
  const row = createChatSession(getDb(), session, now);
  return { token: row.token, userId: row.userId };
}
