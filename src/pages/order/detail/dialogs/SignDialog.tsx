/**
 * 签约: contract start and end (end after start) and the agreed monthly salary (> 0, at most two
 * decimals), prefilled
 * from the order: start on its expected start (today if that has passed), one year, the top of
 * its salary range.
 */
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { signComplete } from '@/api/order';
import type { OrderAunt } from '@/api/order.types';
import { AmountInput } from '@/components/AmountInput';
import { amountRule } from '@/components/formValidation';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { StepModal } from './StepModal';
import type { DialogProps } from './types';

interface Values {
  contractStart: Dayjs;
  contractEnd: Dayjs;
  salary: number;
}

const DAY = 'YYYY-MM-DD';

export function SignDialog({ order, aunt, run, onClose }: DialogProps & { aunt: OrderAunt }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const today = dayjs().startOf('day');
  const expected = order.expectedStart ? dayjs(order.expectedStart) : null;
  const start = expected && !expected.isBefore(today) ? expected : today;
  const initial: Partial<Values> = {
    contractStart: start,
    contractEnd: start.add(1, 'year').subtract(1, 'day'),
    salary: order.salaryMax || order.salaryMin || undefined,
  };
  const submit = (values: Values) =>
    run(
      signComplete({
        orderId: order.orderId,
        auntId: aunt.auntId,
        contractStart: values.contractStart.format(DAY),
        contractEnd: values.contractEnd.format(DAY),
        salary: values.salary,
      }),
      'order.steps.done.signComplete',
    );
  return (
    <StepModal<Values>
      title={t('order.steps.dialogTitle', { action: t('order.steps.signComplete'), name: aunt.auntName })}
      okText={t('order.steps.ok')}
      form={form}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="contractStart" label={t('order.fields.contractStart')} rules={[{ required: true, message: t('order.steps.dateRequired') }]}>
        <DatePicker aria-label={t('order.fields.contractStart')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="contractEnd"
        label={t('order.fields.contractEnd')}
        dependencies={['contractStart']}
        rules={[
          { required: true, message: t('order.steps.dateRequired') },
          ({ getFieldValue }) => ({
            validator(_rule, value: Dayjs | null | undefined) {
              const from = getFieldValue('contractStart') as Dayjs | null | undefined;
              if (!value || !from || value.isAfter(from, 'day')) return Promise.resolve();
              return Promise.reject(new Error(t('order.steps.endAfterStart')));
            },
          }),
        ]}
      >
        <DatePicker aria-label={t('order.fields.contractEnd')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="salary"
        label={t('order.fields.signedSalary')}
        rules={[{ required: true, message: t('order.steps.salaryRequired') }, amountRule(t, { minFen: 1, maxFen: EMPLOYER_LIMITS.salaryMax * 100 })]}
      >
        <AmountInput aria-label={t('order.fields.signedSalary')} suffix={t('order.salary.unit')} style={{ width: '100%' }} />
      </Form.Item>
    </StepModal>
  );
}
