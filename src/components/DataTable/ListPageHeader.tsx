/**
 * The head of a list page: its title (with something beside it, e.g. a total), the "add" button
 * (Alt+N, shown in its tooltip)
 * and, when the page has them, tabs whose labels carry a count.
 *
 * @example
 *   <ListPageHeader title={title} add={{ label: t('order.create.button'), onClick: open }}
 *     tabs={ORDER_TABS.map((tab) => ({ key: tab.key, label: …, count: … }))} activeTab={active} onTabChange={setTab} />
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tabs } from 'antd';
import { startTransition, useOptimistic, type ReactNode } from 'react';
import styles from './ListPageHeader.module.css';
import { count } from '@/domain/format';
import { ShortcutTip } from '@/components/shortcuts';

export interface ListPageTab {
  key: string;
  label: ReactNode;
  /** Shown in a pill after the label; null: none (not known yet). */
  count: number | null;
}

interface ListPageHeaderProps {
  title: string;
  /** Beside the title (baseline-aligned), e.g. the total. */
  aside?: ReactNode;
  /** The "add" button; leave out for a list whose rows come from elsewhere (the mini-program's). */
  add?: { label: string; onClick: () => void };
  /** Other header actions, before the add button (an import). */
  actions?: ReactNode;
  /** The tabs; null while they load (a skeleton); leave out for a page without tabs. */
  tabs?: readonly ListPageTab[] | null;
  activeTab?: string;
  onTabChange?: (key: string) => void;
}

export function ListPageHeader({ title, aside, add, actions, tabs, activeTab, onTabChange }: ListPageHeaderProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  // The clicked tab is marked at once; the list it filters renders in a transition, after that paint (issue 40).
  const [shownTab, showTab] = useOptimistic(activeTab);
  const changeTab =
    onTabChange &&
    ((key: string) =>
      startTransition(() => {
        showTab(key);
        onTabChange(key);
      }));
  return (
    <div className={styles.header}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {aside === undefined ? (
          heading
        ) : (
          <Flex align="baseline" gap={12}>
            {heading}
            {aside}
          </Flex>
        )}
        <Flex gap={8}>
          {actions}
          {add && (
            <ShortcutTip shortcut="add" label={add.label}>
              <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
                {add.label}
              </Button>
            </ShortcutTip>
          )}
        </Flex>
      </Flex>
      {tabs === null && <Skeleton.Input active size="small" className={styles.tabsSkeleton} />}
      {tabs && (
        <Tabs
          className={styles.tabs}
          activeKey={shownTab}
          onChange={changeTab}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: (
              <span>
                {tab.label} {tab.count !== null && <span className={styles.count}>{count(tab.count)}</span>}
              </span>
            ),
          }))}
        />
      )}
    </div>
  );
}
