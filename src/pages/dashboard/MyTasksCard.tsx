/**
 * "My tasks" on the dashboard (a lazy chunk, after the first paint): the signed-in user's tasks
 * from /user/getUserTasks (asked for by the dashboard as it mounts, useMyTasks), to do (soonest
 * reminder first, overdue ones marked) or done, five a page; a tick marks one done (or back to
 * do), one request per task at a time; "Add task" gives oneself a task (TaskFormDialog). A task
 * names who gave it and links its aunt or employer. Both task calls are ours: a server without the
 * list leaves the card saying so (the rest of the dashboard as it is); without the tick, a tick says
 * so, stays as it was, and the ticks are disabled.
 */
import { Badge, Button, Card, Empty, Skeleton, Space, Tooltip } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appFeedback } from '@/app/feedback';
import { useCallOffered } from '@/api/optional';
import { FeatureUnavailable, tellIfUnavailable } from '@/components/FeatureUnavailable';
import { setUserTaskDone, userPaths, type UserTask } from '@/api/user';
import { formatRelative } from '@/domain/time';
import { useSession } from '@/stores/session';
import '@/i18n/texts/tasks';
import { TASKS_PAGE_SIZE, type MyTasks } from './useMyTasks';
import { pageLink } from '@/app/pageLinks';
import { dateTime } from '@/domain/format';

// The dashboard's budget (issue 11): the dialog's form, select and date picker load when it opens,
// the load-failure alert when shown.
const LoadFailedAlert = lazy(() => import('./LoadFailedAlert'));
const TaskFormDialog = lazy(() => import('@/components/tasks/TaskFormDialog').then((module) => ({ default: module.TaskFormDialog })));

export default function MyTasksCard({ state: { view, setView, page, setPage, tasks, openCount, reload } }: { state: MyTasks }) {
  const { t, i18n } = useTranslation();
  // The app's feedback bridge, not App.useApp(): antd's App code loads after the first paint.
  const { message } = appFeedback;
  const token = useThemeToken();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const me = useSession((state) => state.user?.userId ?? 0);
  const [adding, setAdding] = useState(false);
  // Busy per task by hand, not useConfirmedMutation: that brings antd's App and Progress into the dashboard's load (+31 kB gzip).
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const c = (key: string) => t(`tasks.card.${key}`);
  const listOffered = useCallOffered(userPaths.getUserTasks);
  const doneOffered = useCallOffered(userPaths.setUserTaskDone);

  const toggle = async (task: UserTask) => {
    if (busy.has(task.taskId)) return;
    setBusy((current) => new Set(current).add(task.taskId));
    try {
      const saved = await setUserTaskDone({ taskId: task.taskId, isDone: task.isDone === 1 ? 0 : 1 });
      void message.success(t(saved.isDone === 1 ? 'tasks.card.doneMessage' : 'tasks.card.reopenMessage', { title: task.title }));
      reload();
    } catch (error) {
      // Shown by the request layer, or here when the server lacks the call; the tick stays as it was.
      tellIfUnavailable(error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(task.taskId);
        return next;
      });
    }
  };

  const data = tasks.data;
  const body = (() => {
    if (!listOffered) return <FeatureUnavailable testId="my-tasks-unavailable" />;
    if (tasks.error && !data) {
      return (
        <Suspense fallback={null}>
          <LoadFailedAlert title={t('tasks.card.loadFailed', { message: tasks.error })} retryLabel={c('retry')} onRetry={tasks.reload} />
        </Suspense>
      );
    }
    if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (data.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={view === 0 ? c('emptyOpen') : c('emptyDone')} />;
    // A plain list (antd List would bring its pagination and spin: the dashboard's budget).
    const pages = Math.ceil(data.total / TASKS_PAGE_SIZE);
    const muted = { color: token.colorTextSecondary };
    // A tag's look without antd's Tag (the dashboard's budget).
    const chip = {
      fontSize: token.fontSizeSM,
      lineHeight: '18px',
      padding: '0 7px',
      borderRadius: token.borderRadiusSM,
      border: `1px solid ${token.colorBorder}`,
      background: token.colorFillQuaternary,
    };
    return (
      <div aria-busy={tasks.loading}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.list.map((task, index) => {
            const overdue = task.isDone === 0 && dayjs(task.remindTime).isBefore(dayjs());
            const full = dateTime(task.remindTime);
            return (
              <li
                key={task.taskId}
                data-testid="my-task"
                style={{
                  display: 'flex',
                  gap: 12,
                  alignItems: 'flex-start',
                  padding: '8px 0',
                  borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
                }}
              >
                {/* The browser's check box in the theme's colour: antd's Checkbox would add to the dashboard's budget. */}
                <input
                  type="checkbox"
                  checked={task.isDone === 1}
                  disabled={busy.has(task.taskId) || !doneOffered}
                  title={doneOffered ? undefined : t('errors.unavailable')}
                  aria-label={t(task.isDone === 1 ? 'tasks.card.reopen' : 'tasks.card.markDone', { title: task.title })}
                  onChange={() => void toggle(task)}
                  style={{ marginTop: 4, width: 16, height: 16, accentColor: token.colorPrimary, cursor: 'pointer', flex: 'none' }}
                />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                    <strong style={{ fontWeight: token.fontWeightStrong, textDecoration: task.isDone === 1 ? 'line-through' : undefined }}>{task.title}</strong>
                    {overdue && (
                      <span style={{ ...chip, color: token.colorError, background: token.colorErrorBg, borderColor: token.colorErrorBorder }}>
                        {c('overdue')}
                      </span>
                    )}
                    {task.createdBy !== me && task.createdByName && <span style={chip}>{t('tasks.card.from', { name: task.createdByName })}</span>}
                  </div>
                  {task.content && <div style={{ ...muted, wordBreak: 'break-word' }}>{task.content}</div>}
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 12, marginTop: 2 }}>
                    <Tooltip title={full}>
                      <span style={{ color: overdue ? token.colorError : token.colorTextSecondary }}>
                        <time dateTime={task.remindTime}>{t('tasks.card.remind', { time: formatRelative(task.remindTime, { lang }) })}</time>
                      </span>
                    </Tooltip>
                    {task.auntId && task.auntName && (
                      <span>
                        {c('aunt')}
                        <Link to={pageLink.auntDetail(task.auntId)}>{task.auntName}</Link>
                      </span>
                    )}
                    {task.employerId && task.employerName && (
                      <span>
                        {c('employer')}
                        <Link to={pageLink.employerDetail(task.employerId)}>{task.employerName}</Link>
                      </span>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {pages > 1 && (
          <nav aria-label={c('pages')} style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 8 }}>
            <Button size="small" type="text" icon={<LeftOutlined />} aria-label={c('previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
            <span style={muted}>{t('tasks.card.pageOf', { page, pages })}</span>
            <Button size="small" type="text" icon={<RightOutlined />} aria-label={c('next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
          </nav>
        )}
      </div>
    );
  })();

  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <h2 style={{ fontSize: 16, margin: 0 }}>{c('title')}</h2>
          {listOffered && openCount.data && <Badge count={openCount.data.total} showZero={false} aria-label={`${c('open')} ${openCount.data.total}`} />}
        </span>
      }
      extra={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {/* Two toggle buttons rather than antd Segmented: the dashboard's budget (issue 11). */}
          {listOffered && (
            <Space.Compact role="group" aria-label={c('title')}>
              {([0, 1] as const).map((value) => (
                <Button
                  key={value}
                  size="small"
                  autoInsertSpace={false}
                  type={view === value ? 'primary' : 'default'}
                  aria-pressed={view === value}
                  onClick={() => {
                    setView(value);
                    setPage(1);
                  }}
                >
                  {c(value === 0 ? 'open' : 'done')}
                </Button>
              ))}
            </Space.Compact>
          )}
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {c('add')}
          </Button>
        </span>
      }
      data-testid="my-tasks"
    >
      {body}
      {adding && (
        <Suspense fallback={null}>
          <TaskFormDialog
            assignee={null}
            onClose={() => setAdding(false)}
            onSaved={(task) => {
              void message.success(t('tasks.card.saved', { title: task.title }));
              setAdding(false);
              if (view !== 0) setView(0);
              setPage(1);
              reload();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
