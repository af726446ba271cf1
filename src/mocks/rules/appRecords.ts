/**
 * What members leave in the mini-program besides requests: suggestions (/companyApp/getSuggest and
 * our replySuggest: one reply marks it handled; a handled one is not answered twice, 40901),
 * purchases (getBuyMiniOrder, with the rows per status and the paid amount of the filter in fen)
 * and marriage-introduction applications (getMarryApply). Strict filters; newest first.
 */
import type { MarryApply, MiniOrder, MiniOrderSummary, SuggestSummary, Suggestion } from '@/api/companyApp.types';
import { COMPANY_APP_LIMITS as LIMIT, MARITAL_STATUSES, MINI_ORDER_STATUSES, SUGGEST_CATEGORIES, isSpentMiniOrder } from '@/domain/companyAppCodes';
import { chinaDay } from '@/domain/chinaTime';
import { sumFen, yuanOfFen } from '@/domain/fen';
import type { AppSuggestionRow, MarryApplyRow, MiniOrderRow, MockDb, UserRow } from '../db';
import { conflict, invalid, notFound } from '../core/errors';
import { isRecord, type Rules } from '../core/validate';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, timePredicate } from './listQuery';

const MEMBER = { type: 'number', integer: true, min: 1, label: { zh: '会员', en: 'Member' } } as const;

/** A list body: paging, keyword, member, the given filters, and the created-date filter read apart. */
function readQuery<const S extends Rules>(body: unknown, rules: S) {
  if (body !== undefined && body !== null && !isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { createdTime: rawDate, ...rest } = (body ?? {}) as Record<string, unknown>;
  const query = readStrictChoices(rest, { ...LIST_PAGING_RULES, keyword: KEYWORD_RULE, memberId: MEMBER, ...rules });
  return { ...query, createdTime: readDateFilter(rawDate, LIST_LABEL.createdTime) };
}

interface Base {
  companyId: number;
  memberId: number;
  createdTime: string;
}

/** The company's rows of the member and date filters, newest first. */
function baseRows<T extends Base>(
  rows: readonly T[],
  companyId: number,
  query: { memberId?: number; createdTime?: ReturnType<typeof readDateFilter> },
  now: Date,
): T[] {
  const inTime = query.createdTime ? timePredicate<T>(query.createdTime, (row) => row.createdTime, now) : null;
  return rows
    .filter((row) => row.companyId === companyId && (query.memberId === undefined || row.memberId === query.memberId) && (!inTime || inTime(row)))
    .sort((a, b) => (a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : 0));
}

const has = (needle: string, ...texts: string[]) => !needle || texts.some((text) => text.toLowerCase().includes(needle));
const memberMap = (db: MockDb, companyId: number) => new Map(db.appMembers.filter((row) => row.companyId === companyId).map((row) => [row.memberId, row]));

// --- Suggestions -------------------------------------------------------------------------------

export const readSuggestQuery = (body: unknown) =>
  readQuery(body, {
    status: { type: 'enum', values: [0, 1], label: { zh: '状态', en: 'Status' } },
    category: { type: 'enum', values: SUGGEST_CATEGORIES, label: { zh: '类别', en: 'Category' } },
  });

function toSuggestion(row: AppSuggestionRow, db: MockDb, members: ReturnType<typeof memberMap>): Suggestion {
  const member = members.get(row.memberId);
  const { companyId: _company, ...rest } = row;
  return {
    ...rest,
    nickname: member?.nickname ?? '',
    mobile: member?.mobile ?? '',
    repliedByName: db.users.find((user) => user.userId === row.repliedBy)?.contact ?? '',
  };
}

export function listSuggestions(
  db: MockDb,
  companyId: number,
  query: ReturnType<typeof readSuggestQuery>,
  now: Date,
): { rows: Suggestion[]; summary: SuggestSummary } {
  const members = memberMap(db, companyId);
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const matching = baseRows(db.appSuggestions, companyId, query, now).filter(
    (row) =>
      (query.category === undefined || row.category === query.category) &&
      has(needle, row.content, row.reply, members.get(row.memberId)?.nickname ?? '', members.get(row.memberId)?.mobile ?? ''),
  );
  const summary = {
    counts: { all: matching.length, pending: matching.filter((row) => row.status === 0).length, handled: matching.filter((row) => row.status === 1).length },
  };
  const rows = query.status === undefined ? matching : matching.filter((row) => row.status === query.status);
  return { rows: rows.map((row) => toSuggestion(row, db, members)), summary };
}

const REPLY_RULES = {
  suggestId: { type: 'number', integer: true, min: 1, required: true, label: { zh: '建议编号', en: 'Suggestion id' } },
  reply: { type: 'string', required: true, minLength: 1, maxLength: LIMIT.replyMax, label: { zh: '回复', en: 'Reply' } },
} as const;

/** replySuggest: the reply is stored and the suggestion handled; 40901 when it was already answered. */
export function replyToSuggestion(db: MockDb, user: UserRow, body: unknown, now: Date): Suggestion {
  const input = readStrictChoices(body ?? {}, REPLY_RULES);
  const row = db.appSuggestions.find((item) => item.suggestId === input.suggestId && item.companyId === user.companyId);
  if (!row) throw notFound({ zh: '建议', en: 'Suggestion' });
  if (row.status === 1) throw conflict({ zh: '这条建议已经回复过了', en: 'This suggestion has already been answered' });
  Object.assign(row, { status: 1, reply: input.reply, repliedBy: user.userId, repliedTime: now.toISOString() });
  return toSuggestion(row, db, memberMap(db, user.companyId));
}

// --- Purchases ---------------------------------------------------------------------------------

export const readMiniOrderQuery = (body: unknown) =>
  readQuery(body, { status: { type: 'enum', values: MINI_ORDER_STATUSES, label: { zh: '状态', en: 'Status' } } });

export function listMiniOrders(
  db: MockDb,
  companyId: number,
  query: ReturnType<typeof readMiniOrderQuery>,
  now: Date,
): { rows: MiniOrder[]; summary: MiniOrderSummary } {
  const members = memberMap(db, companyId);
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const matching = baseRows(db.miniOrders, companyId, query, now).filter((row) =>
    has(needle, row.orderNo, row.productName, row.contactName, row.mobile, members.get(row.memberId)?.nickname ?? ''),
  );
  const count = (status: number) => matching.filter((row) => row.status === status).length;
  const summary = {
    counts: { all: matching.length, unpaid: count(0), paid: count(1), completed: count(2), refunded: count(3) },
    paidAmount: yuanOfFen(sumFen(matching.filter((row) => isSpentMiniOrder(row.status)).map((row) => row.amountFen))),
  };
  const rows = query.status === undefined ? matching : matching.filter((row) => row.status === query.status);
  return {
    rows: rows.map((row: MiniOrderRow): MiniOrder => {
      const { companyId: _company, unitPriceFen, amountFen, ...rest } = row;
      return { ...rest, nickname: members.get(row.memberId)?.nickname ?? '', unitPrice: yuanOfFen(unitPriceFen), amount: yuanOfFen(amountFen) };
    }),
    summary,
  };
}

// --- Marriage applications ---------------------------------------------------------------------

export const readMarryQuery = (body: unknown) =>
  readQuery(body, {
    gender: { type: 'enum', values: [0, 1], label: { zh: '性别', en: 'Gender' } },
    maritalStatus: { type: 'enum', values: MARITAL_STATUSES, label: { zh: '婚姻状况', en: 'Marital status' } },
  });

export function listMarryApplies(db: MockDb, companyId: number, query: ReturnType<typeof readMarryQuery>, now: Date): MarryApply[] {
  const members = memberMap(db, companyId);
  const year = Number(chinaDay(now).slice(0, 4));
  const needle = (query.keyword ?? '').trim().toLowerCase();
  return baseRows(db.marryApplies, companyId, query, now)
    .filter(
      (row) => (query.gender === undefined || row.gender === query.gender) && (query.maritalStatus === undefined || row.maritalStatus === query.maritalStatus),
    )
    .filter((row) => has(needle, row.name, row.mobile, row.hometown, row.occupation))
    .map((row: MarryApplyRow): MarryApply => {
      const { companyId: _company, ...rest } = row;
      return { ...rest, nickname: members.get(row.memberId)?.nickname ?? '', age: year - row.birthYear };
    });
}
