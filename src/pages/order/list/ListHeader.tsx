/**
 * The order list's title, "new order" and its tabs (ORDER_TABS). The tabs show at once with
 * their own labels; the server's names and counts (getOrderCustomTabData) replace them when
 * they arrive, so the table never waits for the counts.
 */
import { useTranslation } from 'react-i18next';
import type { CustomTabCount } from '@/api/shared';
import { ListPageHeader } from '@/components/DataTable';
import { ORDER_TABS } from '@/domain/orderCodes';

interface ListHeaderProps {
  title: string;
  counts: readonly CustomTabCount[] | null;
  activeTab: string;
  onTabChange: (tabKey: string) => void;
  onCreate: () => void;
}

export function ListHeader({ title, counts, activeTab, onTabChange, onCreate }: ListHeaderProps) {
  const { t } = useTranslation();
  const tabs = ORDER_TABS.map((tab) => {
    const count = counts?.find((item) => item.tabKey === tab.key);
    return { key: tab.key, label: count?.tabName || t(`codes.orderTab.${tab.key}`), count: count ? count.count : null };
  });
  return <ListPageHeader title={title} add={{ label: t('order.create.button'), onClick: onCreate }} tabs={tabs} activeTab={activeTab} onTabChange={onTabChange} />;
}
