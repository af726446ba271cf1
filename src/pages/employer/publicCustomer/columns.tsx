/**
 * The columns of the public-customer list: header texts from publicCustomer.columns.*, codes
 * shown as their labels (status and order status as coloured tags), the phone as stored
 * (masked). No column sorts: the sample list has no server to sort it.
 */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/DataTable';
import type { CustomerStatus, OrderStatus, PublicCustomer } from './sampleCustomers';

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
    return [
      { key: 'customerName', title: title('customerName'), width: 110, pinned: 'left', render: (_, row) => row.customerName, exportValue: (row) => row.customerName },
      { key: 'customerFrom', title: title('customerFrom'), width: 130, render: (_, row) => from(row), exportValue: from },
      {
        key: 'customerStatus',
        title: title('customerStatus'),
        width: 120,
        render: (_, row) => <Tag color={STATUS_COLOURS[row.customerStatus]}>{status(row)}</Tag>,
        exportValue: status,
      },
      { key: 'auntAge', title: title('auntAge'), width: 130, render: (_, row) => row.auntAge, exportValue: (row) => row.auntAge },
      { key: 'experisence', title: title('experisence'), width: 100, render: (_, row) => row.experisence, exportValue: (row) => row.experisence },
      { key: 'householdRegister', title: title('householdRegister'), width: 110, render: (_, row) => row.householdRegister, exportValue: (row) => row.householdRegister },
      { key: 'salary', title: title('salary'), width: 140, render: (_, row) => row.salary, exportValue: (row) => row.salary },
      { key: 'mobileStr', title: title('mobileStr'), width: 130, render: (_, row) => row.mobileStr, exportValue: (row) => row.mobileStr },
      { key: 'customerType', title: title('customerType'), width: 110, render: (_, row) => row.customerType, exportValue: (row) => row.customerType },
      { key: 'time', title: title('time'), width: 120, render: (_, row) => <time dateTime={row.time}>{row.time}</time>, exportValue: (row) => row.time },
      {
        key: 'orderStatus',
        title: title('orderStatus'),
        width: 120,
        render: (_, row) => <Tag color={ORDER_COLOURS[row.orderStatus]}>{order(row)}</Tag>,
        exportValue: order,
      },
      {
        key: 'tags',
        title: title('tags'),
        width: 220,
        render: (_, row) => (
          <span>
            {row.tags.map((tag) => (
              <Tag key={tag} variant="filled">
                {tag}
              </Tag>
            ))}
          </span>
        ),
        exportValue: (row) => row.tags.join('、'),
      },
    ];
  }, [t]);
}
