/** The insurance orders' columns: the spec's derived display fields, then the row actions. */
import { Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsuranceOrder } from '@/api/insurance';
import type { DataColumn } from '@/components/DataTable';
import { INSURED_STATUS_LOOK } from '@/domain/insuranceGraph';
import { genderKey, idTypeKey, insuredDateText, premiumText, productText, statusLook } from '../display';
import { dateTime } from '@/domain/format';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { useCanManageInsurance } from '../canManage';

export function StatusTag({ order }: { order: Pick<InsuranceOrder, 'insuredStatus'> }) {
  const { t } = useTranslation();
  const look = statusLook(order.insuredStatus);
  return (
    <Tag color={look.color} data-status={order.insuredStatus}>
      {t(look.textKey)}
    </Tag>
  );
}

export function useOrderColumns(renderActions: (order: InsuranceOrder) => ReactNode): DataColumn<InsuranceOrder>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const canManage = useCanManageInsurance();
  return useMemo(
    (): DataColumn<InsuranceOrder>[] => [
      {
        key: 'insurerName',
        priority: 'essential',
        title: t('insurance.orders.columns.insurer'),
        width: 100,
        render: (_, row) => row.insurerName,
        exportValue: (row) => row.insurerName,
      },
      {
        key: 'insurerGender',
        priority: 'low',
        title: t('insurance.orders.columns.gender'),
        width: 70,
        render: (_, row) => t(genderKey(row.insurerGender)),
        exportValue: (row) => t(genderKey(row.insurerGender)),
      },
      {
        key: 'insurerIdType',
        priority: 'low',
        title: t('insurance.orders.columns.idType'),
        width: 100,
        render: (_, row) => t(idTypeKey(row.insurerIdType)),
        exportValue: (row) => t(idTypeKey(row.insurerIdType)),
      },
      {
        key: 'insurerIdNo',
        priority: 'low',
        title: t('insurance.orders.columns.idNo'),
        width: 180,
        personal: 'idNumber',
        render: (_, row) => (
          <PersonalValue kind="idNumber" value={row.insurerIdNo} reveal={{ subject: 'insured', id: row.orderId, field: 'insurerIdNo' }} allowed={canManage} />
        ),
        exportValue: (row) => row.insurerIdNo,
      },
      {
        key: 'product',
        priority: 'essential',
        title: t('insurance.orders.columns.product'),
        width: 180,
        render: (_, row) => productText(row, lang),
        exportValue: (row) => productText(row, lang),
      },
      {
        key: 'premium',
        priority: 'essential',
        title: t('insurance.orders.columns.premium'),
        width: 120,
        align: 'right',
        render: (_, row) => premiumText(row.premium, row.unit, lang),
        exportValue: (row) => premiumText(row.premium, row.unit, lang),
      },
      {
        key: 'insuredDate',
        priority: 'essential',
        title: t('insurance.orders.columns.insuredDate'),
        width: 110,
        sortField: 'insuredDate',
        render: (_, row) => insuredDateText(row.insuredDate),
        exportValue: (row) => insuredDateText(row.insuredDate),
      },
      {
        key: 'status',
        priority: 'essential',
        title: t('insurance.orders.columns.status'),
        width: 100,
        tagLabels: Object.values(INSURED_STATUS_LOOK).map((look) => t(`insurance.status.${look.key}`)),
        render: (_, row) => <StatusTag order={row} />,
        exportValue: (row) => t(statusLook(row.insuredStatus).textKey),
      },
      {
        key: 'policyNo',
        priority: 'essential',
        title: t('insurance.orders.columns.policyNo'),
        width: 190,
        render: (_, row) => row.policyNo,
        exportValue: (row) => row.policyNo,
      },
      {
        key: 'applicantName',
        priority: 'low',
        title: t('insurance.orders.columns.applicant'),
        width: 200,
        render: (_, row) => row.applicantName,
        exportValue: (row) => row.applicantName,
      },
      {
        key: 'createdTime',
        title: t('insurance.orders.columns.createdTime'),
        width: 140,
        sortField: 'createdTime',
        render: (_, row) => dateTime(row.createdTime),
        exportValue: (row) => dateTime(row.createdTime),
      },
      {
        key: 'actions',
        title: t('insurance.orders.columns.actions'),
        width: lang === 'en' ? 170 : 140,
        pinned: 'right',
        render: (_, row) => renderActions(row),
      },
    ],
    [canManage, lang, renderActions, t],
  );
}
