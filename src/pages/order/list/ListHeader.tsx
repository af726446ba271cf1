/**
 * The order list's title, "new order" and its tabs (ORDER_TABS). The tabs show at once with
 * their own labels; the server's names and counts (getOrderCustomTabData) replace them when
 * they arrive, so the table never waits for the counts.
 */
import type { TFunction } from 'i18next';
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

/** A tab's label: the server's name once the counts are in, ours before. */
export function orderTabLabel(t: TFunction, tabKey: string, counts: readonly CustomTabCount[] | null): string {
  return counts?.find((item) => item.tabKey === tabKey)?.tabName || t(`codes.orderTab.${tabKey}`);
}

export function ListHeader({ title, counts, activeTab, onTabChange, onCreate }: ListHeaderProps) {
  const { t } = useTranslation();
  const tabs = ORDER_TABS.map((tab) => {
    const count = counts?.find((item) => item.tabKey === tab.key);
    return { key: tab.key, label: orderTabLabel(t, tab.key, counts), count: count ? count.count : null };
  });
  return <ListPageHeader title={title} add={{ label: t('order.create.button'), onClick: onCreate }} tabs={tabs} activeTab={activeTab} onTabChange={onTabChange} />;
}
