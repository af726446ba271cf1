/**
 * My job merge applications (unitedJob, /united/my-jobs): our aunts offered for other agencies'
 * hall jobs (getUnitedJobs), by state, with cancel / delete as the graph allows.
 */
import { useTranslation } from 'react-i18next';
import { getUnitedJobs } from '@/api/united';
import { RecordsPage } from '../shared/RecordsPage';
import '@/i18n/texts/united';

const INITIAL = {};

export default function MyJobMergesPage() {
  const { t } = useTranslation();
  return (
    <RecordsPage
      title={t('united.myJobs.title')}
      intro={t('united.myJobs.intro')}
      kind="job"
      list={getUnitedJobs}
      memoryKey="myJobs"
      initialFilter={INITIAL}
      variant="applications"
      emptyHint={t('united.records.emptyHint')}
    />
  );
}
