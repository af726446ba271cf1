/**
 * The achievement table of both office pages: rank, staff member (avatar and name), department,
 * target, achieved, progress (antd Progress with the figure as text), signings of target and,
 * for admins, the set-target action. Amounts as "¥1,234.56" from the wire's yuan.
 */
import { Button, Flex, Progress, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/office';
import type { Achievement } from '@/api/office';
import { TableEmpty, TableError } from '@/components/DataTable';
import { UserAvatar } from '@/components/UserAvatar';
import { money } from '@/domain/format';

export interface AchievementTableProps {
  rows: Achievement[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Admins: the set-target action of a row. */
  onSetTarget?: (row: Achievement) => void;
  caption?: string;
}

export function PercentBar({ percent, label }: { percent: number | null; label: string }) {
  const { t } = useTranslation();
  if (percent === null) return <span style={{ color: 'var(--ant-color-text-tertiary, #999)' }}>{t('office.achievement.noTarget')}</span>;
  return (
    <Progress
      percent={Math.min(percent, 100)}
      format={() => `${percent}%`}
      status={percent >= 100 ? 'success' : 'normal'}
      size="small"
      aria-label={`${label} ${percent}%`}
      style={{ minWidth: 140, marginBottom: 0 }}
    />
  );
}

export function AchievementTable({ rows, loading, error, onRetry, onSetTarget, caption }: AchievementTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Achievement> = [
    { key: 'rank', title: t('office.achievement.columns.rank'), dataIndex: 'rank', width: 72, align: 'center' },
    {
      key: 'staff',
      title: t('office.achievement.columns.staff'),
      render: (_, row) => (
        <Flex align="center" gap={8}>
          <UserAvatar size="small" src={row.avatarUrl} alt="" />
          <span>{row.contact}</span>
        </Flex>
      ),
    },
    { key: 'department', title: t('office.achievement.columns.department'), dataIndex: 'departmentName', render: (name: string) => name || '—' },
    { key: 'target', title: t('office.achievement.columns.target'), align: 'right', render: (_, row) => (row.target === 0 ? '—' : money(row.target)) },
    { key: 'achieved', title: t('office.achievement.columns.achieved'), align: 'right', render: (_, row) => money(row.achieved) },
    { key: 'percent', title: t('office.achievement.columns.percent'), render: (_, row) => <PercentBar percent={row.percent} label={row.contact} /> },
    {
      key: 'signed',
      title: t('office.achievement.columns.signed'),
      align: 'center',
      render: (_, row) => (row.targetSigned === 0 ? `${row.signed} / —` : `${row.signed} / ${row.targetSigned}`),
    },
  ];
  if (onSetTarget) {
    columns.push({
      key: 'actions',
      title: t('office.achievement.columns.actions'),
      width: 120,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onSetTarget(row)} aria-label={`${t('office.achievement.setTarget')} ${row.contact}`}>
          {t('office.achievement.setTarget')}
        </Button>
      ),
    });
  }
  return (
    <Table<Achievement>
      rowKey="userId"
      size="middle"
      columns={columns}
      dataSource={error ? [] : (rows ?? [])}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      title={caption ? () => <strong>{caption}</strong> : undefined}
      locale={{ emptyText: error ? <TableError message={error} onRetry={onRetry} /> : loading ? ' ' : <TableEmpty filtered={false} /> }}
    />
  );
}
