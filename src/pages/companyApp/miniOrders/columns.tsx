/**
 * The purchases' columns (each with its export value): order number, product, quantity, amount in yuan, status, member, contact,
 * mobile and address (masked, also in an export; the eye reveals them), service date, paid and ordered times, details.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/DataTable/RowActions';
import type { MiniOrder } from '@/api/companyApp';
import type { DataColumn } from '@/components/DataTable';
import { CodeTag } from '@/components/order/CodeTag';
import { MINI_ORDER_STATUS_CODES } from '@/domain/companyAppCodes';
import { dateTime, money } from '@/domain/format';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { personalColumn } from '@/components/personal/personalColumn';
import { useAccess } from '@/stores/session';

/**
 * A purchase's mobile or address, masked whatever the server sent, with the eye for a signed-in user: the page does not know
 * the member's consultant, so the server decides (the employer ownership permissions on him; refused: the dialog says so).
 */
export function PurchasePersonal({ order, field }: { order: Pick<MiniOrder, 'miniOrderId' | 'mobile' | 'address'>; field: 'mobile' | 'address' }) {
  const access = useAccess();
  return <PersonalValue kind={field} value={order[field]} reveal={{ subject: 'miniOrder', id: order.miniOrderId, field }} allowed={access !== null} />;
}

export function useMiniOrderColumns(details: (order: MiniOrder) => void): DataColumn<MiniOrder>[] {
  const { t } = useTranslation();
  const signedIn = useAccess() !== null;
  return useMemo((): DataColumn<MiniOrder>[] => {
    const c = (key: string) => t(`companyApp.miniOrders.columns.${key}`);
    const personal = (field: 'mobile' | 'address') =>
      personalColumn<MiniOrder>(field, (order) => ({ value: order[field], subject: 'miniOrder', id: order.miniOrderId, allowed: signedIn }));
    const status = (order: MiniOrder) => t(`companyApp.codes.miniOrderStatus.${order.status}`);
    return [
      { key: 'orderNo', title: c('orderNo'), width: 170, render: (_, order) => order.orderNo, exportValue: (order) => order.orderNo },
      { key: 'product', title: c('product'), width: 170, render: (_, order) => order.productName, exportValue: (order) => order.productName },
      { key: 'quantity', title: c('quantity'), width: 70, align: 'right', render: (_, order) => order.quantity, exportValue: (order) => order.quantity },
      { key: 'amount', title: c('amount'), width: 120, align: 'right', render: (_, order) => money(order.amount), exportValue: (order) => order.amount },
      {
        key: 'status',
        title: c('status'),
        width: 110,
        render: (_, order) => <CodeTag codes={MINI_ORDER_STATUS_CODES} value={order.status} />,
        exportValue: status,
      },
      { key: 'member', title: c('member'), width: 110, render: (_, order) => order.nickname, exportValue: (order) => order.nickname },
      { key: 'contact', title: c('contact'), width: 100, render: (_, order) => order.contactName, exportValue: (order) => order.contactName },
      { key: 'mobile', title: c('mobile'), width: 130, ...personal('mobile') },
      {
        key: 'serviceDate',
        title: c('serviceDate'),
        width: 110,
        render: (_, order) => order.serviceDate ?? '',
        exportValue: (order) => order.serviceDate ?? '',
      },
      { key: 'payTime', title: c('payTime'), width: 150, render: (_, order) => dateTime(order.payTime), exportValue: (order) => dateTime(order.payTime) },
      {
        key: 'createdTime',
        title: c('createdTime'),
        width: 150,
        render: (_, order) => dateTime(order.createdTime),
        exportValue: (order) => dateTime(order.createdTime),
      },
      { key: 'address', title: c('address'), width: 220, ...personal('address') },
      { key: 'remarks', title: c('remarks'), width: 160, render: (_, order) => order.remarks, exportValue: (order) => order.remarks },
      {
        key: 'actions',
        title: c('actions'),
        width: 80,
        pinned: 'right',
        render: (_, order) => <RowActions actions={[{ key: 'details', label: t('companyApp.common.details'), onClick: () => details(order) }]} />,
      },
    ];
  }, [details, signedIn, t]);
}
