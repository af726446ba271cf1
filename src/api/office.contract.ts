/**
 * The contract's entries for `officePaths` (office.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { Achievement, AchievementSummary, GetAchievementRequest, SetAchieveDataRequest } from './office';

export interface OfficeContract {
  /**
   * Achievements of a month: every enabled staff member of the company, best first, with the team line in `summary`.
   * Request: `GetAchievementRequest` {month, userId?, departmentId?} (department includes its sub-departments) Answer: `Achievement[]`, `total`, envelope `summary`: `AchievementSummary`
   */
  '/office/getAchievement': { req: GetAchievementRequest; list: Achievement; summary: AchievementSummary };
  /**
   * Sets (or replaces) a staff member's targets for a month (admins only); answers the staff member's row.
   * Request: `SetAchieveDataRequest` {userId, month, target, targetSigned} (month within 12 months of now; target 0–99,999,999.99 yuan, 2 decimals; targetSigned 0–999; the user enabled) — upsert per (user, month) Answer: `Achievement` (the user's row after the change)
   */
  '/office/setAchieveData': { req: SetAchieveDataRequest; res: Achievement };
}
