/**
 * The order's header: number and status, the actions, then its facts: employer (masked mobile,
 * link), owner, service type, salary, expected start, address, requirements, remarks; the
 * contract once signed, the outgoing date once finished, the reason once cancelled.
 */
import { Card, Descriptions, Flex, Space, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@/api/order.types';
import { ServiceTypeTags, maskMobile } from '@/components/aunt';
import { OrderStatusTag } from '@/components/order/CodeTag';
import { monthlyAmountText } from '@/domain/money';
import { formatTime } from '@/domain/time';
import { ownerText, salaryRangeText } from '../components/orderText';

export function OrderSummary({ order, actions }: { order: OrderDetail; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const field = (name: string) => t(`order.fields.${name}`);
  const item = (key: string, children: ReactNode, span?: 'filled') => ({ key, label: field(key), children, span });
  const signed = order.status === 4 || order.status === 5;
  const items: DescriptionsProps['items'] = [
    item(
      'employer',
      <Space size={8}>
        <Link to={`/employer/detail/${order.employerId}`}>{order.employerName}</Link>
        <Typography.Text type="secondary" data-testid="employer-mobile">
          {maskMobile(order.employerMobile)}
        </Typography.Text>
      </Space>,
    ),
    item('owner', ownerText(t, order)),
    item('serviceType', <ServiceTypeTags value={[order.serviceType]} />),
    item('salary', salaryRangeText(t, order)),
    item('expectedStart', order.expectedStart ?? t('order.detail.notSet')),
    item('createdTime', formatTime(order.createdTime, { lang })),
    item('address', order.address || t('order.detail.notSet'), 'filled'),
    item('requirements', <span style={{ whiteSpace: 'pre-wrap' }}>{order.requirements || t('order.detail.notSet')}</span>, 'filled'),
    ...(order.remarks ? [item('remarks', <span style={{ whiteSpace: 'pre-wrap' }}>{order.remarks}</span>, 'filled')] : []),
    ...(signed
      ? [
          item('signedAunt', order.auntId ? <Link to={`/aunt/detail/${order.auntId}`}>{order.auntName}</Link> : order.auntName),
          item('contract', t('order.detail.contractRange', { start: order.contractStart ?? '', end: order.contractEnd ?? '' })),
          item('signedSalary', monthlyAmountText(t, order.signedSalary)),
        ]
      : []),
    ...(order.status === 5 && order.outgoingDate ? [item('outgoingDate', order.outgoingDate)] : []),
    ...(order.status === 6 ? [item('cancelReason', <span data-testid="cancel-reason">{order.cancelReason}</span>, 'filled')] : []),
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
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
}
