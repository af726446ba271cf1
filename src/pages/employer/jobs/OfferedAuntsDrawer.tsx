/**
 * The aunts other agencies offered for one of our jobs through the job hall
 * (/aunt/getJobApplyAunts), in a DetailsDrawer (推荐阿姨 · the job) over the list machinery:
 * portrait and name, age, work status, the offering agency; loading, empty and error states; a way
 * (in the footer) to "my joint orders", where the merge is agreed or rejected.
 *
 * @example const offered = useOfferedAunts(); … offered.open(job) … {offered.drawer}
 */
import { employerQueries } from '@/api/employer.queries';
import { Flex, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getJobApplyAunts, type JobApplyAunt } from '@/api/aunt';
import type { EmployerJob } from '@/api/employer.types';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { AuntAvatar, WorkStatusTag } from '@/components/aunt';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { useTable, type TableFetch } from '@/hooks/useTable';
import '@/i18n/texts/unitedShelf';

const OFFERED_TABLE_TYPE = 'jobOfferedAunts';
const OWNER_PATH = '/united/owner';
const rowKey = (aunt: JobApplyAunt) => aunt.auntId;

function useOfferedColumns(): DataColumn<JobApplyAunt>[] {
  const { t } = useTranslation();
  return useMemo((): DataColumn<JobApplyAunt>[] => {
    const title = (name: string) => t(`unitedShelf.offered.columns.${name}`);
    return [
      {
        key: 'auntName',
        title: title('auntName'),
        width: 150,
        render: (_, aunt) => (
          <Flex component="span" align="center" gap={8}>
            <AuntAvatar portrait={aunt.portrait} name={aunt.auntName} size={28} />
            <span>{aunt.auntName}</span>
          </Flex>
        ),
      },
      { key: 'age', title: title('age'), width: 70, render: (_, aunt) => aunt.age ?? '' },
      { key: 'workStatus', title: title('workStatus'), width: 100, render: (_, aunt) => <WorkStatusTag status={aunt.workStatus} /> },
      { key: 'company', title: title('company'), width: 200, render: (_, aunt) => <span title={aunt.companyName}>{aunt.companyName}</span> },
    ];
  }, [t]);
}

function OfferedAuntsTable({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const fetch = useCallback<TableFetch<JobApplyAunt, object>>((query, signal) => getJobApplyAunts({ ...query, jobId }, { signal, silent: true }), [jobId]);
  const table = useTable<JobApplyAunt, object>({ memoryKey: false, queryKey: employerQueries.list('jobApplyAunts', jobId), fetch, initialFilter: {}, rowKey });
  const settings = useColumnSettings(OFFERED_TABLE_TYPE, useOfferedColumns());
  return <DataTable table={table} settings={settings} label={t('unitedShelf.offered.listLabel')} stickyOffset={0} emptyHint={t('unitedShelf.offered.empty')} />;
}

export function useOfferedAunts(): { open: (job: EmployerJob) => void; drawer: ReactNode } {
  const { t } = useTranslation();
  const [job, setJob] = useState<EmployerJob | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening asks afresh (offers come and go), even before the last closing motion has ended.
  const [opening, setOpening] = useState(0);
  const open = useCallback((next: EmployerJob) => {
    setJob(next);
    setShown(true);
    setOpening((count) => count + 1);
  }, []);
  const drawer = job && (
    <DetailsDrawer
      open={shown}
      title={t('unitedShelf.offered.listLabel')}
      name={job.title}
      onClose={() => setShown(false)}
      actions={<Link to={OWNER_PATH}>{t('unitedShelf.offered.toOwner')}</Link>}
    >
      <Typography.Paragraph type="secondary">{t('unitedShelf.offered.hint')}</Typography.Paragraph>
      <OfferedAuntsTable key={opening} jobId={job.jobId} />
    </DetailsDrawer>
  );
  return { open, drawer };
}
