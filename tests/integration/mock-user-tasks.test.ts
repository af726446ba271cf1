/** Staff tasks in the mock: the seeded reminders, create (for oneself; for a colleague with user.manage), the list in its order, done and open again. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { createUserTask, getUserTasks, setUserTaskDone, userPaths } from '@/api/user';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(STAFF_ACCOUNT);
});
afterEach(() => removeToken());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const ownAunt = (mobile: string) => getDb().aunts.find((row) => row.teacherUserId === userIdOf(mobile) && row.isDeleted === 0)!;

describe('the seeded tasks', () => {
  it('give the demo staff member open tasks (one about an aunt, one about an employer) and a done one', async () => {
    const tasks = await getUserTasks({ page: 1, pageSize: 20 }, silent);
    expect(tasks.total).toBe(4);
    expect(tasks.list.map((task) => task.isDone)).toEqual([0, 0, 0, 1]);
    const open = tasks.list.filter((task) => task.isDone === 0);
    expect(open.map((task) => task.remindTime)).toEqual(open.map((task) => task.remindTime).sort());
    expect(tasks.list[0]).toMatchObject({ title: '回访阿姨体检结果', createdByName: '王经理', userName: '李顾问' });
    expect(tasks.list[0]!.auntName).not.toBe('');
    expect(tasks.list[1]!.employerName).not.toBe('');
    expect((await getUserTasks({ isDone: 0 }, silent)).total).toBe(3);
  });
});

describe('/user/createUserTask', () => {
  it('creates a task for oneself about one’s aunt; the list shows it in reminder order', async () => {
    const aunt = ownAunt(STAFF_ACCOUNT.mobile);
    // Before every seeded reminder (offsets from the seed's clock): first in the list.
    const earliest = Math.min(...getDb().userTasks.map((row) => Date.parse(row.remindTime)));
    const remindTime = new Date(earliest - 3_600_000).toISOString();
    const task = await createUserTask({ title: '  电话回访  ', content: '问问上户情况', remindTime, auntId: aunt.auntId }, silent);
    expect(task).toMatchObject({
      title: '电话回访',
      userId: userIdOf(STAFF_ACCOUNT.mobile),
      createdBy: userIdOf(STAFF_ACCOUNT.mobile),
      auntId: aunt.auntId,
      auntName: aunt.auntName,
      employerId: null,
      isDone: 0,
    });
    const first = (await getUserTasks({ page: 1, pageSize: 1 }, silent)).list[0];
    expect(first?.taskId).toBe(task.taskId);
  });

  it('needs user.manage for a colleague’s task, who must be an enabled staff member of the company', async () => {
    const body = { title: '跟进', content: '', remindTime: inHours(2), userId: userIdOf(ADMIN_ACCOUNT.mobile) };
    await refused(() => createUserTask(body, silent), 40301);
    actAs(ADMIN_ACCOUNT);
    const given = await createUserTask({ ...body, userId: userIdOf(STAFF_ACCOUNT.mobile) }, silent);
    expect(given).toMatchObject({ userName: '李顾问', createdByName: '王经理' });
    await refused(() => createUserTask({ ...body, userId: userIdOf('13800000005') }, silent), 40001, '不能给已停用的员工分配任务');
    await refused(() => createUserTask({ ...body, userId: userIdOf(PARTNER_ACCOUNT.mobile) }, silent), 40401);
  });

  it('refuses a bad body and another company’s aunt or employer; stores nothing', async () => {
    const good = { title: '跟进', content: '', remindTime: inHours(2) };
    const foreignAunt = ownAunt(PARTNER_ACCOUNT.mobile).auntId;
    const foreignEmployer = getDb().employers.find((row) => row.companyId === 2)!.employerId;
    const cases: [unknown, number, string?][] = [
      [{ ...good, title: '' }, 40001, '请填写任务标题'],
      [{ ...good, title: 'x'.repeat(51) }, 40001],
      [{ ...good, content: 'x'.repeat(501) }, 40001],
      [{ ...good, remindTime: '明天' }, 40001, '提醒时间格式不正确'],
      [{ ...good, remindTime: '2026-02-30T10:00:00' }, 40001],
      [{ ...good, auntId: '3' }, 40001],
      [{ ...good, isDone: 1 }, 40001],
      [{ ...good, auntId: foreignAunt }, 40401, '阿姨不存在'],
      [{ ...good, employerId: foreignEmployer }, 40401, '客户不存在'],
    ];
    for (const [body, code, message] of cases) await refused(() => postUnchecked(userPaths.createUserTask, body, silent), code, message);
  });
});

describe('/user/getUserTasks and /user/setUserTaskDone', () => {
  it('reads a colleague’s tasks only with user.manage', async () => {
    await refused(() => getUserTasks({ userId: userIdOf(ADMIN_ACCOUNT.mobile) }, silent), 40301);
    actAs(ADMIN_ACCOUNT);
    expect((await getUserTasks({ userId: userIdOf(STAFF_ACCOUNT.mobile) }, silent)).total).toBe(4);
    expect((await getUserTasks({}, silent)).list.map((task) => task.title)).toEqual(['核对本月员工业绩目标']);
    await refused(() => getUserTasks({ userId: userIdOf(THIRD_ACCOUNT.mobile) }, silent), 40401);
    await refused(() => postUnchecked(userPaths.getUserTasks, { isDone: '0' }, silent), 40001);
  });

  it('lets the assignee mark a task done and open again; someone else’s needs user.manage', async () => {
    const [task] = (await getUserTasks({ isDone: 0, page: 1, pageSize: 1 }, silent)).list;
    const done = await setUserTaskDone({ taskId: task!.taskId, isDone: 1 }, silent);
    expect(done.isDone).toBe(1);
    expect((await getUserTasks({ isDone: 0 }, silent)).total).toBe(2);
    expect((await setUserTaskDone({ taskId: task!.taskId, isDone: 0 }, silent)).isDone).toBe(0);
    const adminTask = getDb().userTasks.find((row) => row.userId === userIdOf(ADMIN_ACCOUNT.mobile))!;
    await refused(() => setUserTaskDone({ taskId: adminTask.taskId, isDone: 1 }, silent), 40301);
    const foreign = getDb().userTasks.find((row) => row.companyId === 3)!;
    actAs(ADMIN_ACCOUNT);
    await refused(() => setUserTaskDone({ taskId: foreign.taskId, isDone: 1 }, silent), 40401, '任务不存在');
    await refused(() => postUnchecked(userPaths.setUserTaskDone, { taskId: task!.taskId, isDone: true }, silent), 40001);
    expect((await setUserTaskDone({ taskId: task!.taskId, isDone: 1 }, silent)).isDone).toBe(1);
  });
});
