/**
 * The order's own actions, offered only when the state graph allows them (allowedSteps of the
 * order) and the user may act on the order (ownership): recommend aunts, edit (open or signed),
 * transfer, follow-up, cancel; delete while the status allows it (not while an aunt works there).
 */
import { DeleteOutlined, EditOutlined, MessageOutlined, StopOutlined, SwapOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/api/order.types';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import type { FlowOrder, OrderStep } from '@/domain/orderFlow';
import type { ConfirmPrompt } from '@/hooks/useConfirmedMutation';
import type { OrderDialogKind } from './dialogs/types';

interface OrderActionsProps {
  order: OrderDetail;
  flow: FlowOrder;
  steps: readonly OrderStep[];
  onOpen: (kind: OrderDialogKind) => void;
  onRecommend: () => void;
  /** Asks with the prompt given, then deletes. */
  onDelete: (confirm: ConfirmPrompt) => Promise<void>;
}

export function OrderActions({ order, flow, steps, onOpen, onRecommend, onDelete }: OrderActionsProps) {
  const { t } = useTranslation();
  const editable = flow.phase === 'open' || flow.phase === 'signed';
  const deletable = DELETABLE_ORDER_STATUSES.includes(order.status);
  const button = (key: string, icon: ReactNode, onClick: () => void, extra: { danger?: boolean; primary?: boolean } = {}) => (
    <Button key={key} data-order-action={key} icon={icon} danger={extra.danger} type={extra.primary ? 'primary' : 'default'} onClick={onClick}>
      {t(`order.actions.${key}`)}
    </Button>
  );
  const confirmDelete = () =>
    void onDelete({
      title: t('order.confirmDelete.title', { orderNo: order.orderNo }),
      content: t('order.confirmDelete.description'),
      okText: t('order.actions.delete'),
      danger: true,
    });

  const buttons = [
    steps.includes('recommendAunt') && button('recommendAunt', <UserAddOutlined />, onRecommend, { primary: true }),
    editable && button('edit', <EditOutlined />, () => onOpen('edit')),
    steps.includes('addOrderTransfer') && button('addOrderTransfer', <SwapOutlined />, () => onOpen('addOrderTransfer')),
    steps.includes('createFollowUp') && button('createFollowUp', <MessageOutlined />, () => onOpen('createFollowUp')),
    steps.includes('cancelOrderHandle') && button('cancelOrderHandle', <StopOutlined />, () => onOpen('cancelOrderHandle'), { danger: true }),
    deletable && button('delete', <DeleteOutlined />, confirmDelete, { danger: true }),
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return (
    <Flex gap={8} wrap role="group" aria-label={t('order.detail.orderActions')}>
      {buttons}
    </Flex>
  );
}
