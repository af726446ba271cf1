/**
 * One hall job as a card: title, service type, salary range, schedule, district and city, the
 * agency; favourite (never on our own record), view, and offer one of our aunts (or where we stand
 * instead).
 */
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnitedJob } from '@/api/united.types';
import { ServiceTypeTags } from '@/components/aunt';
import { jobScheduleText } from '@/components/employer/jobText';
import { hallPeer } from '../shared/chatPeers';
import { FavButton, offersFavourite } from '../shared/FavButton';
import { OurMergeState, ourStanding } from '../shared/OurMergeState';
import { StartChatButton } from '../shared/StartChatButton';
import { pageLink } from '@/app/pageLinks';
import styles from '../shared/United.module.css';
import '@/i18n/texts/jobs';
import { moneyRange } from '@/domain/format';

interface JobCardProps {
  job: UnitedJob;
  companyId: number;
  favPending: boolean;
  onFav: () => void;
  onOffer: () => void;
  /** A step is under way (here or on another card). */
  offerDisabled: boolean;
  offerPending: boolean;
}

export function JobCard({ job, companyId, favPending, onFav, onOffer, offerDisabled, offerPending }: JobCardProps) {
  const { t } = useTranslation();
  const standing = ourStanding(job, companyId);
  const path = pageLink.unitedJobDetail(job.unitedJobId);
  return (
    <article className={styles.card} aria-label={job.title} data-hall-card={job.unitedJobId}>
      <h3 className={styles.cardTitle}>
        <Link to={path}>{job.title}</Link>
        <ServiceTypeTags value={job.serviceType ? [job.serviceType] : []} />
      </h3>
      <span className={styles.salary}>{moneyRange(job.salaryMin, job.salaryMax, { per: 'month' })}</span>
      <div className={styles.line}>
        <span>
          <span className={styles.label}>{t('united.jobHall.schedule')}：</span>
          {jobScheduleText(t, job)}
        </span>
        <span>
          <span className={styles.label}>{t('united.jobHall.place')}：</span>
          {[job.cityName, job.district].filter(Boolean).join(' ')}
        </span>
      </div>
      {job.requirements && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: job.requirements }} style={{ margin: 0 }}>
          {job.requirements}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" ellipsis={{ tooltip: job.companyName }}>
        {t('united.jobHall.company')}：{job.companyName}
      </Typography.Text>
      <div className={styles.cardFoot}>
        <Space size={6} wrap>
          {offersFavourite(job, companyId) && <FavButton isFav={job.isFav} pending={favPending} onClick={onFav} />}
          <StartChatButton peer={hallPeer(job, companyId)} />
          <Link to={path} aria-label={t('united.actions.viewOf', { name: job.title })}>
            {t('united.actions.view')}
          </Link>
        </Space>
        {standing ? (
          <OurMergeState standing={standing} />
        ) : (
          <Button type="primary" size="small" disabled={offerDisabled} loading={offerPending} onClick={onOffer}>
            {t('united.steps.offer')}
          </Button>
        )}
      </div>
    </article>
  );
}
