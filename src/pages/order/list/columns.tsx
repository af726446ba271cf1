/**
 * The columns of the order list: order number (to its detail), employer (to his detail), service
 * type, salary, expected start, status, candidates, signed aunt, owner, the address (masked, the eye
 * reveals it), created time and the actions; each with what it writes to an export.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n';
import { Link } from 'react-router-dom';
import type { Order } from '@/api/order.types';
import type { DataColumn } from '@/components/DataTable';
import { ServiceTypeTags, useCompanyAuntOptions } from '@/components/aunt';
// Straight from their modules: the list needs neither the form inputs nor the upload dialog.
import { customColumns } from '@/components/customFields/customColumns';
import { useCustomFormFields } from '@/components/customFields/store';
import { ORDER_STATUSES } from '@/domain/orderCodes';
import { OrderStatusTag } from '@/components/order/CodeTag';
import { personalColumn } from '@/components/personal/personalColumn';
import { useAccess } from '@/stores/session';
import { canActOnOrder } from '../components/orderRights';
import { ownerText, salaryRangeText } from '../components/orderText';
import { RowActions } from './RowActions';
import { pageLink } from '@/app/pageLinks';
import { date, dateTime } from '@/domain/format';

export const ORDER_TABLE_TYPE = 'order';

export function useOrderColumns(): DataColumn<Order>[] {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const { options } = useCompanyAuntOptions();
  const { fields: customFields } = useCustomFormFields('order');
  const access = useAccess();

  return useMemo((): DataColumn<Order>[] => {
    const field = (name: string) => t(`order.fields.${name}`);
    const serviceName = (row: Order) => options?.serviceTypeById.get(row.serviceType)?.serviceTypeName ?? '';
    const statusName = (row: Order) => t(ORDER_STATUSES.find((code) => code.value === row.status)?.labelKey ?? '');
    return [
      {
        key: 'orderNo',
        title: field('orderNo'),
        width: 170,
        pinned: 'left',
        render: (_, row) => <Link to={pageLink.orderDetail(row.orderId)}>{row.orderNo}</Link>,
        exportValue: (row) => row.orderNo,
      },
      {
        key: 'employerName',
        priority: 'essential',
        title: field('employer'),
        width: 130,
        render: (_, row) => <Link to={pageLink.employerDetail(row.employerId)}>{row.employerName}</Link>,
        exportValue: (row) => row.employerName,
      },
      {
        key: 'serviceType',
        title: field('serviceType'),
        width: 110,
        render: (_, row) => <ServiceTypeTags value={[row.serviceType]} />,
        exportValue: serviceName,
      },
      {
        key: 'salary',
        priority: 'essential',
        title: field('salary'),
        width: 150,
        sortField: 'salaryMax',
        render: (_, row) => salaryRangeText(row),
        exportValue: (row) => salaryRangeText(row),
      },
      {
        key: 'expectedStart',
        priority: 'essential',
        title: field('expectedStart'),
        width: 110,
        sortField: 'expectedStart',
        render: (_, row) => row.expectedStart ?? '',
        exportValue: (row) => row.expectedStart ?? '',
      },
      {
        key: 'status',
        priority: 'essential',
        title: field('status'),
        width: 96,
        tagLabels: ORDER_STATUSES.map((code) => t(code.labelKey)),
        render: (_, row) => <OrderStatusTag status={row.status} />,
        exportValue: statusName,
      },
      { key: 'candidateCount', title: field('candidates'), width: 84, render: (_, row) => row.candidateCount, exportValue: (row) => row.candidateCount },
      {
        key: 'auntName',
        title: field('signedAunt'),
        width: 100,
        render: (_, row) => (row.auntId ? <Link to={pageLink.auntDetail(row.auntId)}>{row.auntName}</Link> : ''),
        exportValue: (row) => row.auntName,
      },
      { key: 'owner', title: field('owner'), width: 100, render: (_, row) => ownerText(t, row), exportValue: (row) => ownerText(t, row) },
      {
        key: 'address',
        title: field('address'),
        width: 180,
        defaultHidden: true,
        ...personalColumn<Order>('address', (row) => ({ value: row.address, subject: 'order', id: row.orderId, allowed: canActOnOrder(access, row) })),
      },
      { key: 'remarks', title: field('remarks'), width: 180, defaultHidden: true, render: (_, row) => row.remarks, exportValue: (row) => row.remarks },
      {
        key: 'createdTime',
        priority: 'essential',
        title: field('createdTime'),
        width: 140,
        sortField: 'createdTime',
        render: (_, row) => (
          <time dateTime={row.createdTime} title={dateTime(row.createdTime)}>
            {date(row.createdTime)}
          </time>
        ),
        exportValue: (row) => dateTime(row.createdTime),
      },
      // The company's own fields (hidden until its layout or the user shows them).
      ...customColumns<Order>(customFields),
      { key: 'actions', title: t('order.columns.actions'), width: lang === 'en' ? 124 : 100, pinned: 'right', render: (_, row) => <RowActions row={row} /> },
    ];
  }, [access, customFields, lang, options, t]);
}
