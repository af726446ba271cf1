/**
 * The jobs page (role page 'EmployerJobs', /employer/jobs, component 'employer/jobs'): every job
 * opening of the company's employers on the shared list machinery. By default the signed-in
 * user's jobs; "全部" shows everyone's (userId 0) or one owner's. Filters come from the server
 * (getJobsSearchParam). Rows can be pinned, disabled, deleted for good, turned into an order,
 * shared into the joint hall's job hall or taken off it, and show the aunts offered for them.
 */
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '@/components/useStaffUsers';
import { employerQueries } from '@/api/employer.queries';
import type { EmployerJob } from '@/api/employer.types';
import { DataTable, ExportAllButton, ListPageHeader, datedXlsxName, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { JobFormDialog } from '@/components/employer/JobFormDialog';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { JOBS_TABLE_TYPE, useJobColumns } from './columns';
import { JobsFilterBar } from './JobsFilterBar';
import { useOfferedAunts } from './OfferedAuntsDrawer';
import { INITIAL_FILTER, fetchJobs, jobRowKey, type JobListFilter } from './listData';
import { useCanActOnJob } from './permissions';
import { useJobActions } from './useJobActions';
import styles from './Jobs.module.css';
import '@/i18n/texts/jobs';

const disabledRow = (job: EmployerJob) => (job.isDisabled === 1 ? styles.disabledRow : '');

const JOBS: ListSource<EmployerJob, JobListFilter> = { queryKey: employerQueries.list('jobs'), fetch: fetchJobs, initialFilter: INITIAL_FILTER };
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(JOBS);

/** Employers' names and the jobs' addresses: every export is logged; a full address column comes from the jobs. */
const EXPORT_PRIVACY: ExportPrivacy<EmployerJob> = { list: 'job', subject: 'job', idOf: (job) => job.jobId };

export default function EmployerJobsPage() {
  const { t, i18n } = useTranslation();
  const table = useTable<EmployerJob, JobListFilter>({ ...JOBS, memoryKey: 'jobs', rowKey: jobRowKey });
  const params = useQueryData(employerQueries.jobSearchParams(i18n.language));
  const users = useStaffList();
  const offered = useOfferedAunts();
  const actions = useJobActions(table, offered.open);
  const canAct = useCanActOnJob();
  const columns = useJobColumns(actions, canAct);
  const settings = useColumnSettings(JOBS_TABLE_TYPE, columns);
  const exporter = useTableExport<EmployerJob>();
  const [adding, setAdding] = useState(false);

  const title = t('jobs.title');
  const fileName = datedXlsxName(t('jobs.export.fileName'));

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader title={title} add={{ label: t('jobs.add'), onClick: () => setAdding(true) }} />
      </Card>
      <Card>
        <JobsFilterBar table={table} params={params} users={users.data ?? []} />
        <DataTable
          table={table}
          settings={settings}
          label={title}
          rowClassName={disabledRow}
          extra={
            <ExportAllButton exporter={exporter} table={table} target={{ columns: settings.visible, fileName, sheetName: title, privacy: EXPORT_PRIVACY }} />
          }
          emptyHint={table.isFiltered ? null : t('jobs.emptyHint')}
        />
      </Card>
      <JobFormDialog open={adding} onClose={() => setAdding(false)} onSaved={() => void queryClient.invalidateQueries({ queryKey: employerQueries.all })} />
      {exporter.dialog}
      {offered.drawer}
    </Flex>
  );
}
