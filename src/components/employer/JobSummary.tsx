/**
 * A job at a glance: its title with the 置顶 / 已停用 tags, then service type, salary, schedule,
 * place (the detailed address masked, with the reveal eye for a user who may act on the job) and requirements. Used by the employer's jobs panel (and anywhere a job is picked).
 *
 * @example <JobSummary job={job} cityName={cityName(job.cityId)} actions={<Button>…</Button>} />
 */
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerJob } from '@/api/employer.types';
import { ServiceTypeTags } from '@/components/aunt';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { jobAreaText, jobScheduleText } from './jobText';
import styles from './JobSummary.module.css';
import '@/i18n/texts/jobs';
import { moneyRange } from '@/domain/format';

/** The title followed by its state tags. */
export function JobTitle({ job }: { job: Pick<EmployerJob, 'title' | 'isTop' | 'isDisabled'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.titleLine}>
      <span className={styles.titleText} title={job.title}>
        {job.title}
      </span>
      {job.isTop === 1 && (
        <Tag color="orange" className={styles.tag}>
          {t('jobs.tags.top')}
        </Tag>
      )}
      {job.isDisabled === 1 && <Tag className={styles.tag}>{t('jobs.tags.disabled')}</Tag>}
    </span>
  );
}

export interface JobSummaryProps {
  job: EmployerJob;
  cityName?: string;
  /** Shown at the end of the title line (row actions). */
  actions?: ReactNode;
  /** Whether the user may reveal the full address (acts on the job); the address is masked either way. */
  mayReveal?: boolean;
}

export function JobSummary({ job, cityName, actions, mayReveal = false }: JobSummaryProps) {
  const { t } = useTranslation();
  const area = jobAreaText(job, cityName);
  return (
    <article aria-label={job.title} className={job.isDisabled === 1 ? `${styles.summary} ${styles.disabled}` : styles.summary}>
      <div className={styles.head}>
        <strong>
          <JobTitle job={job} />
        </strong>
        {actions}
      </div>
      <div className={styles.facts}>
        <ServiceTypeTags value={[job.serviceType]} />
        <span className={styles.number}>{moneyRange(job.salaryMin, job.salaryMax, { per: 'month' })}</span>
        <span>{jobScheduleText(t, job)}</span>
        {(area || job.address) && (
          <Typography.Text type="secondary">
            <PersonalValue kind="address" prefix={area} value={job.address} reveal={{ subject: 'job', id: job.jobId, field: 'address' }} allowed={mayReveal} />
          </Typography.Text>
        )}
      </div>
      {job.requirements && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: job.requirements }} className={styles.requirements}>
          {job.requirements}
        </Typography.Paragraph>
      )}
    </article>
  );
}
