/**
 * My joint orders (UnitedOwner, /united/owner): our aunts and our jobs in the joint hall, one tab
 * each, with the other agencies' merge applications on every record (agree, reject, cancel,
 * success, delete as the graph allows) and take-off (下架).
 */
import { Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { usePageState } from '@/hooks/pageMemory';
import styles from '../shared/United.module.css';
import { OwnerList } from './OwnerList';
import { ownerAuntKind, ownerJobKind } from './kinds';
import '@/i18n/texts/united';

type TabKey = 'aunt' | 'job';

export default function UnitedOwnerPage() {
  const { t } = useTranslation();
  const [active, setActive] = usePageState<TabKey>('united.owner.tab', 'aunt');
  const aunts = useMemo(() => ownerAuntKind(t), [t]);
  const jobs = useMemo(() => ownerJobKind(t), [t]);
  const label = (key: TabKey) => t(`united.owner.tabs.${key}`);
  return (
    <div>
      <PageHeaderCard title={t('menu.unitedOwner')} aside={<span className={styles.facts}>{t('united.owner.intro')}</span>} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key === 'job' ? 'job' : 'aunt')}
          items={[
            { key: 'aunt', label: label('aunt'), children: <OwnerList kind={aunts} label={label('aunt')} /> },
            { key: 'job', label: label('job'), children: <OwnerList kind={jobs} label={label('job')} /> },
          ]}
        />
      </Card>
    </div>
  );
}
