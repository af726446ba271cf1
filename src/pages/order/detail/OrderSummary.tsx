/**
 * The order's header: number and status, the actions, then its facts: employer (masked mobile,
 * link), owner, service type, salary, expected start, address (masked, the eye reveals it), requirements, remarks; the
 * contract once signed, the outgoing date once finished, the reason once cancelled.
 */
import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@/api/order.types';
import { DetailSection, fullDateTime, type DetailItem } from '@/components/DetailGrid';
import { CustomFieldsDetail } from '@/components/customFields/CustomFieldsDetail';
import { useCustomFormFields } from '@/components/customFields/store';
import { ServiceTypeTags, maskMobile } from '@/components/aunt';
import { OrderStatusTag } from '@/components/order/CodeTag';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { useAccess } from '@/stores/session';
import { canActOnOrder } from '../components/orderRights';
import { ownerText, salaryRangeText } from '../components/orderText';
import { pageLink } from '@/app/pageLinks';
import { money } from '@/domain/format';

export function OrderSummary({ order, actions }: { order: OrderDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  const custom = useCustomFormFields('order');
  const access = useAccess();
  const item = (key: string, value: ReactNode, extra: Pick<DetailItem, 'wide' | 'multiline'> = {}): DetailItem => ({
    key,
    label: t(`order.fields.${key}`),
    value,
    ...extra,
  });
  const text = { wide: true, multiline: true };
  const signed = order.status === 4 || order.status === 5;
  const items: DetailItem[] = [
    item(
      'employer',
      <Space size={8}>
        <Link to={pageLink.employerDetail(order.employerId)}>{order.employerName}</Link>
        <Typography.Text type="secondary" data-testid="employer-mobile">
          {maskMobile(order.employerMobile)}
        </Typography.Text>
      </Space>,
    ),
    item('owner', ownerText(t, order)),
    item('serviceType', <ServiceTypeTags value={[order.serviceType]} />),
    item('salary', salaryRangeText(order)),
    item('expectedStart', order.expectedStart),
    item('createdTime', fullDateTime(order.createdTime)),
    item(
      'address',
      order.address ? (
        <PersonalValue
          kind="address"
          value={order.address}
          reveal={{ subject: 'order', id: order.orderId, field: 'address' }}
          allowed={canActOnOrder(access, order)}
        />
      ) : null,
      text,
    ),
    item('requirements', order.requirements, text),
    ...(order.remarks ? [item('remarks', order.remarks, text)] : []),
    ...(signed
      ? [
          item('signedAunt', order.auntId ? <Link to={pageLink.auntDetail(order.auntId)}>{order.auntName}</Link> : order.auntName),
          item('contract', t('order.detail.contractRange', { start: order.contractStart ?? '', end: order.contractEnd ?? '' })),
          item('signedSalary', order.signedSalary ? money(order.signedSalary, { per: 'month' }) : ''),
        ]
      : []),
    ...(order.status === 5 && order.outgoingDate ? [item('outgoingDate', order.outgoingDate)] : []),
    ...(order.status === 6 ? [item('cancelReason', <span data-testid="cancel-reason">{order.cancelReason}</span>, text)] : []),
  ];

  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Space size={8} align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {order.orderNo}
          </Typography.Title>
          <span data-testid="order-status">
            <OrderStatusTag status={order.status} />
          </span>
        </Space>
        {actions}
      </Flex>
      <DetailSection items={items} />
      <CustomFieldsDetail fields={custom.fields} values={order.customFields} />
    </Card>
  );
}
