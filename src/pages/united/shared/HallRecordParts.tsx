/** What both hall record pages (aunt, job) show the same way: the unavailable state, who shared it, and the merge records we may see. */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt, UnitedMappingKind } from '@/api/united.types';
import { DetailSection, fullDateTime } from '@/components/DetailGrid';
import { RecordUnavailable } from '@/components/RecordStates';
import { MappingTable } from './MappingTable';
import type { MergeSteps } from './useMergeStep';

/** Not found (off the shelf or never there) or failed to load, with the way back to its hall. */
export function HallRecordUnavailable({ notFound, onRetry, hallPath }: { notFound: boolean; onRetry: () => void; hallPath: string }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`united.detail.${key}`);
  return (
    <RecordUnavailable
      notFound={notFound}
      texts={{
        notFound: text('notFound'),
        notFoundHint: text('notFoundHint'),
        loadFailed: text('loadFailed'),
        retry: text('retry'),
        backToList: text('backToHall'),
      }}
      onRetry={onRetry}
      listPath={hallPath}
    />
  );
}

interface SharedRecord {
  companyName: string;
  teacherName: string;
  createdTime: string;
}

/** The record's publisher section: agency, staff member, when shared. */
export function PublisherSection({ record }: { record: SharedRecord }) {
  const { t } = useTranslation();
  const field = (key: string) => t(`united.detail.fields.${key}`);
  return (
    <DetailSection
      title={t('united.detail.sections.publisher')}
      items={[
        { key: 'company', label: field('company'), value: record.companyName },
        { key: 'teacher', label: field('teacher'), value: record.teacherName },
        { key: 'sharedTime', label: field('sharedTime'), value: fullDateTime(record.createdTime) },
      ]}
    />
  );
}

interface HallMergesCardProps {
  records: UnitedMappingAunt[];
  kind: UnitedMappingKind;
  /** Our own record: every agency's applications; else only ours. */
  isOwner: boolean;
  companyId: number;
  steps: MergeSteps;
}

export function HallMergesCard({ records, kind, isOwner, companyId, steps }: HallMergesCardProps) {
  const { t } = useTranslation();
  const title = t(isOwner ? 'united.detail.sections.allMerges' : 'united.detail.sections.merges');
  return (
    <Card title={title}>
      <MappingTable records={records} kind={kind} companyId={companyId} steps={steps} label={title} emptyText={t('united.detail.noMerges')} />
    </Card>
  );
}
