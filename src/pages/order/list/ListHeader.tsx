/**
 * The order list's title, "new order" and its tabs. The built-in tabs (ORDER_TABS) show at once
 * with their own labels; the server's answer (getOrderCustomTabData: the tabs the company shows,
 * in its order, its own tabs included, with names and counts) replaces them when it arrives, so
 * the table never waits for the counts.
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
  const tabs = counts
    ? counts.map((tab) => ({ key: tab.tabKey, label: orderTabLabel(t, tab.tabKey, counts), count: tab.count }))
    : ORDER_TABS.map((tab) => ({ key: tab.key, label: orderTabLabel(t, tab.key, null), count: null }));
  return (
    <ListPageHeader title={title} add={{ label: t('order.create.button'), onClick: onCreate }} tabs={tabs} activeTab={activeTab} onTabChange={onTabChange} />
  );
}
