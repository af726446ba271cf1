/**
 * The merge records on one hall record (its united_mapping_aunts: all of them for its owner,
 * only ours for anyone else): the applying agency and its staff member, the offered aunt (job
 * merges), when, the state, and the steps our side may take. Rows carry data-row-key.
 */
import { Empty, Table } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt, UnitedMappingKind } from '@/api/united.types';
import { AuntAvatar } from '@/components/aunt';
import { mergePeer } from './chatPeers';
import { ContactCell } from './ContactCell';
import { MergeActions } from './MergeActions';
import { MergeStatusTag } from './MergeStatusTag';
import { StartChatButton } from './StartChatButton';
import type { MergeSteps } from './useMergeStep';
import styles from './United.module.css';
import { dateTime } from '@/domain/format';

interface MappingTableProps {
  records: UnitedMappingAunt[];
  kind: UnitedMappingKind;
  companyId: number;
  steps: MergeSteps;
  label: string;
  emptyText: string;
}

const rowKey = (record: UnitedMappingAunt) => record.mappingAuntId;

export function MappingTable({ records, kind, companyId, steps, label, emptyText }: MappingTableProps) {
  const { t } = useTranslation();
  const columns = useMemo((): ColumnsType<UnitedMappingAunt> => {
    const title = (key: string) => t(`united.records.columns.${key}`);
    const offered: ColumnsType<UnitedMappingAunt> =
      kind === 'job'
        ? [
            {
              key: 'aunt',
              title: title('aunt'),
              render: (_, record) => (
                <span className={styles.contact}>
                  <AuntAvatar portrait={record.auntHeadUrl} name={record.auntName} size={24} />
                  {record.auntName}
                </span>
              ),
            },
          ]
        : [];
    return [
      { key: 'applicant', title: title('applicant'), dataIndex: 'companyName' },
      ...offered,
      {
        key: 'contact',
        title: title('contact'),
        render: (_, record) => (
          <span className={styles.contactWithChat}>
            <ContactCell user={record.client_user} />
            {/* The applying staff member, on our own record (on theirs, the record's publisher is the one to message). */}
            <StartChatButton peer={record.ownerCompanyId === companyId ? mergePeer(record, companyId) : null} />
          </span>
        ),
      },
      { key: 'createdTime', title: title('createdTime'), render: (_, record) => dateTime(record.createdTime) },
      { key: 'status', title: title('status'), render: (_, record) => <MergeStatusTag record={record} /> },
      { key: 'actions', title: title('actions'), render: (_, record) => <MergeActions record={record} companyId={companyId} steps={steps} /> },
    ];
  }, [companyId, kind, steps, t]);
  return (
    <Table<UnitedMappingAunt>
      aria-label={label}
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={records}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}
