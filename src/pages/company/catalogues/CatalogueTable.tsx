import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { CellTag } from '@/components/CellTag';
import { useTranslation } from 'react-i18next';

/** One entry of a catalogue as its settings table shows it. */
export interface EntryRow {
  id: number;
  name: string;
  /** Shown as the name tag's colour (labels, service types). */
  color?: string;
  /** Service types: offered for new records. */
  enabled?: boolean;
  useCount: number;
}

interface CatalogueTableProps<R extends EntryRow> {
  rows: readonly R[];
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  canManage: boolean;
  /** A write under way: every action waits. */
  busy: boolean;
  /** "12 位阿姨" for a use count. */
  usesText: (count: number) => string;
  /** Draw the name as a tag in its colour. */
  coloured?: boolean;
  /** An enabled switch per row (service types). */
  onToggleEnabled?: (row: R, enabled: boolean) => void;
  onEdit: (row: R) => void;
  onMove: (row: R, step: -1 | 1) => void;
  onDelete: (row: R) => void;
  /** More actions before Edit (skills: add a skill to a group). */
  extraActions?: (row: R) => ReactNode;
}

interface EntryActionsProps {
  name: string;
  busy: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  /** Before Edit (skills: add a skill to a group). */
  extra?: ReactNode;
}

/** A manager's actions on one entry: edit, move up / down, delete (each named after the entry). */
export function EntryActions({ name, busy, first, last, onEdit, onMove, onDelete, extra }: EntryActionsProps) {
  const { t } = useTranslation();
  const a = (key: string) => t(`companyCatalogues.actions.${key}`, { name });
  return (
    <Space size={2}>
      {extra}
      <Button size="small" type="link" icon={<EditOutlined />} aria-label={a('editLabel')} disabled={busy} onClick={onEdit}>
        {t('companyCatalogues.actions.edit')}
      </Button>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label={a('moveUp')}
        title={a('moveUp')}
        disabled={busy || first}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={a('moveDown')}
        title={a('moveDown')}
        disabled={busy || last}
        onClick={() => onMove(1)}
      />
      <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={a('deleteLabel')} disabled={busy} onClick={onDelete}>
        {t('companyCatalogues.actions.delete')}
      </Button>
    </Space>
  );
}

/** The offered entries of a catalogue in their order: name (in its colour), uses, and for a manager edit, move up / down and delete. */
export function CatalogueTable<R extends EntryRow>({
  rows,
  label,
  emptyText,
  canManage,
  busy,
  usesText,
  coloured,
  onToggleEnabled,
  onEdit,
  onMove,
  onDelete,
  extraActions,
}: CatalogueTableProps<R>) {
  const { t } = useTranslation();
  const a = (key: string, name: string) => t(`companyCatalogues.actions.${key}`, { name });
  const columns: TableColumnsType<R> = [
    { key: 'order', title: t('companyCatalogues.columns.order'), width: 72, render: (_, __, index) => index + 1 },
    {
      key: 'name',
      title: t('companyCatalogues.columns.name'),
      render: (_, row) =>
        coloured ? (
          <CellTag color={row.color || undefined} style={{ marginInlineEnd: 0 }} data-testid="entry-name">
            {row.name}
          </CellTag>
        ) : (
          <span data-testid="entry-name">{row.name}</span>
        ),
    },
    ...(coloured
      ? [
          {
            key: 'color',
            title: t('companyCatalogues.columns.color'),
            width: 120,
            render: (_: unknown, row: R) => <Typography.Text type={row.color ? undefined : 'secondary'}>{row.color || '—'}</Typography.Text>,
          },
        ]
      : []),
    ...(onToggleEnabled
      ? [
          {
            key: 'enabled',
            title: t('companyCatalogues.columns.enabled'),
            width: 90,
            render: (_: unknown, row: R) => (
              <Switch
                size="small"
                checked={row.enabled}
                disabled={!canManage || busy}
                aria-label={a('enableLabel', row.name)}
                onChange={(on) => onToggleEnabled(row, on)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'uses',
      title: t('companyCatalogues.columns.uses'),
      width: 140,
      render: (_, row) => (
        <Typography.Text type={row.useCount ? undefined : 'secondary'}>
          {row.useCount ? usesText(row.useCount) : t('companyCatalogues.uses.none')}
        </Typography.Text>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('companyCatalogues.columns.actions'),
      width: extraActions ? 380 : 260,
      render: (_, row, index) => (
        <EntryActions
          name={row.name}
          busy={busy}
          first={index === 0}
          last={index === rows.length - 1}
          onEdit={() => onEdit(row)}
          onMove={(step) => onMove(row, step)}
          onDelete={() => onDelete(row)}
          extra={extraActions?.(row)}
        />
      ),
    });
  }
  return <Table<R> size="middle" rowKey="id" pagination={false} dataSource={rows as R[]} columns={columns} aria-label={label} locale={{ emptyText }} />;
}
