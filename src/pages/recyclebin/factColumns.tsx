/**
 * The key facts of each kind of recycled record (first columns of its tab): what staff need to
 * recognise the record before restoring or deleting it for good.
 */
import type { TFunction } from 'i18next';
import type { Employer } from '@/api/employer.types';
import type { Order } from '@/api/order.types';
import type { RecycledAunt } from '@/api/recyclebin';
import type { DataColumn } from '@/components/DataTable';
import { AuntAvatar, ServiceTypeTagList, workStatusTag, type CompanyAuntOptions } from '@/components/aunt';
// Straight from its module: the recycle bin needs none of the employer forms.
import { employerStatusTag } from '@/components/employer/EmployerStatusTag';
import { OrderStatusTag } from '@/components/order/CodeTag';

const nameStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' } as const;

/** What a kind's fact columns read: the page's `t` and the company's aunt options (read once by the list, not once a row). */
export type FactColumns<Row> = (t: TFunction, options: CompanyAuntOptions | null) => DataColumn<Row>[];

export function auntFactColumns(t: TFunction, options: CompanyAuntOptions | null): DataColumn<RecycledAunt>[] {
  const col = (key: string) => t(`recyclebin.columns.${key}`);
  return [
    {
      key: 'auntName',
      title: col('auntName'),
      width: 150,
      pinned: 'left',
      render: (_, row) => (
        <span style={nameStyle}>
          <AuntAvatar portrait={row.portrait} name={row.auntName} size={28} />
          <span>{row.auntName}</span>
        </span>
      ),
      exportValue: (row) => row.auntName,
    },
    { key: 'mobile', title: col('mobile'), width: 130, render: (_, row) => row.mobile, exportValue: (row) => row.mobile },
    { key: 'workStatus', title: col('workStatus'), width: 130, render: (_, row) => workStatusTag(row.workStatus, t) },
    {
      key: 'serviceTypes',
      title: col('serviceTypes'),
      width: 180,
      render: (_, row) => <ServiceTypeTagList value={row.serviceTypes} max={2} options={options} />,
    },
    { key: 'owner', title: col('owner'), width: 100, render: (_, row) => row.teacherName || t('recyclebin.noOwner'), exportValue: (row) => row.teacherName },
  ];
}

export function employerFactColumns(t: TFunction): DataColumn<Employer>[] {
  const col = (key: string) => t(`recyclebin.columns.${key}`);
  return [
    {
      key: 'employerName',
      title: col('employerName'),
      width: 140,
      pinned: 'left',
      render: (_, row) => row.employerName,
      exportValue: (row) => row.employerName,
    },
    { key: 'mobile', title: col('mobile'), width: 130, render: (_, row) => row.mobile, exportValue: (row) => row.mobile },
    { key: 'status', title: col('status'), width: 130, render: (_, row) => employerStatusTag(row.status, t) },
    { key: 'owner', title: col('owner'), width: 100, render: (_, row) => row.userName || t('recyclebin.noOwner'), exportValue: (row) => row.userName },
  ];
}

export function orderFactColumns(t: TFunction): DataColumn<Order>[] {
  const col = (key: string) => t(`recyclebin.columns.${key}`);
  return [
    { key: 'orderNo', title: col('orderNo'), width: 170, pinned: 'left', render: (_, row) => row.orderNo, exportValue: (row) => row.orderNo },
    { key: 'employer', title: col('employer'), width: 120, render: (_, row) => row.employerName, exportValue: (row) => row.employerName },
    { key: 'orderStatus', title: col('orderStatus'), width: 140, render: (_, row) => <OrderStatusTag status={row.status} /> },
    { key: 'signedAunt', title: col('signedAunt'), width: 110, render: (_, row) => row.auntName || t('recyclebin.none'), exportValue: (row) => row.auntName },
    {
      key: 'owner',
      title: col('owner'),
      width: 100,
      defaultHidden: true,
      render: (_, row) => row.userName || t('recyclebin.noOwner'),
      exportValue: (row) => row.userName,
    },
  ];
}
