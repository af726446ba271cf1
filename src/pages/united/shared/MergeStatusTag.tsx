/** A merge record's state as a tag; a cancelled one says by whom (or why), as its title and text. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt } from '@/api/united.types';
import { MERGE_STATUS } from '@/domain/unitedGraph';

const COLORS: Record<UnitedMappingAunt['status'], string> = {
  [MERGE_STATUS.applied]: 'processing',
  [MERGE_STATUS.agreed]: 'blue',
  [MERGE_STATUS.rejected]: 'error',
  [MERGE_STATUS.cancelled]: 'default',
  [MERGE_STATUS.merged]: 'success',
};

export function MergeStatusTag({ record }: { record: Pick<UnitedMappingAunt, 'status' | 'cancelledBy'> }) {
  const { t } = useTranslation();
  const cancelled = record.status === MERGE_STATUS.cancelled && record.cancelledBy !== null;
  return (
    <Tag color={COLORS[record.status]} data-merge-status={record.status} style={{ marginInlineEnd: 0 }}>
      {cancelled ? t(`united.cancelledBy.${record.cancelledBy}`) : t(`united.status.${record.status}`)}
    </Tag>
  );
}
