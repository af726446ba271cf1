/**
 * 约面试: the interview's time (required) and place: prefilled with the candidate's place as read (masked: sent back
 * unchanged, the server keeps the stored one), else the order's address unless it is masked (the user types the place).
 */
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { appointmentInterview } from '@/api/order';
import type { OrderAunt } from '@/api/order.types';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { isMasked } from '@/domain/personalData';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  interviewTime: Dayjs;
  address?: string;
}

export function InterviewDialog({ order, aunt, run, onClose }: DialogProps & { aunt: OrderAunt }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial: Partial<Values> = {
    interviewTime: aunt.interviewTime ? dayjs(aunt.interviewTime) : undefined,
    address: aunt.interviewAddress ?? (isMasked(order.address) ? '' : order.address),
  };
  const submit = (values: Values) =>
    run(
      appointmentInterview({
        orderId: order.orderId,
        auntId: aunt.auntId,
        interviewTime: values.interviewTime.toISOString(),
        address: values.address?.trim() || undefined,
      }),
      'order.steps.done.appointmentInterview',
    );
  return (
    <StepModal<Values>
      title={t('order.steps.dialogTitle', { action: t('order.steps.appointmentInterview'), name: aunt.auntName })}
      okText={t('order.steps.ok')}
      form={form}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="interviewTime" label={t('order.steps.interviewTime')} rules={[{ required: true, message: t('order.steps.interviewTimeRequired') }]}>
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          aria-label={t('order.steps.interviewTime')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="address" label={t('order.steps.interviewAddress')}>
        <Input aria-label={t('order.steps.interviewAddress')} maxLength={EMPLOYER_LIMITS.addressMax} />
      </Form.Item>
    </StepModal>
  );
}
