/** 下户: the day the signed aunt leaves (required, default today) and why. */
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { setAuntOutgoing } from '@/api/order';
import type { OrderAunt } from '@/api/order.types';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  outgoingDate: Dayjs;
  reason?: string;
}

export function OutgoingDialog({ order, aunt, run, onClose }: DialogProps & { aunt: OrderAunt }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    run(
      setAuntOutgoing({
        orderId: order.orderId,
        auntId: aunt.auntId,
        outgoingDate: values.outgoingDate.format('YYYY-MM-DD'),
        reason: values.reason?.trim() || undefined,
      }),
      'order.steps.done.setAuntOutgoing',
    );
  return (
    <StepModal<Values>
      title={t('order.steps.dialogTitle', { action: t('order.steps.setAuntOutgoing'), name: aunt.auntName })}
      okText={t('order.steps.ok')}
      form={form}
      initialValues={{ outgoingDate: dayjs() }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="outgoingDate" label={t('order.fields.outgoingDate')} rules={[{ required: true, message: t('order.steps.dateRequired') }]}>
        <DatePicker aria-label={t('order.fields.outgoingDate')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reason" label={t('order.steps.outgoingReason')}>
        <Input.TextArea
          aria-label={t('order.steps.outgoingReason')}
          maxLength={EMPLOYER_LIMITS.transferReasonMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
    </StepModal>
  );
}
