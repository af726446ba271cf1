/**
 * "My tasks" on the dashboard (a lazy chunk, after the first paint): the signed-in user's tasks
 * from /user/getUserTasks, to do (soonest reminder first, overdue ones marked) or done, five a
 * page; a tick marks one done (or back to do), one request per task at a time; "Add task" gives
 * oneself a task (TaskFormDialog). A task names who gave it and links its aunt or employer.
 */
import { Alert, App, Badge, Button, Card, Checkbox, Empty, List, Segmented, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Flag } from '@/api/shared';
import { getUserTasks, setUserTaskDone, type UserTask } from '@/api/user';
import { TaskFormDialog } from '@/components/tasks/TaskFormDialog';
import { formatRelative } from '@/domain/time';
import { useFreshData } from '@/hooks/useFreshData';
import { usePageState } from '@/hooks/pageMemory';
import { useSession } from '@/stores/session';
import '@/i18n/texts/tasks';

const PAGE_SIZE = 5;

export default function MyTasksCard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const me = useSession((state) => state.user?.userId ?? 0);
  const [view, setView] = usePageState<Flag>('dashboard.tasks.view', 0);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const tasks = useFreshData(`dashboard-tasks:${view}:${page}:${version}`, (signal) => getUserTasks({ isDone: view, page, pageSize: PAGE_SIZE }, { signal, silent: true }));
  // The to-do count for the badge, whichever view is shown.
  const openCount = useFreshData(`dashboard-tasks-open:${version}`, (signal) => getUserTasks({ isDone: 0, page: 1, pageSize: 1 }, { signal, silent: true }));
  const c = (key: string) => t(`tasks.card.${key}`);
  const reload = () => setVersion((value) => value + 1);

  const toggle = async (task: UserTask) => {
    if (busy.has(task.taskId)) return;
    setBusy((current) => new Set(current).add(task.taskId));
    try {
      const saved = await setUserTaskDone({ taskId: task.taskId, isDone: task.isDone === 1 ? 0 : 1 });
      void message.success(t(saved.isDone === 1 ? 'tasks.card.doneMessage' : 'tasks.card.reopenMessage', { title: task.title }));
      reload();
    } catch {
      // Shown by the request layer; the tick stays as it was.
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
    if (tasks.error && !data) {
      return <Alert type="error" showIcon title={t('tasks.card.loadFailed', { message: tasks.error })} action={<Button size="small" onClick={tasks.reload}>{c('retry')}</Button>} />;
    }
    if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (data.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={view === 0 ? c('emptyOpen') : c('emptyDone')} />;
    return (
      <List<UserTask>
        size="small"
        dataSource={data.list}
        aria-busy={tasks.loading}
        pagination={data.total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: data.total, size: 'small', onChange: setPage, showSizeChanger: false } : false}
        renderItem={(task) => {
          const overdue = task.isDone === 0 && dayjs(task.remindTime).isBefore(dayjs());
          const full = dayjs(task.remindTime).format('YYYY-MM-DD HH:mm');
          return (
            <List.Item key={task.taskId} data-testid="my-task">
              <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', width: '100%' }}>
                <Checkbox
                  checked={task.isDone === 1}
                  disabled={busy.has(task.taskId)}
                  aria-label={t(task.isDone === 1 ? 'tasks.card.reopen' : 'tasks.card.markDone', { title: task.title })}
                  onChange={() => void toggle(task)}
                  style={{ marginTop: 2 }}
                />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                    <Typography.Text strong delete={task.isDone === 1}>
                      {task.title}
                    </Typography.Text>
                    {overdue && <Tag color="red">{c('overdue')}</Tag>}
                    {task.createdBy !== me && task.createdByName && <Tag>{t('tasks.card.from', { name: task.createdByName })}</Tag>}
                  </div>
                  {task.content && (
                    <Typography.Text type="secondary" style={{ display: 'block', wordBreak: 'break-word' }}>
                      {task.content}
                    </Typography.Text>
                  )}
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 12, marginTop: 2 }}>
                    <Tooltip title={full}>
                      <Typography.Text type={overdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                        <time dateTime={task.remindTime}>{t('tasks.card.remind', { time: formatRelative(task.remindTime, { lang }) })}</time>
                      </Typography.Text>
                    </Tooltip>
                    {task.auntId && task.auntName && (
                      <span>
                        {c('aunt')}
                        <Link to={`/aunt/detail/${task.auntId}`}>{task.auntName}</Link>
                      </span>
                    )}
                    {task.employerId && task.employerName && (
                      <span>
                        {c('employer')}
                        <Link to={`/employer/detail/${task.employerId}`}>{task.employerName}</Link>
                      </span>
                    )}
                  </div>
                </div>
              </div>
            </List.Item>
          );
        }}
      />
    );
  })();

  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <h2 style={{ fontSize: 16, margin: 0 }}>{c('title')}</h2>
          {openCount.data && <Badge count={openCount.data.total} showZero={false} aria-label={`${c('open')} ${openCount.data.total}`} />}
        </span>
      }
      extra={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Segmented<Flag>
            size="small"
            value={view}
            onChange={(value) => {
              setView(value);
              setPage(1);
            }}
            options={[
              { value: 0, label: c('open') },
              { value: 1, label: c('done') },
            ]}
          />
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {c('add')}
          </Button>
        </span>
      }
      data-testid="my-tasks"
    >
      {body}
      {adding && (
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
      )}
    </Card>
  );
}
