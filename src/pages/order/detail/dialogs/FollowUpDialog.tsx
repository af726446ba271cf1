/** 写跟进: a follow-up note on the order (required). */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createFollowUp } from '@/api/order';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  content: string;
}

export function FollowUpDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) => run(createFollowUp({ orderId: order.orderId, content: values.content.trim() }), 'order.followUp.done');
  return (
    <StepModal<Values>
      title={t('order.followUp.title', { orderNo: order.orderNo })}
      okText={t('order.followUp.ok')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="content"
        label={t('order.followUp.content')}
        rules={[{ required: true, whitespace: true, message: t('order.followUp.contentRequired') }]}
      >
        <Input.TextArea aria-label={t('order.followUp.content')} maxLength={EMPLOYER_LIMITS.followUpMax} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </StepModal>
  );
}
