/** 转单: another staff member (required) and the reason (required). */
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addOrderTransfer } from '@/api/order';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { useStaffUsers } from '@/components/useStaffUsers';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  toUserId: number;
  reason: string;
}

export function TransferDialog({ order, run, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { users: staff, loading } = useStaffUsers();
  const choices = staff.filter((user) => user.isEnabled === 1 && user.userId !== order.userId);
  const submit = (values: Values) =>
    run(addOrderTransfer({ orderId: order.orderId, toUserId: values.toUserId, reason: values.reason.trim() }), 'order.transfer.done');
  return (
    <StepModal<Values>
      title={t('order.transfer.title', { orderNo: order.orderNo })}
      okText={t('order.transfer.ok')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="toUserId" label={t('order.transfer.to')} rules={[{ required: true, message: t('order.transfer.toRequired') }]}>
        <Select<number>
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('order.transfer.to')}
          loading={loading}
          options={choices.map((user) => ({ value: user.userId, label: user.contact }))}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('order.transfer.reason')} rules={[{ required: true, whitespace: true, message: t('order.transfer.reasonRequired') }]}>
        <Input.TextArea aria-label={t('order.transfer.reason')} maxLength={EMPLOYER_LIMITS.transferReasonMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </StepModal>
  );
}
