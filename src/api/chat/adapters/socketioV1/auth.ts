/**
 * The chat token of one connection: one chat login at a time (the socket, the presence channel
 * and the REST calls may all ask at once), forgotten when the service says it expired (50008), and
 * REST calls asked once more with a new one. Once the back-office session is gone, or the server
 * turned out to have no chat (a 404 on the key or the login: `offered()` is false), nothing more is
 * tried.
 */
import type { ChatPublicKey } from '@/api/chatLoginPayload';
import { isUnavailable } from '@/api/errors';
import { businessCode, CHAT_CODES, ChatSessionGone, chatLogin } from './login';
import type { SocketIoV1Deps } from './transport';

export interface ChatAuth {
  /** The chat token, when there is one. */
  token(): string | null;
  /** The service refused the token (50008): the next use logs in again. */
  forget(): void;
  /** One chat login at a time; null when it failed (the reason is the state: unavailable, the session gone, or no chat offered). */
  login(): Promise<string | null>;
  /** False once the server answered 404 to the key or the login: it has no chat. */
  offered(): boolean;
  /** A REST call with the chat token; a 50008 answer logs in again and asks once more. */
  withToken<T>(call: (token: string) => Promise<T>): Promise<T>;
}

/** `stopped`: the connection was closed for good (nothing more is logged in). */
export function createChatAuth(services: SocketIoV1Deps, stopped: () => boolean): ChatAuth {
  const key: { current: ChatPublicKey | null } = { current: null };
  let chatToken: string | null = null;
  /** The back-office session is gone: nothing more is tried. */
  let gone = false;
  /** The server has no chat service (404): nothing more is tried. */
  let lacking = false;
  let loginUnderWay: Promise<string | null> | null = null;

  function login(): Promise<string | null> {
    if (stopped() || gone || lacking) return Promise.resolve(null);
    loginUnderWay ??= chatLogin(services, key)
      .then(
        (token) => {
          chatToken = token;
          return token as string | null;
        },
        (error: unknown) => {
          if (error instanceof ChatSessionGone) gone = true;
          if (isUnavailable(error)) lacking = true;
          return null;
        },
      )
      .finally(() => {
        loginUnderWay = null;
      });
    return loginUnderWay;
  }

  return {
    token: () => chatToken,
    forget() {
      chatToken = null;
    },
    login,
    offered: () => !lacking,
    async withToken(call) {
      const token = chatToken ?? (await login());
      if (!token) throw new Error('The chat is not available');
      try {
        return await call(token);
      } catch (error) {
        if (businessCode(error) !== CHAT_CODES.tokenInvalid) throw error;
        if (chatToken === token) chatToken = null;
        const fresh = await login();
        if (!fresh) throw error;
        return call(fresh);
      }
    },
  };
}
