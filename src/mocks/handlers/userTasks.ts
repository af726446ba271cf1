/** Staff tasks: /user/createUserTask (spec) and our /user/getUserTasks, /user/setUserTaskDone (rules/userTasks.ts). */
import { userPaths } from '@/api/user';
import { getDb } from '../db';
import { raiseNotice } from '../rules/notices';
import { createTask, readTaskQuery, setTaskDone, toUserTask } from '../rules/userTasks';
import { apiPost, apiWrite, listResult, paginate, requireSession } from './kit';

/** A task given to someone else is a notice for them. */
const createUserTask = apiWrite(userPaths.createUserTask, (ctx) => {
  const { user } = requireSession(ctx);
  const row = createTask(user, ctx.body);
  if (row.userId !== user.userId) {
    raiseNotice(getDb(), { companyId: row.companyId, userId: row.userId, kind: 'taskAssigned', subjectType: 'task', subjectId: row.taskId, about: row.title });
  }
  return toUserTask(row);
});

const getUserTasks = apiPost(userPaths.getUserTasks, (ctx) => {
  const { rows, paging } = readTaskQuery(requireSession(ctx).user, ctx.body);
  const page = paginate(rows, paging);
  return listResult(page.list.map(toUserTask), page.total);
});

const setUserTaskDone = apiWrite(userPaths.setUserTaskDone, (ctx) => toUserTask(setTaskDone(requireSession(ctx).user, ctx.body)));

export const userTaskHandlers = [createUserTask, getUserTasks, setUserTaskDone];
