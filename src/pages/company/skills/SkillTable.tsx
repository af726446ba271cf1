import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { EntryActions } from '../catalogues/CatalogueTable';
import type { SkillRow } from './skillRows';

interface SkillTableProps {
  rows: SkillRow[];
  canManage: boolean;
  busy: boolean;
  usesText: (count: number) => string;
  onAddOption: (row: SkillRow) => void;
  onEdit: (row: SkillRow) => void;
  onMove: (row: SkillRow, step: -1 | 1) => void;
  onDelete: (row: SkillRow) => void;
}

/** The offered skill groups, each open on its offered skills: name, uses, and a manager's actions (a group also takes a new skill). */
export function SkillTable({ rows, canManage, busy, usesText, onAddOption, onEdit, onMove, onDelete }: SkillTableProps) {
  const { t } = useTranslation();
  // Every group open unless the user closed it (a group added later opens too).
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const k = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.skills.${key}`, values);
  const columns: TableColumnsType<SkillRow> = [
    {
      key: 'name',
      title: t('companyCatalogues.columns.name'),
      render: (_, row) =>
        row.kind === 'item' ? (
          <span data-testid="skill-item">
            <Typography.Text strong>{row.name}</Typography.Text> <Tag>{k('itemTag')}</Tag>
            {row.children.length === 0 && <Typography.Text type="secondary">{k('noOptions')}</Typography.Text>}
          </span>
        ) : (
          <span data-testid="skill-option">{row.name}</span>
        ),
    },
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
      width: 400,
      render: (_, row) => (
        <EntryActions
          name={row.name}
          busy={busy}
          first={row.index === 0}
          last={row.index === row.siblings - 1}
          onEdit={() => onEdit(row)}
          onMove={(step) => onMove(row, step)}
          onDelete={() => onDelete(row)}
          extra={
            row.kind === 'item' && (
              <Button
                size="small"
                type="link"
                icon={<PlusOutlined />}
                disabled={busy || row.children.length >= CATALOGUE_LIMITS.skillOptions}
                title={row.children.length >= CATALOGUE_LIMITS.skillOptions ? k('limitOptions', { max: CATALOGUE_LIMITS.skillOptions }) : undefined}
                aria-label={k('addOptionLabel', { name: row.name })}
                onClick={() => onAddOption(row)}
              >
                {k('addOption')}
              </Button>
            )
          }
        />
      ),
    });
  }
  return (
    <Table<SkillRow>
      size="middle"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={columns}
      aria-label={k('tableLabel')}
      locale={{ emptyText: k('empty') }}
      expandable={{
        expandedRowKeys: rows.map((row) => row.key).filter((key) => !collapsed.has(key)),
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
