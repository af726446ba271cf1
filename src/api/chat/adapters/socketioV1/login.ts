/**
 * The chat login: the service's public key, the back-office token and user id sealed for it
 * (api/chatLoginPayload), /chat/login, the chat token. "Key changed" (40104) asks for the key again
 * and tries once more; 50008 means the back-office session itself is gone: the back office's own
 * relogin prompt, and the chat stops trying.
 */
import { isApiError } from '@/api/errors';
import type { ChatPublicKey } from '@/api/chatLoginPayload';
import type { SocketIoV1Deps } from './transport';

/** Chat service codes (docs/API.md). */
export const CHAT_CODES = {
  /** The chat token or the back-office token is not valid. */
  tokenInvalid: 50008,
  /** The login payload was refused (the message says why). */
  payloadRefused: 40103,
  /** The service's key changed: ask for it again and retry once. */
  keyChanged: 40104,
} as const;

/** The service's business code of a failed call (undefined for a transport failure). */
export const businessCode = (error: unknown): number | undefined => (isApiError(error) && error.kind === 'business' ? error.code : undefined);

/** The chat cannot start without a new back-office login. */
export class ChatSessionGone extends Error {
  constructor() {
    super('The back-office session is not valid');
    this.name = 'ChatSessionGone';
  }
}

/**
 * Logs in to the chat; answers the chat token. `key` is the key used last time, if any (asked
 * again when it changed). Rejects with ChatSessionGone when there is no back-office session (or
 * it is not valid: the relogin prompt is shown), with the ApiError otherwise.
 */
export async function chatLogin(services: SocketIoV1Deps, key: { current: ChatPublicKey | null }): Promise<string> {
  const { token, userId } = services.session();
  if (!token || !userId) throw new ChatSessionGone();
  const agentId = String(userId);
  for (let attempt = 0; ; attempt += 1) {
    key.current ??= await services.getPublicKey();
    const payload = await services.seal(key.current, { token, agentId });
    try {
      return (await services.login({ payload, agentId })).token;
    } catch (error) {
      if (businessCode(error) === CHAT_CODES.keyChanged && attempt === 0) {
        key.current = null;
        continue;
      }
      if (isApiError(error) && businessCode(error) === CHAT_CODES.tokenInvalid) {
        services.sessionExpired(error);
        throw new ChatSessionGone();
      }
      throw error;
    }
  }
}
