/**
 * The seeded staff tasks (/user/createUserTask): a few reminders for the demo staff member (李顾问,
 * company 1), one for the main agency's admin and one for the third agency's staff member, some
 * about one of their own aunts or employers, one already done. Times are offsets from `now` (the
 * seed's clock). No generator: the rows depend only on the users, aunts and employers, which the
 * data upgrade 13 -> 14 (persist/migrate/v13to14.ts) has as a fresh seed has them when it runs this step.
 */
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT } from './demoAccounts';
import { allocateId, type MockDb, type UserRow } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface TaskDecl {
  /** The assignee's mobile. */
  to: string;
  by: string;
  title: string;
  content: string;
  /** Reminder, from `now`. */
  inMs: number;
  about?: 'aunt' | 'employer';
  done?: boolean;
}

const TASKS: readonly TaskDecl[] = [
  {
    to: STAFF_ACCOUNT.mobile,
    by: ADMIN_ACCOUNT.mobile,
    title: '回访阿姨体检结果',
    content: '确认体检报告已上传到阿姨资料，过期的提醒她重新体检。',
    inMs: DAY + HOUR,
    about: 'aunt',
  },
  {
    to: STAFF_ACCOUNT.mobile,
    by: STAFF_ACCOUNT.mobile,
    title: '约客户确认面试时间',
    content: '电话确认面试时间和地点，面试前一天再提醒一次。',
    inMs: 3 * DAY + 2 * HOUR,
    about: 'employer',
  },
  { to: STAFF_ACCOUNT.mobile, by: STAFF_ACCOUNT.mobile, title: '跟进老客户续签意向', content: '', inMs: 6 * DAY },
  { to: STAFF_ACCOUNT.mobile, by: ADMIN_ACCOUNT.mobile, title: '整理上周新登记的阿姨资料', content: '补全照片和技能标签。', inMs: -DAY, done: true },
  { to: ADMIN_ACCOUNT.mobile, by: ADMIN_ACCOUNT.mobile, title: '核对本月员工业绩目标', content: '月底前和各部门确认目标完成情况。', inMs: 2 * DAY + 6 * HOUR },
  { to: '13700000002', by: THIRD_ACCOUNT.mobile, title: '联系新登记的阿姨', content: '约到门店面谈，核对证件。', inMs: DAY, about: 'aunt' },
];

export function seedUserTasks(db: MockDb, now: number): void {
  const byMobile = (mobile: string): UserRow | undefined => db.users.find((row) => row.mobile === mobile);
  TASKS.forEach((decl, index) => {
    const to = byMobile(decl.to);
    const by = byMobile(decl.by);
    if (!to || !by) return;
    const aunt =
      decl.about === 'aunt' ? db.aunts.find((row) => row.companyId === to.companyId && row.teacherUserId === to.userId && row.isDeleted === 0) : undefined;
    const employer =
      decl.about === 'employer' ? db.employers.find((row) => row.companyId === to.companyId && row.userId === to.userId && row.isDeleted === 0) : undefined;
    db.userTasks.push({
      taskId: allocateId(db, 'userTasks'),
      companyId: to.companyId,
      userId: to.userId,
      createdBy: by.userId,
      title: decl.title,
      content: decl.content,
      remindTime: new Date(now + decl.inMs).toISOString(),
      auntId: aunt?.auntId ?? null,
      employerId: employer?.employerId ?? null,
      isDone: decl.done ? 1 : 0,
      createdTime: new Date(now - (index + 2) * HOUR).toISOString(),
    });
  });
}
