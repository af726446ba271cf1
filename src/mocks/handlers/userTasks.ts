/** Staff tasks: /user/createUserTask (spec) and our /user/getUserTasks, /user/setUserTaskDone (rules/userTasks.ts). */
import { userPaths } from '@/api/user';
import { createTask, readTaskQuery, setTaskDone, toUserTask } from '../rules/userTasks';
import { apiPost, apiWrite, listResult, paginate, requireSession } from './kit';

const createUserTask = apiWrite(userPaths.createUserTask, (ctx) => toUserTask(createTask(requireSession(ctx).user, ctx.body)));

const getUserTasks = apiPost(userPaths.getUserTasks, (ctx) => {
  const { rows, paging } = readTaskQuery(requireSession(ctx).user, ctx.body);
  const page = paginate(rows, paging);
  return listResult(page.list.map(toUserTask), page.total);
});

const setUserTaskDone = apiWrite(userPaths.setUserTaskDone, (ctx) => toUserTask(setTaskDone(requireSession(ctx).user, ctx.body)));

export const userTaskHandlers = [createUserTask, getUserTasks, setUserTaskDone];
