/** An order's details (a DetailsDrawer titled 订单详情 · the insured): every field with its derived text (a cancelled paid order: its refund and where it went), asked from order/details (insuranceQueries.orderDetails), and the same actions as its row (in the footer). */
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsuranceOrder } from '@/api/insurance';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { insuranceQueries } from '@/api/insurance.queries';
import { premiumRefundTo } from '@/domain/insuranceGraph';
import { useQueryData } from '@/hooks/useQueryData';
import { genderKey, idTypeKey, insuredDateText, premiumText, productText } from '../display';
import { StatusTag } from './columns';
import { dateTime, money } from '@/domain/format';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';
import { useCanManageInsurance } from '../canManage';

interface OrderDetailsProps {
  orderId: number | null;
  onClose: () => void;
  renderActions: (order: InsuranceOrder) => ReactNode;
}

export function OrderDetails({ orderId, onClose, renderActions }: OrderDetailsProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCanManageInsurance();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  // Read again after an action (the page invalidates the insurance family).
  const details = useQueryData(insuranceQueries.orderDetails(orderId ?? 0), { enabled: orderId !== null });
  const shown = details.data?.orderId === orderId ? details.data : null;
  const time = (value: string) => (value ? dateTime(value) : '');
  const refundTo = shown ? premiumRefundTo(shown) : null;

  return (
    <DetailsDrawer
      open={orderId !== null}
      title={t('insurance.details.title')}
      name={shown?.insurerName}
      onClose={onClose}
      actions={shown ? renderActions(shown) : null}
      load={{ loading: !shown, error: details.error, reload: details.reload }}
    >
      {shown && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'status', label: t('insurance.orders.columns.status'), children: <StatusTag order={shown} /> },
            { key: 'policyNo', label: t('insurance.orders.columns.policyNo'), children: shown.policyNo || '—' },
            ...(shown.failReason ? [{ key: 'failReason', label: t('insurance.details.failReason'), children: shown.failReason }] : []),
            { key: 'product', label: t('insurance.orders.columns.product'), children: productText(shown, lang) },
            { key: 'premium', label: t('insurance.orders.columns.premium'), children: premiumText(shown.premium, shown.unit, lang) },
            { key: 'cover', label: t('insurance.details.cover'), children: money(shown.cover) },
            { key: 'period', label: t('insurance.print.period'), children: `${insuredDateText(shown.insuredDate)} ~ ${insuredDateText(shown.endDate)}` },
            { key: 'insurer', label: t('insurance.orders.columns.insurer'), children: `${shown.insurerName} · ${t(genderKey(shown.insurerGender))}` },
            {
              key: 'insurerId',
              label: t('insurance.orders.columns.idNo'),
              children: (
                <>
                  {t(idTypeKey(shown.insurerIdType))}{' '}
                  <PersonalValue
                    kind="idNumber"
                    value={shown.insurerIdNo}
                    reveal={{ subject: 'insured', id: shown.orderId, field: 'insurerIdNo' }}
                    allowed={canManage}
                  />
                </>
              ),
            },
            {
              key: 'applicant',
              label: t('insurance.orders.columns.applicant'),
              children: `${shown.applicantName} · ${t(shown.applicantType === 1 ? 'insurance.applicantType.employer' : 'insurance.applicantType.agency')}`,
            },
            ...(shown.applicantIdNo
              ? [
                  {
                    key: 'applicantId',
                    label: t('insurance.details.applicantIdNo'),
                    children: (
                      <>
                        {t(idTypeKey(shown.applicantIdType))}{' '}
                        <PersonalValue
                          kind="idNumber"
                          value={shown.applicantIdNo}
                          reveal={{ subject: 'insured', id: shown.orderId, field: 'applicantIdNo' }}
                          allowed={canManage}
                        />
                      </>
                    ),
                  },
                ]
              : []),
            {
              key: 'mobile',
              label: t('insurance.details.mobile'),
              children: (
                <PersonalValue
                  kind="mobile"
                  value={shown.applicantMobile}
                  reveal={{ subject: 'insured', id: shown.orderId, field: 'applicantMobile' }}
                  allowed={canManage}
                />
              ),
            },
            { key: 'paidBy', label: t('insurance.details.paidBy'), children: t(`insurance.paidBy.${shown.paidBy ?? 'none'}`) },
            ...(refundTo
              ? [
                  {
                    key: 'refund',
                    label: t('insurance.details.refund'),
                    children: t(`insurance.details.refundTo.${refundTo}`, { amount: money(shown.premium) }),
                  },
                ]
              : []),
            { key: 'createdTime', label: t('insurance.orders.columns.createdTime'), children: time(shown.createdTime) },
            { key: 'updatedTime', label: t('insurance.details.updatedTime'), children: time(shown.updatedTime) },
          ]}
        />
      )}
      {shown && <RecordAccessSection subject="insured" id={shown.orderId} />}
    </DetailsDrawer>
  );
}
