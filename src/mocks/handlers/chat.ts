/**
 * The joint-hall chat service's REST calls (api/chat.ts), under config.chatBase: served by the
 * chat service's own HTTP server (chat/service.ts), and by msw/node in the tests.
 * - publicKey {} -> {keyId, spki}: the process's login key (rules/chatLogin.ts);
 * - login {payload, agentId} -> {token, userId}: the sealed payload opened and checked, a chat token stored;
 * - getUnreadMessage {} -> ChatConversation[]: the caller's conversations (X-Chat-Token), newest first;
 * - getMessage {sendUserId, pageIndex, pageSize} -> {messageList, targetUser}: page 1 marks read.
 * A missing or dead chat token is 50008 (before the body is read); bodies are strict (40001).
 */
import { config } from '@/config';
import { chatPaths } from '@/api/chat';
import { getDb } from '../db';
import { chatLogin, chatPublicKey } from '../rules/chatLogin';
import { conversationsOf, historyWith } from '../rules/chatMessages';
import { requireChatSession } from '../rules/chatSession';
import { readStrict } from '../rules/unitedBody';
import { apiPost, apiWrite } from './kit';

const chat = { base: config.chatBase };

const publicKey = apiPost(
  chatPaths.publicKey,
  (ctx) => {
    readStrict(ctx.body, {});
    return chatPublicKey();
  },
  chat,
);

const login = apiWrite(chatPaths.login, (ctx) => chatLogin(ctx.body), chat);

const getUnreadMessage = apiPost(
  chatPaths.getUnreadMessage,
  (ctx) => {
    const { user } = requireChatSession(ctx.request);
    readStrict(ctx.body, {});
    return conversationsOf(getDb(), user, ctx.lang);
  },
  chat,
);

// A write on page 1 (the other's messages to the caller are marked read).
const getMessage = apiWrite(
  chatPaths.getMessage,
  (ctx) => {
    const { user } = requireChatSession(ctx.request);
    return historyWith(getDb(), user, ctx.body);
  },
  chat,
);

export const chatHandlers = [publicKey, login, getUnreadMessage, getMessage];
