import { useMemo, useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { parentKeys, type DepartmentRow } from './departmentTree';

interface DepartmentTableProps {
  rows: DepartmentRow[];
  canManage: boolean;
  /** A write under way: every action waits (one request at a time). */
  busy: boolean;
  onAddChild: (row: DepartmentRow) => void;
  onEdit: (row: DepartmentRow) => void;
  onMove: (row: DepartmentRow, step: -1 | 1) => void;
  onDelete: (row: DepartmentRow) => void;
}

/** The department tree as an expandable table: name, staff (own, and with the departments below), and the actions for a manager. */
export function DepartmentTable({ rows, canManage, busy, onAddChild, onEdit, onMove, onDelete }: DepartmentTableProps) {
  const { t } = useTranslation();
  // Every branch open unless the user closed it (a branch that gets its first child opens too).
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo(() => parentKeys(rows).filter((key) => !collapsed.has(key)), [rows, collapsed]);
  const a = (key: string, name: string) => t(`departments.actions.${key}`, { name });

  const columns: TableColumnsType<DepartmentRow> = [
    { key: 'name', title: t('departments.columns.name'), render: (_, row) => <span data-testid="department-name">{row.department.departmentName}</span> },
    {
      key: 'staff',
      title: t('departments.columns.staff'),
      width: 200,
      render: (_, row) => (
        <Space size={8}>
          <span data-testid="department-staff">{row.department.userCount}</span>
          {row.children && <Typography.Text type="secondary">{t('departments.staffWithBelow', { count: row.staffWithBelow })}</Typography.Text>}
        </Space>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('departments.columns.actions'),
      width: 440,
      render: (_, row) => {
        const name = row.department.departmentName;
        return (
          <Space size={2}>
            <Button size="small" type="link" icon={<PlusOutlined />} aria-label={a('addChildLabel', name)} disabled={busy} onClick={() => onAddChild(row)}>
              {t('departments.actions.addChild')}
            </Button>
            <Button size="small" type="link" icon={<EditOutlined />} aria-label={a('editLabel', name)} disabled={busy} onClick={() => onEdit(row)}>
              {t('departments.actions.edit')}
            </Button>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={a('moveUp', name)}
              title={a('moveUp', name)}
              disabled={busy || row.index === 0}
              onClick={() => onMove(row, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={a('moveDown', name)}
              title={a('moveDown', name)}
              disabled={busy || row.index === row.siblings - 1}
              onClick={() => onMove(row, 1)}
            />
            <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={a('deleteLabel', name)} disabled={busy} onClick={() => onDelete(row)}>
              {t('departments.actions.delete')}
            </Button>
          </Space>
        );
      },
    });
  }

  return (
    <Table<DepartmentRow>
      size="middle"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={columns}
      aria-label={t('departments.tableLabel')}
      locale={{ emptyText: t('departments.empty') }}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (open, row) =>
          setCollapsed((current) => {
            const next = new Set(current);
            if (open) next.delete(row.key);
            else next.add(row.key);
            return next;
          }),
      }}
    />
  );
}
