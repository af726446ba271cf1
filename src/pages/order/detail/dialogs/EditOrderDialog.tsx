/**
 * 编辑: the order's own fields (setOrder); a 40001 message goes under the field it names.
 * The form starts from the order as the server has it now (getOrder when the dialog opens), not
 * as the page loaded it; if that read fails, the dialog says so and starts from the page's copy.
 */
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { setOrder } from '@/api/order';
import { orderQueries } from '@/api/order.queries';
import type { Order } from '@/api/order.types';
import { useQueryData } from '@/hooks/useQueryData';
import { OrderFormFields } from '../../components/OrderFormFields';
import { bodyOfFields, valuesOfOrder, type OrderFieldValues } from '../../components/orderFormValues';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

type CurrentOrder = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; text: string };

/** The order read afresh (silent: a failure is shown in the dialog, not as a toast). */
function useCurrentOrder(orderId: number): CurrentOrder {
  const current = useQueryData(orderQueries.order(orderId), { fresh: true });
  if (current.error !== null) return { status: 'failed', text: current.error };
  return current.data ? { status: 'ready', order: current.data } : { status: 'loading' };
}

export function EditOrderDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFieldValues>();
  const current = useCurrentOrder(order.orderId);
  const submit = (values: OrderFieldValues) => run(setOrder({ orderId: order.orderId, ...bodyOfFields(values) }, { silent: true }), 'order.edit.done');
  const notice =
    current.status === 'failed' ? (
      <Alert type="warning" showIcon title={t('order.edit.loadFailed')} description={current.text} style={{ marginBottom: 16 }} />
    ) : null;
  return (
    <StepModal<OrderFieldValues>
      title={t('order.edit.title', { orderNo: order.orderNo })}
      okText={t('order.edit.ok')}
      form={form}
      loading={current.status === 'loading'}
      notice={notice}
      initialValues={valuesOfOrder(current.status === 'ready' ? current.order : order)}
      onSubmit={submit}
      onClose={onClose}
      inline
    >
      <OrderFormFields />
    </StepModal>
  );
}
