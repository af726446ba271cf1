/**
 * The public-customer list (role page 'PublicCustomer', /employer/public, component
 * 'employer/publicCustomer'): a header, then the four rows in the shared list machinery.
 *
 * No network request: the spec's public-customer list is sample data (sections 3-4 and 9: four
 * local rows, total 4, "makes no network call"), so useTable's fetch resolves them locally
 * (listData.ts); paging, empty and error states still come from useTable + DataTable.
 */
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, useColumnSettings } from '@/components/DataTable';
import { useTable } from '@/hooks/useTable';
import { PUBLIC_CUSTOMER_TABLE_TYPE, usePublicCustomerColumns } from './columns';
import { fetchSampleCustomers } from './listData';
import type { PublicCustomer } from './sampleCustomers';
import styles from './PublicCustomer.module.css';
import '@/i18n/texts/publicCustomer';

const rowKey = (row: PublicCustomer) => row.id;
const INITIAL_FILTER = {};

export default function PublicCustomerPage() {
  const { t } = useTranslation();
  const table = useTable<PublicCustomer, object>({ memoryKey: 'publicCustomers', fetch: fetchSampleCustomers, initialFilter: INITIAL_FILTER, rowKey });
  const columns = usePublicCustomerColumns();
  const settings = useColumnSettings(PUBLIC_CUSTOMER_TABLE_TYPE, columns);
  const title = t('publicCustomer.title');
  return (
    <Flex vertical gap={16}>
      <Card>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.note}>{t('publicCustomer.note')}</p>
      </Card>
      <Card>
        <DataTable table={table} settings={settings} label={title} />
      </Card>
    </Flex>
  );
}
