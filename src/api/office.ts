/** Office family (/office/): staff achievements (monthly targets and results). */
import { post, type RequestOptions } from './http';

export const officePaths = {
  getAchievement: '/office/getAchievement',
  setAchieveData: '/office/setAchieveData',
} as const;

export interface Achievement {
  achievementId: number;
  userId: number;
  contact: string;
  /** yyyy-MM. */
  month: string;
  /** Target amount in yuan. */
  target: number;
  /** Achieved amount in yuan. */
  achieved: number;
}

export interface GetAchievementRequest {
  /** yyyy-MM. */
  month: string;
  userId?: number;
  departmentId?: number;
}

export interface SetAchieveDataRequest {
  userId: number;
  month: string;
  target: number;
}

/** Achievements of a month. */
export const getAchievement = (body: GetAchievementRequest, options?: RequestOptions) =>
  post<Achievement[]>(officePaths.getAchievement, body, options);

/** Sets a staff member's target for a month. */
export const setAchieveData = (body: SetAchieveDataRequest, options?: RequestOptions) =>
  post<Achievement>(officePaths.setAchieveData, body, options);
