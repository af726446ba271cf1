/**
 * Row types of office achievements (/office/): the monthly targets an agency's admins set for
 * their staff. Part of the schema (schema.ts). What a staff member achieved is never stored: it is
 * counted when asked from the real records (rules/achievement.ts): the income fees they handled
 * and the orders they signed that month.
 */

/** One target per (company, user, month). */
export interface AchievementTargetRow {
  targetId: number;
  companyId: number;
  userId: number;
  /** yyyy-MM. */
  month: string;
  /** Income target, fen (0: none). */
  targetFen: number;
  /** Signed orders target (0: none). */
  targetSigned: number;
  /** The admin who set it, and when. */
  setBy: number;
  updatedTime: string;
}

export interface OfficeTables {
  achievementTargets: AchievementTargetRow[];
}

export const OFFICE_TABLE_NAMES = ['achievementTargets'] as const satisfies readonly (keyof OfficeTables)[];

export function emptyOfficeTables(): OfficeTables {
  return { achievementTargets: [] };
}
