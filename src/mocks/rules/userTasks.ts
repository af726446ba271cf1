/**
 * Staff tasks (/user/createUserTask and our /user/getUserTasks, /user/setUserTaskDone): a
 * reminder one staff member gives another (or themselves), optionally about an aunt or an employer
 * of the company. Bodies are read strictly; a task for, or of, someone else needs user.manage.
 */
import { TASK_LIMITS, type UserTask } from '@/api/user';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, nextId, type UserRow, type UserTaskRow } from '../db';
import { invalid, notFound, type Msg } from '../core/errors';
import { requirePermission } from './access';
import { LIST_PAGING_RULES } from './listQuery';
import { readStrictChoices } from './jobMsgInput';

const L = {
  taskId: { zh: '任务编号', en: 'Task id' },
  title: { zh: '任务标题', en: 'Task title' },
  content: { zh: '任务内容', en: 'Task details' },
  remindTime: { zh: '提醒时间', en: 'Reminder time' },
  userId: { zh: '执行人', en: 'Assignee' },
  auntId: { zh: '阿姨', en: 'Aunt' },
  employerId: { zh: '客户', en: 'Employer' },
  isDone: { zh: '完成状态', en: 'Done' },
} as const satisfies Record<string, Msg>;

const TASK_LABEL: Msg = { zh: '任务', en: 'Task' };
const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;
/** An ISO date-time with a zone (what toISOString writes, or an offset). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const CREATE_RULES = {
  title: { type: 'string', label: L.title, required: true, minLength: 1, maxLength: TASK_LIMITS.title },
  content: { type: 'string', label: L.content, maxLength: TASK_LIMITS.content },
  remindTime: { type: 'string', label: L.remindTime, required: true, pattern: ISO_TIME },
  userId: id(L.userId),
  auntId: id(L.auntId),
  employerId: id(L.employerId),
} as const;

const LIST_RULES = { ...LIST_PAGING_RULES, userId: id(L.userId), isDone: { type: 'enum', values: [0, 1], label: L.isDone } } as const;
const DONE_RULES = { taskId: { ...id(L.taskId), required: true }, isDone: { type: 'enum', values: [0, 1], required: true, label: L.isDone } } as const;

/** The user whose tasks these are: the caller, or (user.manage) a colleague of the company. */
function subjectOf(caller: UserRow, userId: number | undefined, { enabledOnly }: { enabledOnly: boolean }): UserRow {
  if (userId === undefined || userId === caller.userId) return caller;
  requirePermission(caller, FEATURE_PERMISSIONS.userManage);
  const other = getDb().users.find((row) => row.userId === userId && row.companyId === caller.companyId);
  if (!other) throw notFound({ zh: '员工', en: 'Staff member' });
  if (enabledOnly && other.isEnabled !== 1) throw invalid({ zh: '不能给已停用的员工分配任务', en: 'A disabled staff member cannot be given a task' });
  return other;
}

export function createTask(caller: UserRow, body: unknown): UserTaskRow {
  const input = readStrictChoices(body, CREATE_RULES);
  const remind = Date.parse(input.remindTime);
  if (!Number.isFinite(remind)) throw invalid({ zh: `${L.remindTime.zh}格式不正确`, en: `${L.remindTime.en} is not valid` });
  const assignee = subjectOf(caller, input.userId, { enabledOnly: true });
  const db = getDb();
  if (input.auntId !== undefined && !db.aunts.some((row) => row.auntId === input.auntId && row.companyId === caller.companyId && row.isDeleted === 0)) {
    throw notFound(L.auntId);
  }
  if (
    input.employerId !== undefined &&
    !db.employers.some((row) => row.employerId === input.employerId && row.companyId === caller.companyId && row.isDeleted === 0)
  ) {
    throw notFound(L.employerId);
  }
  const row: UserTaskRow = {
    taskId: nextId('userTasks'),
    companyId: caller.companyId,
    userId: assignee.userId,
    createdBy: caller.userId,
    title: input.title,
    content: input.content ?? '',
    remindTime: new Date(remind).toISOString(),
    auntId: input.auntId ?? null,
    employerId: input.employerId ?? null,
    isDone: 0,
    createdTime: new Date().toISOString(),
  };
  db.userTasks.push(row);
  return row;
}

/** Open tasks first, the soonest reminder first; then the done ones, the latest reminder first. */
function taskOrder(a: UserTaskRow, b: UserTaskRow): number {
  if (a.isDone !== b.isDone) return a.isDone - b.isDone;
  const byTime = a.isDone === 0 ? a.remindTime.localeCompare(b.remindTime) : b.remindTime.localeCompare(a.remindTime);
  return byTime || a.taskId - b.taskId;
}

export function readTaskQuery(caller: UserRow, body: unknown) {
  const query = readStrictChoices(body, LIST_RULES);
  const subject = subjectOf(caller, query.userId, { enabledOnly: false });
  const rows = getDb()
    .userTasks.filter(
      (row) => row.companyId === caller.companyId && row.userId === subject.userId && (query.isDone === undefined || row.isDone === query.isDone),
    )
    .sort(taskOrder);
  return { rows, paging: query };
}

export function setTaskDone(caller: UserRow, body: unknown): UserTaskRow {
  const input = readStrictChoices(body, DONE_RULES);
  const row = getDb().userTasks.find((task) => task.taskId === input.taskId && task.companyId === caller.companyId);
  if (!row) throw notFound(TASK_LABEL);
  if (row.userId !== caller.userId) requirePermission(caller, FEATURE_PERMISSIONS.userManage);
  row.isDone = input.isDone;
  return row;
}

export function toUserTask(row: UserTaskRow): UserTask {
  const db = getDb();
  const nameOf = (userId: number) => db.users.find((user) => user.userId === userId)?.contact ?? '';
  return {
    taskId: row.taskId,
    userId: row.userId,
    userName: nameOf(row.userId),
    createdBy: row.createdBy,
    createdByName: nameOf(row.createdBy),
    title: row.title,
    content: row.content,
    remindTime: row.remindTime,
    auntId: row.auntId,
    auntName: row.auntId === null ? '' : (db.aunts.find((aunt) => aunt.auntId === row.auntId)?.auntName ?? ''),
    employerId: row.employerId,
    employerName: row.employerId === null ? '' : (db.employers.find((employer) => employer.employerId === row.employerId)?.employerName ?? ''),
    isDone: row.isDone,
    createdTime: row.createdTime,
  };
}
