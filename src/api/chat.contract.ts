/**
 * The contract's entries for `chatPaths` (chat.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { ChatConversation, ChatHistory, ChatLoginRequest, ChatLoginResult, GetMessageRequest } from './chat';
import type { ChatPublicKey } from './chatLoginPayload';
import type { EmptyBody } from './contract';

export interface ChatContract {
  /** The chat service's public key for the login payload. */
  '/chat/publicKey': { req: EmptyBody; res: ChatPublicKey };
  /** Logs in to the chat service with the encrypted payload and agent id; answers its token. */
  '/chat/login': { req: ChatLoginRequest; res: ChatLoginResult };
  /** Conversations with their unread counts (chat token header when given). */
  '/chat/getUnreadMessage': { req: EmptyBody; res: ChatConversation[] };
  /**
   * History with one user ({sendUserId, pageIndex = 1, pageSize = 20}); the chat token goes in X-Chat-Token.
   * Request: `GetMessageRequest` {sendUserId, pageIndex?, pageSize?}; `chatToken: string`
   */
  '/chat/getMessage': { req: GetMessageRequest; res: ChatHistory };
}
