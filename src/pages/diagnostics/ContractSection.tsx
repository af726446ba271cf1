import { Alert, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetContractFindings, useContractFindings } from '@/api/contractCheck';
import type { Finding } from '@/api/schemaCheck';
import { config } from '@/config';
import { dateTime } from '@/domain/format';

interface FindingRow extends Finding {
  key: string;
  path: string;
  seenAt: string;
}

const KIND_COLOUR: Record<Finding['kind'], string> = { missing: 'red', type: 'red', value: 'orange', extra: 'default' };

/** Every answer this session that differed from the contract (api/contractCheck), call by call, field by field. */
export function ContractSection() {
  const { t } = useTranslation();
  const seen = useContractFindings();
  const d = (key: string, options?: Record<string, unknown>) => t(`diagnostics.contract.${key}`, options);
  if (!config.diagnostics) return <Alert type="info" showIcon title={d('off')} />;
  const rows: FindingRow[] = seen.flatMap(({ path, findings, seenAt }) =>
    findings.map((finding) => ({ ...finding, path, seenAt, key: `${path} ${finding.field} ${finding.kind}` })),
  );
  const calls = new Set(seen.map(({ path }) => path)).size;
  const columns: TableColumnsType<FindingRow> = [
    { key: 'call', title: d('columns.call'), render: (_, row) => <code>{row.path}</code> },
    { key: 'field', title: d('columns.field'), render: (_, row) => <code>{row.field || '—'}</code> },
    { key: 'kind', title: d('columns.kind'), width: 140, render: (_, row) => <Tag color={KIND_COLOUR[row.kind]}>{t(`errors.contractKind.${row.kind}`)}</Tag> },
    { key: 'expected', title: d('columns.expected'), render: (_, row) => row.expected ?? '—' },
    { key: 'actual', title: d('columns.actual'), render: (_, row) => row.actual ?? '—' },
    { key: 'count', title: d('columns.count'), width: 80, align: 'right', render: (_, row) => row.count },
    { key: 'seenAt', title: d('columns.seenAt'), width: 170, render: (_, row) => dateTime(row.seenAt) },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={calls ? 'warning' : 'success'}
        showIcon
        title={calls ? d('summary', { count: calls }) : d('none')}
        action={
          calls ? (
            <Button size="small" onClick={resetContractFindings}>
              {d('clear')}
            </Button>
          ) : undefined
        }
      />
      {calls > 0 && <Table<FindingRow> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 900 }} />}
      <Typography.Text type="secondary">{d('hint')}</Typography.Text>
    </Space>
  );
}
