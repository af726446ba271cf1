/**
 * The public-customer list (role page 'PublicCustomer', /employer/public, component
 * 'employer/publicCustomer'): a list like the others, the four rows in the shared list machinery.
 *
 * No network request: the spec's public-customer list is its four sample rows (sections 3-4 and
 * 9: four local rows, total 4, "makes no network call"), so useTable's fetch resolves them locally
 * (listData.ts); paging, empty and error states still come from useTable + DataTable. The screen
 * shows them as the list they are, with no word about where they come from (issue 34).
 */
import { employerQueries } from '@/api/employer.queries';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, ListPageHeader, useColumnSettings } from '@/components/DataTable';
import { useTable } from '@/hooks/useTable';
import { PUBLIC_CUSTOMER_TABLE_TYPE, usePublicCustomerColumns } from './columns';
import { fetchSampleCustomers } from './listData';
import type { PublicCustomer } from './sampleCustomers';
import '@/i18n/texts/publicCustomer';

const rowKey = (row: PublicCustomer) => row.id;
const INITIAL_FILTER = {};

export default function PublicCustomerPage() {
  const { t } = useTranslation();
  const table = useTable<PublicCustomer, object>({
    memoryKey: 'publicCustomers',
    queryKey: employerQueries.list('publicCustomers'),
    fetch: fetchSampleCustomers,
    initialFilter: INITIAL_FILTER,
    rowKey,
  });
  const columns = usePublicCustomerColumns();
  const settings = useColumnSettings(PUBLIC_CUSTOMER_TABLE_TYPE, columns);
  const title = t('publicCustomer.title');
  return (
    <Card>
      <ListPageHeader title={title} />
      <DataTable table={table} settings={settings} label={title} />
    </Card>
  );
}
