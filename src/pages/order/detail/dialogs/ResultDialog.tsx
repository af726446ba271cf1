/** 面试结果 / 试工结果: passed or failed (required) and remarks. */
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { setInterviewResult, setPolitResult } from '@/api/order';
import type { OrderAunt } from '@/api/order.types';
import type { Flag } from '@/api/shared';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  result: Flag;
  remarks?: string;
}

export function ResultDialog({ order, aunt, step, run, onClose }: DialogProps & { aunt: OrderAunt; step: 'setInterviewResult' | 'setPolitResult' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const call = step === 'setInterviewResult' ? setInterviewResult : setPolitResult;
  const submit = (values: Values) =>
    run(
      call({ orderId: order.orderId, auntId: aunt.auntId, result: values.result, remarks: values.remarks?.trim() || undefined }),
      `order.steps.done.${step}.${values.result}`,
    );
  return (
    <StepModal<Values>
      title={t('order.steps.dialogTitle', { action: t(`order.steps.${step}`), name: aunt.auntName })}
      okText={t('order.steps.ok')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="result" label={t('order.steps.result')} rules={[{ required: true, message: t('order.steps.resultRequired') }]}>
        <Radio.Group
          aria-label={t('order.steps.result')}
          options={[
            { value: 1, label: t('order.result.1') },
            { value: 0, label: t('order.result.0') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remarks" label={t('order.fields.remarks')}>
        <Input.TextArea aria-label={t('order.fields.remarks')} maxLength={EMPLOYER_LIMITS.remarksMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </StepModal>
  );
}
