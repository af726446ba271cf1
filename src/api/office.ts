/**
 * Office family (/office/): staff achievements (monthly targets and what was achieved).
 * Our choice of shapes (docs/API.md): amounts are yuan numbers on the wire; nothing achieved is
 * stored, the server counts it from the real fee records and signings each time it is asked.
 */
import { post, postList, type RequestOptions } from './http';

export const officePaths = {
  getAchievement: '/office/getAchievement',
  setAchieveData: '/office/setAchieveData',
} as const;

/** One staff member's month: target, what was achieved, percentages and rank. */
export interface Achievement {
  userId: number;
  contact: string;
  avatarUrl: string;
  departmentId: number | null;
  /** '' when the staff member has no department. */
  departmentName: string;
  /** yyyy-MM (China time). */
  month: string;
  /** Income target, yuan (0: none set). */
  target: number;
  /** Signings target (0: none set). */
  targetSigned: number;
  /** Sum of the income fee records the staff member handled that month, yuan. */
  achieved: number;
  /** Orders the staff member signed that month. */
  signed: number;
  /** achieved / target in percent, rounded down to one decimal; null without a target. */
  percent: number | null;
  /** signed / targetSigned in percent; null without a signings target. */
  signedPercent: number | null;
  /** 1-based, over the whole company: achieved amount, then signings, then name. */
  rank: number;
}

/** The team line of an achievement answer (sums of the rows answered, computed in fen). */
export type AchievementSummary = Pick<Achievement, 'target' | 'targetSigned' | 'achieved' | 'signed' | 'percent' | 'signedPercent'>;

export interface GetAchievementRequest {
  /** yyyy-MM. */
  month: string;
  userId?: number;
  /** The department and its sub-departments. */
  departmentId?: number;
}

export interface SetAchieveDataRequest {
  userId: number;
  /** yyyy-MM, at most 12 months before or after the current month. */
  month: string;
  /** Income target in yuan (0 to 99,999,999.99, two decimals at most). */
  target: number;
  /** Signings target (0 to 999). */
  targetSigned: number;
}

/** Achievements of a month: every enabled staff member of the company, best first, with the team line in `summary`. */
export const getAchievement = (body: GetAchievementRequest, options?: RequestOptions) => postList(officePaths.getAchievement, body, options);

/** Sets (or replaces) a staff member's targets for a month (admins only); answers the staff member's row. */
export const setAchieveData = (body: SetAchieveDataRequest, options?: RequestOptions) => post(officePaths.setAchieveData, body, options);
