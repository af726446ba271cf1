/**
 * Bodies of the office calls and the company statistic calls, read strictly (readStrict): an
 * unknown field, a number sent as a string, a month not written yyyy-MM is 40001 before anything
 * is looked up, so a refused write stores nothing.
 */
import { RANK_TYPES, type RankType } from '@/api/company.types';
import type { StatisticsFilter } from '@/api/statistics';
import { checkDateFilter } from '@/domain/dateFilter';
import { MAX_FEN, fenOfYuan } from '@/domain/fen';
import type { MockDb, UserRow } from '../db';
import { forbidden, invalid, notFound, type Msg } from '../core/errors';
import { isRecord, type Rules } from '../core/validate';
import { issueMessage } from './dateFilterMessage';
import { isAdmin } from './access';
import { MONTH_RE, addMonths, chinaMonth, monthsBetween } from './achievement';
import { readStrict } from './unitedBody';

export const ACHIEVEMENT_LIMITS = {
  /** A target may be set this many months before or after the current month. */
  monthsAround: 12,
  /** Largest signings target. */
  maxTargetSigned: 999,
} as const;

const LABEL = {
  month: { zh: '月份', en: 'Month' },
  userId: { zh: '员工', en: 'Staff member' },
  departmentId: { zh: '部门', en: 'Department' },
  target: { zh: '业绩目标', en: 'Income target' },
  targetSigned: { zh: '签单目标', en: 'Signings target' },
  rankType: { zh: '排行类型', en: 'Ranking type' },
} as const satisfies Record<string, Msg>;

const MONTH = {
  type: 'string',
  label: LABEL.month,
  pattern: MONTH_RE,
  message: { zh: '月份格式不正确，应为 YYYY-MM', en: 'month must be written YYYY-MM' },
} as const;
const optionalId = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;

const GET_ACHIEVEMENT = {
  month: { ...MONTH, required: true },
  departmentId: optionalId(LABEL.departmentId),
  userId: optionalId(LABEL.userId),
} as const satisfies Rules;
const ACHIEVEMENT_DATA = { month: MONTH, departmentId: optionalId(LABEL.departmentId) } as const satisfies Rules;
const SET_ACHIEVE = {
  userId: { ...optionalId(LABEL.userId), required: true },
  month: { ...MONTH, required: true },
  target: { type: 'number', label: LABEL.target, min: 0, required: true },
  targetSigned: { type: 'number', integer: true, min: 0, max: ACHIEVEMENT_LIMITS.maxTargetSigned, label: LABEL.targetSigned, required: true },
} as const satisfies Rules;

type Tables = Pick<MockDb, 'users' | 'departments'>;

function checkDepartment(db: Tables, companyId: number, departmentId: number | undefined): void {
  if (departmentId !== undefined && !db.departments.some((row) => row.companyId === companyId && row.departmentId === departmentId)) {
    throw notFound(LABEL.departmentId);
  }
}

function staffOf(db: Tables, companyId: number, userId: number): UserRow {
  const user = db.users.find((row) => row.userId === userId && row.companyId === companyId);
  if (!user) throw notFound(LABEL.userId);
  return user;
}

/** getAchievement {month, departmentId?, userId?}. */
export function readGetAchievement(db: Tables, companyId: number, body: unknown) {
  const query = readStrict(body, GET_ACHIEVEMENT);
  checkDepartment(db, companyId, query.departmentId);
  if (query.userId !== undefined) staffOf(db, companyId, query.userId);
  return query;
}

/** getAchievementData {month?, departmentId?}; the current China month when absent. */
export function readAchievementData(db: Tables, companyId: number, body: unknown, now: number) {
  const query = readStrict(body, ACHIEVEMENT_DATA);
  checkDepartment(db, companyId, query.departmentId);
  return { month: query.month ?? chinaMonth(now), ...(query.departmentId === undefined ? {} : { departmentId: query.departmentId }) };
}

/** Admins set targets: the agency's own account (userType 1) or a user with the AGENCY_ADMIN role. */
export function canSetTargets(user: UserRow): boolean {
  return user.userType === 1 || isAdmin(user);
}

export interface TargetInput {
  userId: number;
  month: string;
  targetFen: number;
  targetSigned: number;
}

/** setAchieveData: checked in full (permission first, then the body) before anything is written. */
export function readSetAchieve(db: Tables, caller: UserRow, body: unknown, now: number): TargetInput {
  if (!canSetTargets(caller)) throw forbidden();
  const input = readStrict(body, SET_ACHIEVE);
  const targetFen = fenOfYuan(input.target);
  if (targetFen === null || targetFen < 0 || targetFen > MAX_FEN) {
    throw invalid({
      zh: '业绩目标须为 0 到 99,999,999.99 元之间、最多两位小数的金额',
      en: 'target must be an amount from 0 to 99,999,999.99 yuan with at most two decimals',
    });
  }
  const current = chinaMonth(now);
  if (Math.abs(monthsBetween(current, input.month)) > ACHIEVEMENT_LIMITS.monthsAround) {
    const from = addMonths(current, -ACHIEVEMENT_LIMITS.monthsAround);
    const to = addMonths(current, ACHIEVEMENT_LIMITS.monthsAround);
    throw invalid({ zh: `月份须在 ${from} 到 ${to} 之间`, en: `month must be from ${from} to ${to}` });
  }
  const staff = staffOf(db, caller.companyId, input.userId);
  if (staff.isEnabled !== 1) throw invalid({ zh: '该员工已停用，不能设置目标', en: 'This staff member is disabled: no target can be set' });
  return { userId: input.userId, month: input.month, targetFen, targetSigned: input.targetSigned };
}

const FILTER_FIELDS = ['dateFilter', 'days', 'startDate', 'endDate'] as const;

/** A statistic body: the date filter's fields only (plus `extra`); no filter = the whole history. */
export function readStatsFilter(body: unknown, extra: readonly string[] = []): StatisticsFilter | null {
  const source = body === undefined || body === null ? {} : body;
  if (!isRecord(source)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  for (const key of Object.keys(source)) {
    if (!(FILTER_FIELDS as readonly string[]).includes(key) && !extra.includes(key)) throw invalid({ zh: `不支持的字段：${key}`, en: `Unknown field: ${key}` });
  }
  if (source.days !== undefined && source.days !== null && typeof source.days !== 'number') {
    throw invalid({ zh: '天数（days）须为 1 到 3650 之间的整数', en: 'days must be a whole number from 1 to 3650' });
  }
  if (source.dateFilter === undefined || source.dateFilter === null) {
    if (Object.keys(source).some((key) => (FILTER_FIELDS as readonly string[]).includes(key) && source[key] !== null)) {
      throw invalid(issueMessage({ field: 'dateFilter', problem: 'unknown' }, source));
    }
    return null;
  }
  const checked = checkDateFilter(source);
  if (!checked.ok) throw invalid(issueMessage(checked.issue, source));
  return checked.filter;
}

/** getRankData: the filter and a rankType. */
export function readRankType(body: unknown): RankType {
  const value = isRecord(body) ? body.rankType : undefined;
  if (typeof value !== 'string' || !(RANK_TYPES as readonly string[]).includes(value)) {
    throw invalid({ zh: `排行类型（rankType）须为：${RANK_TYPES.join('、')}`, en: `rankType must be one of: ${RANK_TYPES.join(', ')}` });
  }
  return value as RankType;
}

export { LABEL as ACHIEVEMENT_LABELS };
