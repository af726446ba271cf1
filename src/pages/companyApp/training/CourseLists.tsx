/**
 * A course's sign-ups and paid orders, each on the shared list machinery (filtered by the course):
 * sign-ups with who they are (an aunt, linked to her record, or a member) and whether they paid;
 * paid orders with their amounts and the total of the course in fen (the list's summary).
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getTrainingJoin,
  getTrainingOrderPay,
  type TrainingItem,
  type TrainingJoin,
  type TrainingOrderPay,
  type TrainingOrderPaySummary,
} from '@/api/companyApp';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { pageLink } from '@/app/pageLinks';
import styles from './Training.module.css';
import { dateTime, money } from '@/domain/format';

type CourseFilter = { trainingItemId: number };

export function JoinsList({ item }: { item: TrainingItem }) {
  const { t } = useTranslation();
  const fetch = useCallback<TableFetch<TrainingJoin, CourseFilter>>((query, signal) => getTrainingJoin(query, { signal, silent: true }), []);
  const table = useTable<TrainingJoin, CourseFilter>({
    memoryKey: `companyApp.training.joins.${item.trainingItemId}`,
    queryKey: companyAppQueries.list('trainingJoins'),
    fetch,
    initialFilter: { trainingItemId: item.trainingItemId },
    rowKey: (row) => row.joinId,
  });
  const columns = useMemo((): DataColumn<TrainingJoin>[] => {
    const c = (key: string) => t(`companyApp.training.joinColumns.${key}`);
    return [
      { key: 'name', title: c('name'), width: 110, render: (_, row) => (row.auntId ? <Link to={pageLink.auntDetail(row.auntId)}>{row.name}</Link> : row.name) },
      { key: 'mobile', title: c('mobile'), width: 130, render: (_, row) => row.mobile },
      {
        key: 'who',
        title: c('who'),
        width: 140,
        render: (_, row) => (row.auntId ? <Tag color="blue">{c('aunt')}</Tag> : <Tag>{c('member')}</Tag>),
      },
      { key: 'nickname', title: t('companyApp.common.member'), width: 120, render: (_, row) => row.nickname },
      {
        key: 'paid',
        title: c('paid'),
        width: 90,
        render: (_, row) => <Tag color={row.paid ? 'green' : 'default'}>{t(`companyApp.training.paid.${row.paid}`)}</Tag>,
      },
      { key: 'createdTime', title: c('createdTime'), width: 150, render: (_, row) => dateTime(row.createdTime) },
    ];
  }, [t]);
  const settings = useColumnSettings('companyAppTrainingJoins', columns);
  return (
    <DataTable
      table={table}
      settings={settings}
      label={t('companyApp.training.detail.joinsLabel', { title: item.title })}
      emptyHint={t('companyApp.training.detail.joinsEmpty')}
      stickyOffset={0}
    />
  );
}

export function PaysList({ item }: { item: TrainingItem }) {
  const { t } = useTranslation();
  const fetch = useCallback<TableFetch<TrainingOrderPay, CourseFilter>>((query, signal) => getTrainingOrderPay(query, { signal, silent: true }), []);
  const table = useTable<TrainingOrderPay, CourseFilter>({
    memoryKey: `companyApp.training.pays.${item.trainingItemId}`,
    queryKey: companyAppQueries.list('trainingPays'),
    fetch,
    initialFilter: { trainingItemId: item.trainingItemId },
    rowKey: (row) => row.payId,
  });
  const summary = table.summary as TrainingOrderPaySummary | undefined;
  const columns = useMemo((): DataColumn<TrainingOrderPay>[] => {
    const c = (key: string) => t(`companyApp.training.payColumns.${key}`);
    return [
      { key: 'payNo', title: c('payNo'), width: 170, render: (_, row) => row.payNo },
      { key: 'name', title: c('name'), width: 110, render: (_, row) => row.name },
      { key: 'mobile', title: c('mobile'), width: 130, render: (_, row) => row.mobile },
      { key: 'amount', title: c('amount'), width: 120, align: 'right', render: (_, row) => money(row.amount) },
      { key: 'payTime', title: c('payTime'), width: 150, render: (_, row) => dateTime(row.payTime) },
    ];
  }, [t]);
  const settings = useColumnSettings('companyAppTrainingPays', columns);
  return (
    <>
      <Typography.Paragraph className={styles.total} data-testid="training-pay-total">
        {summary ? t('companyApp.training.detail.total', { count: summary.count, amount: money(summary.totalAmount) }) : ' '}
      </Typography.Paragraph>
      <DataTable
        table={table}
        settings={settings}
        label={t('companyApp.training.detail.paysLabel', { title: item.title })}
        emptyHint={t('companyApp.training.detail.paysEmpty')}
        stickyOffset={0}
      />
    </>
  );
}
