/**
 * The row actions of a job list (the jobs page and an employer's jobs panel): pin / unpin,
 * disable / enable, delete for good after a confirmation, and "create order", which opens the
 * recruitment list's create dialog for the job's employer and the job; share into the joint
 * hall's job hall or take off it (下架, asked first), and see the aunts other agencies offered
 * for it. A refusal is shown in the error catalogue's words (useConfirmedMutation) and leaves the
 * row as it was.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { deleteJobs, disableJobs, updateJobsTop } from '@/api/employer';
import type { EmployerJob, JobFilter } from '@/api/employer.types';
import { employerQueries } from '@/api/employer.queries';
import { queryClient } from '@/api/queryClient';
import { useHallShelf } from '@/components/united/useHallShelf';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import type { TableController } from '@/hooks/useTable';

export interface JobActions {
  toggleTop: (job: EmployerJob) => void;
  toggleDisabled: (job: EmployerJob) => void;
  /** Asks first; the job does not go to the recycle bin. */
  remove: (job: EmployerJob) => void;
  createOrder: (job: EmployerJob) => void;
  /** Into the job hall, or off it (asked first); the row shows the new state. */
  toggleShared: (job: EmployerJob) => void;
  /** Opens the aunts offered for the job through the job hall. */
  showOffered: (job: EmployerJob) => void;
  /** That action's request for the job is running. */
  isBusy: (action: 'top' | 'disable' | 'delete', job: EmployerJob) => boolean;
  /** A share or take-off is running (one at a time). */
  shelfBusy: boolean;
}

/** The recruitment list opens its create dialog from these query parameters. */
export const createOrderPath = (job: Pick<EmployerJob, 'employerId' | 'jobId'>) => `/customer/jobs?create=1&employerId=${job.employerId}&jobId=${job.jobId}`;

/** The job list's filter counts change with a job's state: asked again. */
export const refreshJobParams = () => void queryClient.invalidateQueries({ queryKey: employerQueries.jobParams() });

export function useJobActions(table: TableController<EmployerJob, JobFilter>, showOffered: (job: EmployerJob) => void): JobActions {
  const { t } = useTranslation();
  const mutation = useConfirmedMutation();
  const navigate = useRouterNavigate();
  const { refresh, updateRow } = table;
  const disabledFiltered = table.appliedFilter.isDisabled !== undefined;
  const { shareJob, takeOffJob, pending: shelfBusy } = useHallShelf();

  return useMemo<JobActions>(() => {
    const done = (key: string, job: EmployerJob) => t(`jobs.done.${key}`, { title: job.title });
    return {
      toggleTop(job) {
        const isTop = job.isTop === 1 ? 0 : 1;
        void mutation.run({
          key: `top-${job.jobId}`,
          mutate: (options) => updateJobsTop({ jobId: job.jobId, isTop }, options),
          success: done(isTop ? 'top' : 'untop', job),
          onDone: refresh, // pinned jobs come first: the order changes
        });
      },
      toggleDisabled(job) {
        const isDisabled = job.isDisabled === 1 ? 0 : 1;
        void mutation.run({
          key: `disable-${job.jobId}`,
          mutate: (options) => disableJobs({ jobId: job.jobId, isDisabled }, options),
          success: done(isDisabled ? 'disable' : 'enable', job),
          onDone: () => {
            if (disabledFiltered) refresh();
            else updateRow(job.jobId, (row) => ({ ...row, isDisabled }));
            refreshJobParams();
          },
        });
      },
      remove(job) {
        void mutation.run({
          key: `delete-${job.jobId}`,
          confirm: {
            title: t('jobs.confirmDelete.title', { title: job.title }),
            content: t('jobs.confirmDelete.description'),
            okText: t('jobs.confirmDelete.ok'),
            cancelText: t('jobs.confirmDelete.cancel'),
            danger: true,
          },
          mutate: (options) => deleteJobs({ jobId: job.jobId }, options),
          success: done('delete', job),
          onDone: () => {
            refresh();
            refreshJobParams();
          },
        });
      },
      createOrder: (job) => navigate(createOrderPath(job)),
      toggleShared(job) {
        const next = job.isShared === 1 ? 0 : 1;
        const request = next ? shareJob(job.jobId) : takeOffJob(job.jobId, job.title);
        void request.then((accepted) => {
          if (accepted) updateRow(job.jobId, (row) => ({ ...row, isShared: next }));
        });
      },
      showOffered,
      isBusy: (action, job) => mutation.isBusy(`${action}-${job.jobId}`),
      shelfBusy,
    };
  }, [disabledFiltered, mutation, navigate, refresh, shareJob, shelfBusy, showOffered, t, takeOffJob, updateRow]);
}
