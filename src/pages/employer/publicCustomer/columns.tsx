/**
 * The columns of the public-customer list: header texts from publicCustomer.columns.*, codes
 * shown as their labels (status and order status as coloured tags), each sample's free-text
 * fields in the language in force (publicCustomer.samples.<id>.*), the phone as stored (masked).
 * No column sorts: the sample list has no server to sort it. Shown by default at 1440 px (issue 37):
 * the name, status, salary, phone, the service wanted (the list's key descriptor), date and order
 * status; the sample's details (source, age, experience, hometown, tags) are low and give way first
 * (all but the source go to the column settings).
 */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/DataTable';
import type { CustomerStatus, OrderStatus, PublicCustomer, SampleTextField } from './sampleCustomers';

export const PUBLIC_CUSTOMER_TABLE_TYPE = 'publicCustomer';

const STATUS_COLOURS: Record<CustomerStatus, string> = { potential: 'blue', intended: 'orange', failed: 'red', lost: 'default' };
const ORDER_COLOURS: Record<OrderStatus, string> = { none: 'default', trial: 'gold', interview: 'blue', assigned: 'green' };

export function usePublicCustomerColumns(): DataColumn<PublicCustomer>[] {
  const { t } = useTranslation();
  return useMemo((): DataColumn<PublicCustomer>[] => {
    const title = (name: string) => t(`publicCustomer.columns.${name}`);
    const from = (row: PublicCustomer) => t(`publicCustomer.from.${row.customerFrom}`);
    const status = (row: PublicCustomer) => t(`publicCustomer.status.${row.customerStatus}`);
    const order = (row: PublicCustomer) => t(`publicCustomer.orderStatus.${row.orderStatus}`);
    const text = (field: SampleTextField) => (row: PublicCustomer) => t(`publicCustomer.samples.${row.id}.${field}`);
    const tags = (row: PublicCustomer) => row.tags.map((tag) => t(`publicCustomer.tags.${tag}`));
    /** A column of one of the sample's texts. */
    const textColumn = (field: SampleTextField, width: number, priority?: DataColumn<PublicCustomer>['priority']): DataColumn<PublicCustomer> => ({
      key: field,
      priority,
      title: title(field),
      width,
      render: (_, row) => text(field)(row),
      exportValue: text(field),
    });
    return [
      { ...textColumn('customerName', 110), pinned: 'left' },
      { key: 'customerFrom', priority: 'low', title: title('customerFrom'), width: 156, render: (_, row) => from(row), exportValue: from },
      {
        key: 'customerStatus',
        priority: 'essential',
        title: title('customerStatus'),
        width: 120,
        render: (_, row) => <Tag color={STATUS_COLOURS[row.customerStatus]}>{status(row)}</Tag>,
        exportValue: status,
      },
      textColumn('auntAge', 160, 'low'),
      textColumn('experisence', 100, 'low'),
      textColumn('householdRegister', 110, 'low'),
      textColumn('salary', 160, 'essential'),
      {
        key: 'mobileStr',
        priority: 'essential',
        title: title('mobileStr'),
        width: 130,
        render: (_, row) => row.mobileStr,
        exportValue: (row) => row.mobileStr,
      },
      textColumn('customerType', 110, 'essential'),
      {
        key: 'time',
        priority: 'essential',
        title: title('time'),
        width: 120,
        render: (_, row) => <time dateTime={row.time}>{row.time}</time>,
        exportValue: (row) => row.time,
      },
      {
        key: 'orderStatus',
        priority: 'essential',
        title: title('orderStatus'),
        width: 120,
        render: (_, row) => <Tag color={ORDER_COLOURS[row.orderStatus]}>{order(row)}</Tag>,
        exportValue: order,
      },
      {
        key: 'tags',
        priority: 'low',
        title: title('tags'),
        width: 220,
        render: (_, row) => (
          <span>
            {tags(row).map((tag) => (
              <Tag key={tag} variant="filled">
                {tag}
              </Tag>
            ))}
          </span>
        ),
        exportValue: (row) => tags(row).join(t('publicCustomer.tagSeparator')),
      },
    ];
  }, [t]);
}
