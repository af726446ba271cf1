/**
 * The order's own fields, shared by the create and edit dialogs: service type*, salary range
 * (amounts of at most two decimals, min <= max), expected start, address, requirements, remarks, then the company's custom fields.
 * Limits follow the mock's.
 */
import { DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/AmountInput';
import { useCompanyAuntOptions } from '@/components/aunt';
import { CustomFieldInputs, useCustomFormFields } from '@/components/customFields';
import { amountRule } from '@/components/formValidation';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';

export function OrderFormFields() {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const custom = useCustomFormFields('order');
  const label = (name: string) => t(`order.fields.${name}`);
  const serviceTypes = (options?.serviceTypes ?? []).filter((type) => type.isEnabled === 1);
  const salaryRule = amountRule(t, { maxFen: EMPLOYER_LIMITS.salaryMax * 100 });
  return (
    <>
      <Form.Item name="serviceType" label={label('serviceType')} rules={[{ required: true, message: t('order.form.serviceTypeRequired') }]}>
        <Select<number>
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={label('serviceType')}
          placeholder={t('order.form.choose')}
          loading={!options}
          options={serviceTypes.map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
        />
      </Form.Item>
      <Form.Item label={t('order.fields.salary')} required={false}>
        <Flex gap={8} align="baseline">
          <Form.Item name="salaryMin" noStyle rules={[salaryRule]}>
            <AmountInput aria-label={label('salaryMin')} placeholder={label('salaryMin')} style={{ flex: 1 }} />
          </Form.Item>
          <span aria-hidden>-</span>
          <Form.Item
            name="salaryMax"
            dependencies={['salaryMin']}
            noStyle
            rules={[
              salaryRule,
              ({ getFieldValue }) => ({
                validator(_rule, value: unknown) {
                  const min: unknown = getFieldValue('salaryMin');
                  if (typeof value !== 'number' || typeof min !== 'number' || value >= min) return Promise.resolve();
                  return Promise.reject(new Error(t('order.form.salaryOrder')));
                },
              }),
            ]}
          >
            <AmountInput aria-label={label('salaryMax')} placeholder={label('salaryMax')} style={{ flex: 1 }} />
          </Form.Item>
          <span>{t('order.salary.unit')}</span>
        </Flex>
      </Form.Item>
      <Form.Item name="expectedStart" label={label('expectedStart')}>
        <DatePicker aria-label={label('expectedStart')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={[{ max: EMPLOYER_LIMITS.addressMax }]}>
        <Input aria-label={label('address')} maxLength={EMPLOYER_LIMITS.addressMax} />
      </Form.Item>
      <Form.Item name="requirements" label={label('requirements')}>
        <Input.TextArea aria-label={label('requirements')} maxLength={EMPLOYER_LIMITS.requirementsMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="remarks" label={label('remarks')}>
        <Input.TextArea aria-label={label('remarks')} maxLength={EMPLOYER_LIMITS.remarksMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <CustomFieldInputs fields={custom.fields ?? []} perRow={1} />
    </>
  );
}
