/**
 * Business errors of the mock backend. A handler throws `new MockError(code, message)`;
 * the kit answers HTTP 200 with the failure envelope and the message in the caller's language.
 */
import { CHAT_LOGIN_CODES } from '@/api/chatLoginPayload';
import { FUND_CODES } from '@/api/finance';
import { INSURANCE_CODES } from '@/api/insurance';

/** A message in both languages; the kit picks one from the Accept-Language header. */
export interface Msg {
  zh: string;
  en: string;
}

export type Lang = keyof Msg;

/** Every business code the mock answers with. */
export const MOCK_CODES = {
  /** Wrong mobile number or password. */
  badCredentials: 20001,
  /** The account is disabled. */
  accountDisabled: 20002,
  /** A request field is missing or not valid; nothing was stored. */
  invalid: 40001,
  /** Too many requests (SMS code asked again within 60 s). */
  rateLimited: 40002,
  /** The signed-in user may not do this. */
  forbidden: 40301,
  /** The record does not exist (or is not visible to this company). */
  notFound: 40401,
  /** The step is not allowed in the record's current state (an illegal order-flow step); nothing changed. */
  conflict: 40901,
  /** Token missing, unknown or expired: the client offers to log in again. Also the chat service's answer to a chat token that is not (or no longer) valid. */
  sessionExpired: 50008,
  /** Chat login: the sealed payload cannot be opened (tampered, malformed), is stale, was used before, or names another user; nothing was stored (api/chatLoginPayload.ts). */
  chatPayloadRefused: CHAT_LOGIN_CODES.payloadRefused,
  /** Chat login: the payload was sealed for another key of the chat service (it restarted): fetch /chat/publicKey again and seal anew. */
  chatKeyChanged: CHAT_LOGIN_CODES.keyChanged,
  /** The fund account's balance is less than the amount to pay; nothing was charged. */
  balanceShort: FUND_CODES.balanceShort,
  /** The company has no payment key: it cannot spend from its fund account; nothing was charged. */
  noPaymentKey: FUND_CODES.noPaymentKey,
  /** The insurer refused cover; the words say why. */
  insurerRefused: INSURANCE_CODES.insurerRefused,
  /** The request body is over the cap (answered with HTTP 413). */
  tooLarge: 41301,
  /** The mock's storage is full (uploads over their disk cap, or the database over its size cap). */
  storageFull: 50701,
} as const;

export class MockError extends Error {
  readonly code: number;
  readonly messages: Msg;
  /** The request fields the refusal is about (body names; nested ones dotted, `customFields.cf_1`), answered as the envelope's `fields`. */
  readonly fields: readonly string[];

  constructor(code: number, messages: Msg, fields: readonly string[] = []) {
    super(messages.en);
    this.name = 'MockError';
    this.code = code;
    this.messages = messages;
    this.fields = fields;
  }
}

/** 40001; `field` names the request field at fault (the envelope's `fields`), when there is one. */
export const invalid = (messages: Msg, field?: string): MockError => new MockError(MOCK_CODES.invalid, messages, field ? [field] : []);

export const conflict = (messages: Msg, field?: string): MockError => new MockError(MOCK_CODES.conflict, messages, field ? [field] : []);

export const forbidden = (): MockError => new MockError(MOCK_CODES.forbidden, { zh: '没有权限执行此操作', en: 'You do not have permission to do this' });

/** `what` names the record, e.g. {zh: '文件', en: 'File'}. */
export const notFound = (what: Msg): MockError => new MockError(MOCK_CODES.notFound, { zh: `${what.zh}不存在`, en: `${what.en} not found` });

export const sessionExpired = (): MockError =>
  new MockError(MOCK_CODES.sessionExpired, {
    zh: '登录已失效，请重新登录',
    en: 'Your session has expired, please log in again',
  });
