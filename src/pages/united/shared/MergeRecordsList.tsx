/**
 * A list of merge records on the list machinery (getUnitedAunts / getUnitedJobs): optional state
 * tabs, keyword, the records table with the steps our side may take on each row.
 */
import { unitedQueries } from '@/api/united.queries';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestOptions } from '@/api/http';
import type { ListResult } from '@/api/types';
import type { UnitedMappingAunt, UnitedMappingKind, UnitedMappingStatus, UnitedRecordQuery } from '@/api/united.types';
import { DataTable, useColumnSettings } from '@/components/DataTable';
import { FilterRow, KeywordFilter } from '@/components/filters';
import { MERGE_STATUS } from '@/domain/unitedGraph';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { useCompanyId } from './mergeSide';
import { useRecordColumns } from './recordColumns';
import { useMergeStep } from './useMergeStep';

export type RecordFilter = { keyword?: string; status?: UnitedMappingStatus; side?: 'applicant' | 'any' };

interface MergeRecordsListProps {
  kind: UnitedMappingKind;
  list: (body: UnitedRecordQuery, options: RequestOptions) => Promise<ListResult<UnitedMappingAunt>>;
  memoryKey: string;
  initialFilter: RecordFilter;
  variant: 'applications' | 'completed';
  label: string;
  emptyHint: string;
}

const rowKey = (record: UnitedMappingAunt) => record.mappingAuntId;
const ALL = 'all';
const STATUSES = Object.values(MERGE_STATUS);

export function MergeRecordsList({ kind, list, memoryKey, initialFilter, variant, label, emptyHint }: MergeRecordsListProps) {
  const { t } = useTranslation();
  const fetch = useMemo<TableFetch<UnitedMappingAunt, RecordFilter>>(() => (query, signal) => list(query, { signal, silent: true }), [list]);
  const table = useTable<UnitedMappingAunt, RecordFilter>({ memoryKey, queryKey: unitedQueries.list(memoryKey), fetch, initialFilter, rowKey });
  const companyId = useCompanyId();
  const steps = useMergeStep(table.refresh);
  const columns = useRecordColumns(kind, variant, companyId, steps);
  const settings = useColumnSettings(`united-${variant}-${kind}`, columns);
  const status = table.filter.status;

  return (
    <>
      {variant === 'applications' && (
        <Tabs
          activeKey={status === undefined ? ALL : String(status)}
          onChange={(key) => table.patchFilter({ status: key === ALL ? undefined : (Number(key) as UnitedMappingStatus) })}
          items={[{ key: ALL, label: t('united.records.tabs.all') }, ...STATUSES.map((value) => ({ key: String(value), label: t(`united.status.${value}`) }))]}
        />
      )}
      <FilterRow label={t('united.records.filters.label')} widths={{ keyword: 280 }}>
        <KeywordFilter table={table} label={t('united.records.filters.keyword')} placeholder={t('united.records.filters.keywordPlaceholder')} />
      </FilterRow>
      <DataTable table={table} settings={settings} label={label} emptyHint={table.isFiltered ? null : emptyHint} />
    </>
  );
}
