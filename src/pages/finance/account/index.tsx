/**
 * The fund account (role page 'FinanceAccount', /finance/account, component 'finance/account'):
 * the balance (moneyOfFen), whether the payment key is set up and, when not, how to get one (the
 * platform's customer service: config support contacts), how to top up, and the ledger of every
 * movement (our addition /finance/account/ledger: top-ups, premiums paid and refunded; a server
 * without it leaves the ledger's card saying so, the balance as it is).
 */
import { CheckCircleFilled, ExclamationCircleFilled, PhoneOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLedger, financePaths, type FundLedgerEntry } from '@/api/finance';
import { financeQueries } from '@/api/finance.queries';
import { useCallOffered } from '@/api/optional';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { config } from '@/config';
import { fenOfYuan } from '@/domain/fen';
import { useQueryData } from '@/hooks/useQueryData';
import { useTable, type TableFetch } from '@/hooks/useTable';
import styles from '../records/FeeRecords.module.css';
import '@/i18n/texts/finance';
import { dateTime, moneyOfFen } from '@/domain/format';

type LedgerFilter = Record<string, never>;
const NO_FILTER: LedgerFilter = {};
const fen = (yuan: number) => fenOfYuan(yuan) ?? 0;

export default function FinanceAccountPage() {
  const { t } = useTranslation();
  const a = (key: string) => t(`finance.account.${key}`);
  const balance = useQueryData(financeQueries.balance());
  const fetch = useCallback<TableFetch<FundLedgerEntry, LedgerFilter>>(
    (query, signal) => accountLedger({ page: query.page, pageSize: query.pageSize }, { signal, silent: true }),
    [],
  );
  const ledgerOffered = useCallOffered(financePaths.accountLedger);
  const table = useTable<FundLedgerEntry, LedgerFilter>({
    memoryKey: 'fundLedger',
    queryKey: financeQueries.list('fundLedger'),
    fetch,
    initialFilter: NO_FILTER,
    rowKey: (row) => row.entryId,
  });
  const columns = useMemo(
    (): DataColumn<FundLedgerEntry>[] => [
      {
        key: 'time',
        title: a('columns.time'),
        width: 160,
        render: (_, row) => <time dateTime={row.createdTime}>{dateTime(row.createdTime)}</time>,
      },
      {
        key: 'reason',
        title: a('columns.reason'),
        width: 120,
        render: (_, row) => <Tag color={row.reason === 'insurancePay' ? 'orange' : row.reason === 'topUp' ? 'blue' : 'green'}>{a(`reason.${row.reason}`)}</Tag>,
      },
      {
        key: 'amount',
        title: a('columns.amount'),
        width: 140,
        align: 'right',
        render: (_, row) => (
          <span className={`${styles.amount} ${row.amount < 0 ? styles.expense : styles.income}`}>
            {row.amount < 0 ? moneyOfFen(fen(row.amount)) : `+${moneyOfFen(fen(row.amount))}`}
          </span>
        ),
      },
      {
        key: 'balanceAfter',
        title: a('columns.balanceAfter'),
        width: 140,
        align: 'right',
        render: (_, row) => <span className={styles.amount}>{moneyOfFen(fen(row.balanceAfter))}</span>,
      },
      { key: 'order', title: a('columns.order'), width: 120, render: (_, row) => (row.insuranceOrderId === null ? '' : `#${row.insuranceOrderId}`) },
      { key: 'user', title: a('columns.user'), width: 110, render: (_, row) => (row.userId === null ? a('platform') : row.userName) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `a` reads `t`
    [t],
  );
  const settings = useColumnSettings('fundLedger', columns);
  const contacts = (
    <Flex gap={16} wrap>
      <span>
        <PhoneOutlined aria-hidden /> {t('finance.account.phone', { phone: config.supportPhone })}
      </span>
      <a href={config.customerServiceUrl} target="_blank" rel="noreferrer">
        <CustomerServiceOutlined aria-hidden /> {a('service')}
      </a>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Card>
        <h1 style={{ fontSize: 20, margin: 0 }}>{a('title')}</h1>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card style={{ height: '100%' }}>
            {balance.data ? (
              <>
                <div data-testid="fund-balance">
                  <Statistic title={a('balance')} value={moneyOfFen(fen(balance.data.balance))} styles={{ content: { fontVariantNumeric: 'tabular-nums' } }} />
                </div>
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 4 }}>
                  {a('balanceHint')}
                </Typography.Paragraph>
                <Typography.Paragraph type="secondary">{a('topUpHint')}</Typography.Paragraph>
                {contacts}
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card style={{ height: '100%' }}>
            {balance.data ? (
              <section aria-label={a('paymentKey')} data-testid="payment-key">
                <Typography.Text type="secondary">{a('paymentKey')}</Typography.Text>
                <div style={{ fontSize: 20, margin: '8px 0' }}>
                  {balance.data.isPaymentKey ? (
                    <Tag icon={<CheckCircleFilled />} color="success" style={{ fontSize: 16, padding: '4px 10px' }}>
                      {a('keyOn')}
                    </Tag>
                  ) : (
                    <Tag icon={<ExclamationCircleFilled />} color="warning" style={{ fontSize: 16, padding: '4px 10px' }}>
                      {a('keyOff')}
                    </Tag>
                  )}
                </div>
                <Typography.Paragraph type="secondary">{balance.data.isPaymentKey ? a('keyOnHint') : a('keyOffHint')}</Typography.Paragraph>
                {!balance.data.isPaymentKey && contacts}
              </section>
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} />
            )}
          </Card>
        </Col>
      </Row>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{a('ledger')}</h2>}>
        {ledgerOffered ? (
          <DataTable table={table} settings={settings} label={a('ledger')} emptyHint={a('ledgerEmpty')} />
        ) : (
          <FeatureUnavailable testId="ledger-unavailable" />
        )}
      </Card>
    </Flex>
  );
}
