/**
 * The recycle bin (role page 'RecycleBin', /recycle-bin, component 'recyclebin/index'): deleted
 * aunts, customers (employers) and orders, one tab each with its count. Every tab stays mounted
 * so the three counts show from the start.
 */
import { Card, Flex, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageState } from '@/hooks/pageMemory';
import { prefetchList } from '@/hooks/useTable';
import { RecycleList } from './RecycleList';
import { auntFactColumns, employerFactColumns, orderFactColumns, type FactColumns } from './factColumns';
import { AUNT_KIND, EMPLOYER_KIND, ORDER_KIND, recycleSource, type RecycleKind, type RecycleKindKey, type RecycledRow } from './kinds';
import styles from './RecycleBin.module.css';
import '@/i18n/texts/recyclebin';

type Totals = Partial<Record<RecycleKindKey, number>>;

/** The route loader's start of every tab's first page (all three are shown with their counts). */
export const prefetch = () => {
  prefetchList(recycleSource(AUNT_KIND));
  prefetchList(recycleSource(EMPLOYER_KIND));
  prefetchList(recycleSource(ORDER_KIND));
};

export default function RecycleBinPage() {
  const { t } = useTranslation();
  const [active, setActive] = usePageState<RecycleKindKey>('recyclebin.kind', 'aunt');
  const [totals, setTotals] = useState<Totals>({});
  const report = useCallback((key: RecycleKindKey, count: number) => setTotals((current) => ({ ...current, [key]: count })), []);

  const tab = <Row extends RecycledRow>(kind: RecycleKind<Row>, facts: FactColumns<Row>) => {
    const name = t(`recyclebin.tabs.${kind.key}`);
    const count = totals[kind.key];
    return {
      key: kind.key,
      label: count === undefined ? name : t('recyclebin.tabs.withCount', { label: name, count }),
      forceRender: true,
      children: <RecycleList kind={kind} facts={facts} label={name} onTotal={report} />,
    };
  };
  const title = t('recyclebin.title');

  return (
    <Flex vertical gap={16}>
      <Card>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('recyclebin.intro')}</p>
      </Card>
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as RecycleKindKey)}
          items={[tab(AUNT_KIND, auntFactColumns), tab(EMPLOYER_KIND, employerFactColumns), tab(ORDER_KIND, orderFactColumns)]}
        />
      </Card>
    </Flex>
  );
}
