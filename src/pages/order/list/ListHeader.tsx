/**
 * The order list's title, "new order" and its tabs (ORDER_TABS). The tabs show at once with
 * their own labels; the server's names and counts (getOrderCustomTabData) replace them when
 * they arrive, so the table never waits for the counts.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomTabCount } from '@/api/shared';
import { ORDER_TABS } from '@/domain/orderCodes';
import styles from './OrderList.module.css';

interface ListHeaderProps {
  title: string;
  counts: readonly CustomTabCount[] | null;
  activeTab: string;
  onTabChange: (tabKey: string) => void;
  onCreate: () => void;
}

export function ListHeader({ title, counts, activeTab, onTabChange, onCreate }: ListHeaderProps) {
  const { t } = useTranslation();
  const items = ORDER_TABS.map((tab) => {
    const count = counts?.find((item) => item.tabKey === tab.key);
    return {
      key: tab.key,
      label: (
        <span>
          {count?.tabName || t(`codes.orderTab.${tab.key}`)} {count && <span className={styles.count}>{count.count.toLocaleString('en-US')}</span>}
        </span>
      ),
    };
  });
  return (
    <div className={styles.header}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <h1 className={styles.title}>{title}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t('order.create.button')}
        </Button>
      </Flex>
      <Tabs className={styles.tabs} activeKey={activeTab} onChange={onTabChange} items={items} />
    </div>
  );
}
