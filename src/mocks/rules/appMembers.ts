/**
 * The mini-program's members (/companyApp/getMembers) as the back office reads them: what each
 * brought in, counted from the rows on every call (requests; paid or completed purchases and paid
 * training orders, with what they came to in fen, and the rank that follows), their consultant,
 * and the employer with their mobile (a member turned into an employer through createEmployer is
 * linked that way, with no write of this family). The mobile is answered masked (domain/personalData;
 * the full one through /privacy/reveal, subject 'member'); the keyword matches the full one. Strict
 * filter, sort on the derived figures too.
 */
import type { Member, MemberRank } from '@/api/companyApp.types';
import { MEMBER_RANKS, MEMBER_SOURCES, isSpentMiniOrder, memberRankOf } from '@/domain/companyAppCodes';
import { yuanOfFen } from '@/domain/fen';
import { maskMobile } from '@/domain/personalData';
import type { AppMemberRow, EmployerRow, MockDb } from '../db';
import { invalid } from '../core/errors';
import { isRecord } from '../core/validate';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, sortRules, timePredicate } from './listQuery';

export const MEMBER_SORT_FIELDS = ['createdTime', 'lastActiveTime', 'spend', 'orderCount'] as const;

const QUERY_RULES = {
  ...LIST_PAGING_RULES,
  ...sortRules(MEMBER_SORT_FIELDS),
  keyword: KEYWORD_RULE,
  source: { type: 'enum', values: MEMBER_SOURCES, label: { zh: '来源', en: 'Source' } },
  rank: { type: 'enum', values: MEMBER_RANKS, label: { zh: '会员等级', en: 'Rank' } },
  isEmployer: { type: 'enum', values: [0, 1], label: { zh: '是否客户', en: 'Employer' } },
} as const;

export function readMemberQuery(body: unknown) {
  if (body !== undefined && body !== null && !isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { createdTime: rawDate, ...rest } = (body ?? {}) as Record<string, unknown>;
  return { ...readStrictChoices(rest, QUERY_RULES), createdTime: readDateFilter(rawDate, LIST_LABEL.createdTime) };
}

interface MemberStats {
  requests: number;
  orders: number;
  spendFen: number;
}

/** What every member of the company brought in, keyed by memberId. */
function statsOf(db: MockDb, companyId: number): Map<number, MemberStats> {
  const stats = new Map<number, MemberStats>();
  const of = (memberId: number) => {
    let entry = stats.get(memberId);
    if (!entry) stats.set(memberId, (entry = { requests: 0, orders: 0, spendFen: 0 }));
    return entry;
  };
  for (const row of db.appRequests) if (row.companyId === companyId) of(row.memberId).requests += 1;
  for (const row of db.miniOrders) {
    if (row.companyId !== companyId || !isSpentMiniOrder(row.status)) continue;
    const entry = of(row.memberId);
    entry.orders += 1;
    entry.spendFen += row.amountFen;
  }
  for (const row of db.trainingPays) {
    if (row.companyId !== companyId || row.memberId === null) continue;
    const entry = of(row.memberId);
    entry.orders += 1;
    entry.spendFen += row.amountFen;
  }
  return stats;
}

const NO_STATS: MemberStats = { requests: 0, orders: 0, spendFen: 0 };

function toMember(row: AppMemberRow, stats: MemberStats, employer: EmployerRow | undefined, users: Map<number, string>): Member {
  return {
    memberId: row.memberId,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    realName: row.realName,
    mobile: maskMobile(row.mobile),
    gender: row.gender,
    source: row.source,
    userId: row.userId,
    userName: users.get(row.userId) ?? '',
    employerId: employer?.employerId ?? null,
    employerName: employer?.employerName ?? '',
    requestCount: stats.requests,
    orderCount: stats.orders,
    spend: yuanOfFen(stats.spendFen),
    rank: memberRankOf(stats.spendFen) as MemberRank,
    lastActiveTime: row.lastActiveTime,
    createdTime: row.createdTime,
  };
}

/** The company's members of the query, in its order. */
export function listMembers(db: MockDb, companyId: number, query: ReturnType<typeof readMemberQuery>, now: Date): Member[] {
  const stats = statsOf(db, companyId);
  const employers = new Map(db.employers.filter((row) => row.companyId === companyId && row.isDeleted === 0).map((row) => [row.mobile, row]));
  const users = new Map(db.users.filter((row) => row.companyId === companyId).map((row) => [row.userId, row.contact]));
  const inTime = query.createdTime ? timePredicate<AppMemberRow>(query.createdTime, (row) => row.createdTime, now) : null;
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const members = db.appMembers
    .filter((row) => row.companyId === companyId && (query.source === undefined || row.source === query.source) && (!inTime || inTime(row)))
    .filter((row) => !needle || [row.nickname, row.realName, row.mobile].some((text) => text.toLowerCase().includes(needle)))
    .map((row) => toMember(row, stats.get(row.memberId) ?? NO_STATS, employers.get(row.mobile), users))
    .filter(
      (member) =>
        (query.rank === undefined || member.rank === query.rank) &&
        (query.isEmployer === undefined || (member.employerId !== null) === (query.isEmployer === 1)),
    );
  const field = query.sortField ?? 'createdTime';
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  return members.sort((a, b) => {
    const left = a[field];
    const right = b[field];
    return (left < right ? -1 : left > right ? 1 : 0) * direction || (b.memberId - a.memberId) * direction;
  });
}
