/**
 * The add-fee form in a drawer: income or expense, a fee name of that type, pay style (both from
 * getAddFinanceOptions), the amount typed as text (read with parseYuan: exact fen), the date (not
 * after today), optional links to an aunt, employer or order of the company, remarks. A refused
 * save keeps everything typed; the save button is busy while the request runs.
 */
import { DatePicker, Form, Input, Radio, Select, App, Alert } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeeIO, FEE_LIMITS, type FeeRecord, type FeeType } from '@/api/finance';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import { chinaDay } from '@/domain/chinaTime';
import { yuanOfFen } from '@/domain/fen';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { readAmountText } from '../feeText';
import { feeNameOptions, payStyleOptions } from '../useFinanceOptions';
import { useLinkSearch, type LinkKind } from '@/components/useLinkSearch';
import { amountRule } from '@/components/formValidation';
import { moneyOfFen } from '@/domain/format';

interface FeeFormValues {
  feeType: FeeType;
  feeNameId?: number;
  payStyleId?: number;
  amount: string;
  feeDate: Dayjs;
  auntId?: number;
  employerId?: number;
  orderId?: number;
  remarks?: string;
}

interface FeeFormDrawerProps {
  open: boolean;
  options: AddFinanceOptions | null;
  onClose: () => void;
  onSaved: (fee: FeeRecord) => void;
}

export function FeeFormDrawer({ open, options, onClose, onSaved }: FeeFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeeFormValues>();
  const feeType = Form.useWatch('feeType', form) ?? 0;
  const names = feeNameOptions(options, feeType);
  const f = (key: string) => t(`finance.form.${key}`);
  const [today] = useState(() => chinaDay(Date.now()));

  // The request layer shows the server's words; what was typed stays.
  const { saving, submit } = useFormSubmit(form, {
    check: async () => {
      const values = await form.validateFields().catch(() => null);
      const fen = values ? readAmountText(values.amount) : null;
      if (!values || fen === null || values.feeNameId === undefined || values.payStyleId === undefined) return null;
      return { fen, values: { ...values, feeNameId: values.feeNameId, payStyleId: values.payStyleId } };
    },
    formError: () => null,
  });
  const save = () =>
    submit(
      ({ fen, values }) =>
        addFeeIO({
          feeType: values.feeType,
          feeNameId: values.feeNameId,
          payStyleId: values.payStyleId,
          amount: yuanOfFen(fen),
          feeDate: values.feeDate.format('YYYY-MM-DD'),
          ...(values.auntId ? { auntId: values.auntId } : {}),
          ...(values.employerId ? { employerId: values.employerId } : {}),
          ...(values.orderId ? { orderId: values.orderId } : {}),
          remarks: values.remarks?.trim() ?? '',
        }).then((fee) => ({ fee, fen })),
      ({ fee, fen }) => {
        void message.success(t('finance.form.saved', { name: fee.feeName, amount: moneyOfFen(fen) }));
        form.resetFields();
        onSaved(fee);
        onClose();
      },
    );

  return (
    <RecordFormDrawer open={open} title={f('title')} form={form} saving={saving} onSave={() => form.submit()} onClose={onClose}>
      <Form<FeeFormValues> form={form} layout="vertical" initialValues={{ feeType: 0, feeDate: dayjs(today), amount: '' }} onFinish={() => void save()}>
        <Form.Item name="feeType" label={f('feeType')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 0, label: t('finance.feeType.0') },
              { value: 1, label: t('finance.feeType.1') },
            ]}
            onChange={() => form.setFieldValue('feeNameId', undefined)}
          />
        </Form.Item>
        {options && names.length === 0 && <Alert type="warning" showIcon title={f('noFeeNames')} style={{ marginBottom: 16 }} />}
        <Form.Item name="feeNameId" label={f('feeName')} rules={[{ required: true, message: t('finance.form.required', { field: f('feeName') }) }]}>
          <Select<number> virtual={false} placeholder={f('feeNamePlaceholder')} options={names} loading={!options} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={f('amount')}
          rules={[{ required: true, message: f('amountRequired') }, amountRule(t, { minFen: 1, message: f('badAmount') })]}
        >
          <Input inputMode="decimal" prefix="¥" placeholder={f('amountPlaceholder')} maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="payStyleId" label={f('payStyle')} rules={[{ required: true, message: t('finance.form.required', { field: f('payStyle') }) }]}>
          <Select<number> virtual={false} options={payStyleOptions(options)} loading={!options} />
        </Form.Item>
        <Form.Item
          name="feeDate"
          label={f('feeDate')}
          rules={[
            { required: true, message: f('dateRequired') },
            {
              validator: (_, value: Dayjs | null) =>
                !value || value.format('YYYY-MM-DD') <= today ? Promise.resolve() : Promise.reject(new Error(f('futureDate'))),
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} allowClear={false} disabledDate={(day) => day.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{f('links')}</legend>
          <LinkSelect kind="aunt" label={f('aunt')} open={open} />
          <LinkSelect kind="employer" label={f('employer')} open={open} />
          <LinkSelect kind="order" label={f('order')} open={open} />
        </fieldset>
        <Form.Item name="remarks" label={f('remarks')}>
          <Input.TextArea rows={3} maxLength={FEE_LIMITS.remarks} showCount />
        </Form.Item>
      </Form>
    </RecordFormDrawer>
  );
}

/** A searchable select of the company's aunts / employers / orders (form field `${kind}Id`). */
function LinkSelect({ kind, label, open }: { kind: LinkKind; label: string; open: boolean }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const search = useLinkSearch(kind, keyword, open && focused);
  return (
    <Form.Item name={`${kind}Id`} label={label}>
      <Select<number>
        virtual={false}
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t('finance.form.searchPlaceholder')}
        loading={search.loading}
        options={search.options}
        onFocus={() => setFocused(true)}
        onClear={() => setKeyword('')}
      />
    </Form.Item>
  );
}
