/**
 * 取消订单: the reason (required); the dialog is the confirmation (it says what cancelling does:
 * the candidates still in the running are released).
 */
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancelOrderHandle } from '@/api/order';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  reason: string;
}

export function CancelDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) => run(cancelOrderHandle({ orderId: order.orderId, reason: values.reason.trim() }), 'order.cancel.done');
  return (
    <StepModal<Values>
      title={t('order.cancel.title', { orderNo: order.orderNo })}
      okText={t('order.cancel.ok')}
      danger
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert type="warning" showIcon title={t('order.cancel.warning')} style={{ marginBottom: 16 }} />
      <Form.Item name="reason" label={t('order.cancel.reason')} rules={[{ required: true, whitespace: true, message: t('order.cancel.reasonRequired') }]}>
        <Input.TextArea aria-label={t('order.cancel.reason')} maxLength={EMPLOYER_LIMITS.transferReasonMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </StepModal>
  );
}
