/** The list's title, its counts tabs (all + one per work status) and the "add aunt" button. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomTabCount } from '@/api/shared';
import styles from './AuntList.module.css';

/** The tab that filters nothing. */
export const ALL_TAB = 'all';

interface ListHeaderProps {
  title: string;
  tabs: readonly CustomTabCount[] | null;
  activeTab: string;
  onTabChange: (tabKey: string) => void;
}

export function ListHeader({ title, tabs, activeTab, onTabChange }: ListHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.header}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <h1 className={styles.title}>{title}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/aunt/add')}>
          {t('auntList.add')}
        </Button>
      </Flex>
      {tabs ? (
        <Tabs
          className={styles.tabs}
          activeKey={activeTab}
          onChange={onTabChange}
          items={tabs.map((tab) => ({
            key: tab.tabKey,
            label: (
              <span>
                {tab.tabName} <span className={styles.count}>{tab.count.toLocaleString('en-US')}</span>
              </span>
            ),
          }))}
        />
      ) : (
        <Skeleton.Input active size="small" className={styles.tabsSkeleton} />
      )}
    </div>
  );
}
