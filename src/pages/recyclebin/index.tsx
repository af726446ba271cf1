/**
 * The recycle bin (role page 'RecycleBin', /recycle-bin, component 'recyclebin/index'): deleted
 * aunts, customers (employers) and orders, one tab each with its count (ListPageHeader). Every
 * list stays mounted so the three counts show from the start.
 */
import { Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageHeader } from '@/components/DataTable';
import { usePageState } from '@/hooks/pageMemory';
import { prefetchList } from '@/hooks/useTable';
import { queryClient } from '@/api/queryClient';
import { recyclebinQueries } from '@/api/recyclebin.queries';
import { KeepDaysSetting } from './KeepDaysSetting';
import { RecycleList } from './RecycleList';
import { auntFactColumns, employerFactColumns, orderFactColumns, type FactColumns } from './factColumns';
import { AUNT_KIND, EMPLOYER_KIND, ORDER_KIND, recycleSource, type RecycleKind, type RecycleKindKey, type RecycledRow } from './kinds';
import styles from './RecycleBin.module.css';
import '@/i18n/texts/recyclebin';

type Totals = Partial<Record<RecycleKindKey, number>>;
const KINDS: readonly RecycleKindKey[] = [AUNT_KIND.key, EMPLOYER_KIND.key, ORDER_KIND.key];

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

  const list = <Row extends RecycledRow>(kind: RecycleKind<Row>, facts: FactColumns<Row>) => (
    <div key={kind.key} hidden={active !== kind.key}>
      <RecycleList kind={kind} facts={facts} label={t(`recyclebin.tabs.${kind.key}`)} onTotal={report} />
    </div>
  );
  const title = t('recyclebin.title');

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={title}
          aside={
            <Flex gap={16} align="center" wrap>
              <span className={styles.intro}>{t('recyclebin.intro')}</span>
              <KeepDaysSetting onPurged={() => void queryClient.invalidateQueries({ queryKey: recyclebinQueries.list() })} />
            </Flex>
          }
          tabs={KINDS.map((key) => ({ key, label: t(`recyclebin.tabs.${key}`), count: totals[key] ?? null }))}
          activeTab={active}
          onTabChange={(key) => setActive(key as RecycleKindKey)}
        />
        {/* Every list stays mounted so the three counts show from the start. */}
        {[list(AUNT_KIND, auntFactColumns), list(EMPLOYER_KIND, employerFactColumns), list(ORDER_KIND, orderFactColumns)]}
      </Card>
    </Flex>
  );
}
