/**
 * One employer's jobs, for the employer detail page: every owner's jobs of that employer
 * (getJobsByFilterUser { employerId, userId: 0 }) as compact cards with the same actions as the
 * jobs page (joint hall included), and "添加岗位" opening the job form with the employer fixed.
 *
 * @example <EmployerJobsPanel employer={employer} />
 */
import { employerQueries } from '@/api/employer.queries';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Skeleton, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employer, EmployerJob } from '@/api/employer.types';
import { TableError } from '@/components/DataTable';
import { JobFormDialog } from '@/components/employer/JobFormDialog';
import { JobSummary } from '@/components/employer/JobSummary';
import { useRegions } from '@/components/employer/useRegions';
import { HallSharedTag } from '@/components/united';
import { useTable } from '@/hooks/useTable';
import { EVERYONE, fetchJobs, jobRowKey, type JobListFilter } from './listData';
import { JobRowActions } from './JobRowActions';
import { useOfferedAunts } from './OfferedAuntsDrawer';
import { useCanActOnJob } from './permissions';
import { useJobActions } from './useJobActions';
import styles from './Jobs.module.css';
import '@/i18n/texts/jobs';

export function EmployerJobsPanel({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  const initialFilter = useMemo<JobListFilter>(() => ({ employerId: employer.employerId, userId: EVERYONE }), [employer.employerId]);
  const table = useTable<EmployerJob, JobListFilter>({
    memoryKey: 'employerJobs',
    queryKey: employerQueries.list('jobs'),
    fetch: fetchJobs,
    initialFilter,
    rowKey: jobRowKey,
  });
  const offered = useOfferedAunts();
  const actions = useJobActions(table, offered.open);
  const canAct = useCanActOnJob();
  const { cityName } = useRegions();
  const [adding, setAdding] = useState(false);
  const firstLoad = table.loading && table.loadedAt === null;

  let body;
  if (table.error) body = <TableError message={table.error.message} onRetry={table.error.retry} />;
  else if (firstLoad) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (table.rows.length === 0)
    body = (
      <Empty className={styles.panelState} description={t('jobs.panel.empty')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('jobs.addForEmployer')}
        </Button>
      </Empty>
    );
  else
    body = (
      <Spin spinning={table.loading} delay={120}>
        <ul className={styles.panelList} aria-label={t('jobs.panel.title')}>
          {table.rows.map((job) => (
            <li key={job.jobId} className={styles.panelItem}>
              <JobSummary
                job={job}
                cityName={cityName(job.cityId)}
                mayReveal={canAct(job)}
                actions={
                  <span className={styles.rowActions}>
                    {job.isShared === 1 && <HallSharedTag />}
                    <JobRowActions job={job} actions={actions} canAct={canAct(job)} />
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        {table.total > table.pageSize && (
          <Pagination
            size="small"
            align="end"
            style={{ marginTop: 12 }}
            current={table.page}
            pageSize={table.pageSize}
            total={table.total}
            onChange={(page) => table.setPage(page)}
          />
        )}
      </Spin>
    );

  return (
    <section aria-label={t('jobs.panel.title')}>
      <div className={styles.panelHead}>
        <span>{firstLoad || table.error ? null : t('jobs.panel.count', { count: table.total })}</span>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('jobs.addForEmployer')}
        </Button>
      </div>
      {body}
      <JobFormDialog open={adding} employer={employer} onClose={() => setAdding(false)} onSaved={() => table.refresh()} />
      {offered.drawer}
    </section>
  );
}
