/**
 * The columns of the jobs list: title with its state tags, employer (a link to the employer),
 * service type, salary range, schedule with hours and days off, place (address masked, the eye reveals it), requirements, owner and
 * posting time, then the row actions; each writes its shown text to an export.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EmployerJob } from '@/api/employer.types';
import type { DataColumn } from '@/components/DataTable';
import { ServiceTypeTags, useCompanyAuntOptions } from '@/components/aunt';
import { JobTitle } from '@/components/employer/JobSummary';
import { HallSharedTag } from '@/components/united';
import { jobAreaText, jobPlaceText, jobScheduleText } from '@/components/employer/jobText';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { useRegions } from '@/components/employer/useRegions';
import { JobRowActions } from './JobRowActions';
import type { JobActions } from './useJobActions';
import { pageLink } from '@/app/pageLinks';
import styles from './Jobs.module.css';
import { date, dateTime, moneyRange } from '@/domain/format';

export const JOBS_TABLE_TYPE = 'jobs';

export function useJobColumns(actions: JobActions, canAct: (job: EmployerJob) => boolean): DataColumn<EmployerJob>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { options } = useCompanyAuntOptions();
  const { cityName } = useRegions();

  return useMemo((): DataColumn<EmployerJob>[] => {
    const title = (name: string) => t(`jobs.columns.${name}`);
    const serviceName = (job: EmployerJob) => options?.serviceTypeById.get(job.serviceType)?.serviceTypeName ?? '';
    const place = (job: EmployerJob) => jobPlaceText(job, cityName(job.cityId));
    const flags = (job: EmployerJob) =>
      [job.isTop === 1 && t('jobs.tags.top'), job.isDisabled === 1 && t('jobs.tags.disabled'), job.isShared === 1 && t('unitedShelf.state.shared')]
        .filter(Boolean)
        .join('、');
    return [
      {
        key: 'title',
        title: title('title'),
        width: 220,
        pinned: 'left',
        render: (_, job) =>
          job.isShared === 1 ? (
            <span className={styles.titleWithTag}>
              <JobTitle job={job} />
              <HallSharedTag />
            </span>
          ) : (
            <JobTitle job={job} />
          ),
        exportValue: (job) => (flags(job) ? `${job.title}（${flags(job)}）` : job.title),
      },
      {
        key: 'employer',
        title: title('employer'),
        width: 120,
        render: (_, job) => <Link to={pageLink.employerDetail(job.employerId)}>{job.employerName}</Link>,
        exportValue: (job) => job.employerName,
      },
      {
        key: 'serviceType',
        title: title('serviceType'),
        width: 110,
        render: (_, job) => <ServiceTypeTags value={[job.serviceType]} />,
        exportValue: serviceName,
      },
      {
        key: 'salary',
        title: title('salary'),
        width: 150,
        render: (_, job) => <span className={styles.number}>{moneyRange(job.salaryMin, job.salaryMax, { per: 'month' })}</span>,
        exportValue: (job) => moneyRange(job.salaryMin, job.salaryMax, { per: 'month' }),
      },
      { key: 'schedule', title: title('schedule'), width: 200, render: (_, job) => jobScheduleText(t, job), exportValue: (job) => jobScheduleText(t, job) },
      {
        key: 'address',
        title: title('address'),
        width: 200,
        personal: 'address',
        render: (_, job) => (
          <PersonalValue
            kind="address"
            prefix={jobAreaText(job, cityName(job.cityId))}
            value={job.address}
            reveal={{ subject: 'job', id: job.jobId, field: 'address' }}
            allowed={canAct(job)}
          />
        ),
        exportValue: place,
      },
      {
        key: 'requirements',
        title: title('requirements'),
        width: 200,
        render: (_, job) => <span title={job.requirements}>{job.requirements}</span>,
        exportValue: (job) => job.requirements,
      },
      { key: 'owner', title: title('owner'), width: 100, render: (_, job) => job.userName || t('jobs.noOwner'), exportValue: (job) => job.userName },
      {
        key: 'createdTime',
        title: title('createdTime'),
        width: 130,
        render: (_, job) => (
          <time dateTime={job.createdTime} title={dateTime(job.createdTime)}>
            {date(job.createdTime)}
          </time>
        ),
        exportValue: (job) => dateTime(job.createdTime),
      },
      {
        key: 'actions',
        title: title('actions'),
        // RowActions: 创建订单, 置顶 and 更多 at most.
        width: lang === 'en' ? 200 : 170,
        pinned: 'right',
        render: (_, job) => <JobRowActions job={job} actions={actions} canAct={canAct(job)} />,
      },
    ];
  }, [actions, canAct, cityName, lang, options, t]);
}
