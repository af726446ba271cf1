/**
 * Completed merges (unitedSuccess, /united/success): merged records of both kinds, ours as the
 * applicant and on our own hall records (status 4, side 'any'), one tab each, with the aunt a
 * merge copied into our company and delete.
 */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUnitedAunts, getUnitedJobs } from '@/api/united';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { MERGE_STATUS } from '@/domain/unitedGraph';
import { usePageState } from '@/hooks/pageMemory';
import { MergeRecordsList, type RecordFilter } from '../shared/MergeRecordsList';
import styles from '../shared/United.module.css';
import '@/i18n/texts/united';

type TabKey = 'aunt' | 'job';
const COMPLETED: RecordFilter = { status: MERGE_STATUS.merged, side: 'any' };

export default function CompletedMergesPage() {
  const { t } = useTranslation();
  const [active, setActive] = usePageState<TabKey>('united.success.tab', 'aunt');
  const label = (key: TabKey) => t(`united.success.tabs.${key}`);
  const emptyHint = t('united.success.emptyHint');
  return (
    <div>
      <PageHeaderCard title={t('menu.unitedSuccess')} aside={<span className={styles.facts}>{t('united.success.intro')}</span>} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key === 'job' ? 'job' : 'aunt')}
          items={[
            {
              key: 'aunt',
              label: label('aunt'),
              children: (
                <MergeRecordsList
                  kind="aunt"
                  list={getUnitedAunts}
                  memoryKey="success.aunt"
                  initialFilter={COMPLETED}
                  variant="completed"
                  label={label('aunt')}
                  emptyHint={emptyHint}
                />
              ),
            },
            {
              key: 'job',
              label: label('job'),
              children: (
                <MergeRecordsList
                  kind="job"
                  list={getUnitedJobs}
                  memoryKey="success.job"
                  initialFilter={COMPLETED}
                  variant="completed"
                  label={label('job')}
                  emptyHint={emptyHint}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
