/** The staff tasks of the session family (our addition, optional calls: /user/getUserTasks, /user/setUserTaskDone). */
import type { Flag, ListQuery } from './shared';

export interface CreateUserTaskRequest {
  /** 1-50 characters. */
  title: string;
  /** At most 500 characters ('' allowed). */
  content: string;
  /** ISO time of the reminder. */
  remindTime: string;
  /** Staff member the task is for (an enabled one of the company); the signed-in user when absent. Someone else: user.manage. */
  userId?: number;
  /** An aunt of the company the task is about. */
  auntId?: number;
  /** An employer of the company the task is about. */
  employerId?: number;
}

export interface UserTask {
  taskId: number;
  /** Who the task is for. */
  userId: number;
  /** Their name ('' once the account is gone). */
  userName: string;
  /** Who made it, and their name. */
  createdBy: number;
  createdByName: string;
  title: string;
  content: string;
  remindTime: string;
  auntId: number | null;
  /** The aunt's name ('' without one). */
  auntName: string;
  employerId: number | null;
  employerName: string;
  isDone: Flag;
  createdTime: string;
}

/** Filter of /user/getUserTasks (our addition): the signed-in user's tasks unless `userId` (user.manage). */
export interface UserTaskFilter {
  userId?: number;
  /** 0 open, 1 done; both when absent. */
  isDone?: Flag;
}
/** Paging and the filter (the order is fixed: open tasks first, soonest reminder first; then done ones, latest reminder first). */
export type UserTaskQuery = ListQuery<UserTaskFilter>;

/** /user/setUserTaskDone (our addition): the assignee (or someone with user.manage) marks a task done or open again. */
export interface SetUserTaskDoneRequest {
  taskId: number;
  isDone: Flag;
}
