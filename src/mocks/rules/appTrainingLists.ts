/**
 * The sign-ups (/companyApp/getTrainingJoin) and paid training orders (getTrainingOrderPay) of the
 * company, optionally of one course: strict filters, newest first, names looked up once per
 * answer; the paid orders' summary is the count and the total of the whole filter, summed in fen.
 */
import type { TrainingJoin, TrainingOrderPay, TrainingOrderPaySummary } from '@/api/companyApp.types';
import { sumFen, yuanOfFen } from '@/domain/fen';
import type { MockDb, TrainingJoinRow, TrainingPayRow } from '../db';
import { invalid } from '../core/errors';
import { isRecord } from '../core/validate';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_PAGING_RULES, readDateFilter, timePredicate } from './listQuery';
import { findItem } from './appTraining';

const ITEM = { type: 'number', integer: true, min: 1, label: { zh: '培训课程', en: 'Course' } } as const;
const JOIN_RULES = { ...LIST_PAGING_RULES, trainingItemId: ITEM, keyword: KEYWORD_RULE } as const;

export function readJoinQuery(db: MockDb, companyId: number, body: unknown) {
  const query = readStrictChoices(body ?? {}, JOIN_RULES);
  if (query.trainingItemId !== undefined) findItem(db, companyId, query.trainingItemId);
  return query;
}

export function readPayQuery(db: MockDb, companyId: number, body: unknown) {
  if (body !== undefined && body !== null && !isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { payTime: rawTime, ...rest } = (body ?? {}) as Record<string, unknown>;
  const payTime = readDateFilter(rawTime, { zh: '支付时间', en: 'Paid' });
  return { ...readJoinQuery(db, companyId, rest), payTime };
}

interface Names {
  item: Map<number, string>;
  member: Map<number, string>;
  aunt: Map<number, string>;
}

function namesOf(db: MockDb, companyId: number): Names {
  return {
    item: new Map(db.trainingItems.filter((row) => row.companyId === companyId).map((row) => [row.trainingItemId, row.title])),
    member: new Map(db.appMembers.filter((row) => row.companyId === companyId).map((row) => [row.memberId, row.nickname])),
    aunt: new Map(db.aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0).map((row) => [row.auntId, row.auntName])),
  };
}

const newestFirst =
  <T extends { createdTime?: string; payTime?: string }>(time: (row: T) => string) =>
  (a: T, b: T) =>
    time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0;

const matches = (needle: string, ...texts: string[]) => !needle || texts.some((text) => text.toLowerCase().includes(needle));

export function listJoins(db: MockDb, companyId: number, query: ReturnType<typeof readJoinQuery>): { rows: TrainingJoin[] } {
  const names = namesOf(db, companyId);
  const paid = new Set(db.trainingPays.filter((row) => row.companyId === companyId).map((row) => row.joinId));
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const rows = db.trainingJoins
    .filter(
      (row) =>
        row.companyId === companyId &&
        (query.trainingItemId === undefined || row.trainingItemId === query.trainingItemId) &&
        matches(needle, row.name, row.mobile),
    )
    .sort(newestFirst<TrainingJoinRow>((row) => row.createdTime))
    .map((row): TrainingJoin => ({
      joinId: row.joinId,
      trainingItemId: row.trainingItemId,
      itemTitle: names.item.get(row.trainingItemId) ?? '',
      memberId: row.memberId,
      nickname: row.memberId === null ? '' : (names.member.get(row.memberId) ?? ''),
      // A deleted aunt is no longer linked (her record is in the recycle bin).
      auntId: row.auntId !== null && names.aunt.has(row.auntId) ? row.auntId : null,
      auntName: row.auntId === null ? '' : (names.aunt.get(row.auntId) ?? ''),
      name: row.name,
      mobile: row.mobile,
      paid: paid.has(row.joinId) ? 1 : 0,
      createdTime: row.createdTime,
    }));
  return { rows };
}

export function listPays(
  db: MockDb,
  companyId: number,
  query: ReturnType<typeof readPayQuery>,
  now: Date,
): { rows: TrainingOrderPay[]; summary: TrainingOrderPaySummary } {
  const names = namesOf(db, companyId);
  const joins = new Map(db.trainingJoins.filter((row) => row.companyId === companyId).map((row) => [row.joinId, row]));
  const inTime = query.payTime ? timePredicate<TrainingPayRow>(query.payTime, (row) => row.payTime, now) : null;
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const matching = db.trainingPays.filter((row) => {
    if (row.companyId !== companyId) return false;
    if (query.trainingItemId !== undefined && row.trainingItemId !== query.trainingItemId) return false;
    if (inTime && !inTime(row)) return false;
    const join = joins.get(row.joinId);
    return matches(needle, row.payNo, join?.name ?? '', join?.mobile ?? '');
  });
  const summary = { count: matching.length, totalAmount: yuanOfFen(sumFen(matching.map((row) => row.amountFen))) };
  const rows = matching.sort(newestFirst<TrainingPayRow>((row) => row.payTime)).map((row): TrainingOrderPay => {
    const join = joins.get(row.joinId);
    return {
      payId: row.payId,
      payNo: row.payNo,
      trainingItemId: row.trainingItemId,
      itemTitle: names.item.get(row.trainingItemId) ?? '',
      joinId: row.joinId,
      memberId: row.memberId,
      name: join?.name ?? '',
      mobile: join?.mobile ?? '',
      amount: yuanOfFen(row.amountFen),
      payTime: row.payTime,
    };
  });
  return { rows, summary };
}
