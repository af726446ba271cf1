/** 编辑: the order's own fields (setOrder); a 40001 message goes under the field it names. */
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { setOrder } from '@/api/order';
import { OrderFormFields } from '../../components/OrderFormFields';
import { bodyOfFields, valuesOfOrder, type MappableOrderField, type OrderFieldValues } from '../../components/orderFormValues';
import { useFormServerError } from '../../components/useFormServerError';
import { InlineError, StepModal } from './StepModal';
import type { DialogProps } from './types';

const FIELDS: readonly MappableOrderField[] = ['serviceType', 'salaryMin', 'salaryMax', 'expectedStart', 'address', 'requirements', 'remarks'];

export function EditOrderDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFieldValues>();
  const showError = useFormServerError(form, FIELDS);
  const submit = async (values: OrderFieldValues) => {
    try {
      await run(setOrder({ orderId: order.orderId, ...bodyOfFields(values) }, { silent: true }), 'order.edit.done');
    } catch (error) {
      const text = showError(error);
      throw text ? new InlineError(text) : error;
    }
  };
  return (
    <StepModal<OrderFieldValues> title={t('order.edit.title', { orderNo: order.orderNo })} okText={t('order.edit.ok')} form={form} initialValues={valuesOfOrder(order)} onSubmit={submit} onClose={onClose}>
      <OrderFormFields />
    </StepModal>
  );
}
