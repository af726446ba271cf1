/**
 * The recycle bin (role page 'RecycleBin', /recycle-bin, component 'recyclebin/index'): deleted
 * aunts, customers (employers) and orders, one tab each with its count. Every tab stays mounted
 * so the three counts show from the start.
 */
import { Card, Flex, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecycleList } from './RecycleList';
import { auntFactColumns, employerFactColumns, orderFactColumns } from './factColumns';
import { AUNT_KIND, EMPLOYER_KIND, ORDER_KIND, type RecycleKindKey } from './kinds';
import styles from './RecycleBin.module.css';
import '@/i18n/texts/recyclebin';

type Totals = Partial<Record<RecycleKindKey, number>>;

export default function RecycleBinPage() {
  const { t } = useTranslation();
  const [active, setActive] = useState<RecycleKindKey>('aunt');
  const [totals, setTotals] = useState<Totals>({});
  const reportAunt = useCallback((count: number) => setTotals((current) => ({ ...current, aunt: count })), []);
  const reportEmployer = useCallback((count: number) => setTotals((current) => ({ ...current, employer: count })), []);
  const reportOrder = useCallback((count: number) => setTotals((current) => ({ ...current, order: count })), []);

  const label = (key: RecycleKindKey) => {
    const name = t(`recyclebin.tabs.${key}`);
    const count = totals[key];
    return count === undefined ? name : t('recyclebin.tabs.withCount', { label: name, count });
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
          items={[
            { key: 'aunt', label: label('aunt'), forceRender: true, children: <RecycleList kind={AUNT_KIND} facts={auntFactColumns} label={t('recyclebin.tabs.aunt')} onTotal={reportAunt} /> },
            {
              key: 'employer',
              label: label('employer'),
              forceRender: true,
              children: <RecycleList kind={EMPLOYER_KIND} facts={employerFactColumns} label={t('recyclebin.tabs.employer')} onTotal={reportEmployer} />,
            },
            { key: 'order', label: label('order'), forceRender: true, children: <RecycleList kind={ORDER_KIND} facts={orderFactColumns} label={t('recyclebin.tabs.order')} onTotal={reportOrder} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
