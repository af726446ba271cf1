/**
 * The chat login's encrypted payload (docs/DECISIONS.md, "Chat login"). The back-office token,
 * the agent id, the time and a one-time nonce are sealed for the chat service only:
 *
 *   payload = keyId "." b64url(RSA-OAEP-256(aesKey)) "." b64url(iv) "." b64url(AES-256-GCM(claims))
 *
 * RSA-OAEP (SHA-256) with the service's public key wraps a fresh AES-GCM key; AES-GCM seals the
 * claims JSON, so any change to the payload fails its tag. The service refuses a payload it cannot
 * open (tampered, or sealed for another key), one whose time is more than CHAT_LOGIN_MAX_SKEW_MS
 * from its clock (stale), a nonce it has seen (replayed), an agent id that differs from the one the
 * request names, and a back-office token that is not a live session. WebCrypto in the browser;
 * the same globalThis.crypto in Node (the mock and the tests).
 */

/** The chat service's public key as /chat/publicKey answers it. */
export interface ChatPublicKey {
  /** Names the key pair; a payload sealed for another key is refused with "key changed". */
  keyId: string;
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: string;
}

/** What the payload carries. */
export interface ChatLoginClaims {
  v: 1;
  /** The back-office login token. */
  token: string;
  /** Must equal the login request's agentId. */
  agentId: string;
  /** Milliseconds since the epoch, when sealed. */
  ts: number;
  /** 16 random bytes, base64url: a payload is accepted once. */
  nonce: string;
}

/**
 * Codes of a refused chat login (besides 50008: the back-office token is not a live session).
 * keyChanged: the payload was sealed for a key the service no longer has; fetch the public key
 * again and seal anew. payloadRefused: it cannot be opened, is stale or replayed, or names
 * another agent; sealing it again the same way will not help.
 */
export const CHAT_LOGIN_CODES = { payloadRefused: 40103, keyChanged: 40104 } as const;

/** How far the payload's time may be from the service's clock, either way. */
export const CHAT_LOGIN_MAX_SKEW_MS = 60_000;

export const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const AES_GCM_IV_BYTES = 12;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Plain or url-safe base64 to bytes; throws on anything else. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const plain = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** Seals the claims for the service's key (see the file's comment for the format). */
export async function sealChatLogin(key: ChatPublicKey, claims: Omit<ChatLoginClaims, 'v' | 'ts' | 'nonce'>, now = Date.now()): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey('spki', fromBase64(key.spki), RSA_OAEP, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawAes = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const full: ChatLoginClaims = { v: 1, token: claims.token, agentId: claims.agentId, ts: now, nonce: toBase64Url(randomBytes(16)) };
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(full))));
  const wrapped = new Uint8Array(await subtle.encrypt(RSA_OAEP, publicKey, rawAes));
  return [key.keyId, toBase64Url(wrapped), toBase64Url(iv), toBase64Url(sealed)].join('.');
}
