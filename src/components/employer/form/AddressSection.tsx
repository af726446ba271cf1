import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { AddressCascader } from '../AddressCascader';
import { Field, FormSection } from './FormParts';
import { maxRule } from './rules';

/** Province and city (the address picker; the city is sent as cityId too), district and street address. */
export function AddressSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('employer.form.sections.address')}>
      <Field>
        <Form.Item name="addressPicker" label={t('employer.fields.addressPicker')}>
          <AddressCascader style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="district" label={t('employer.fields.district')} rules={[maxRule(t, 'district', EMPLOYER_LIMITS.districtMax)]}>
          <Input maxLength={EMPLOYER_LIMITS.districtMax} placeholder={t('employer.form.placeholders.district')} autoComplete="off" />
        </Form.Item>
      </Field>
      <Field wide>
        <Form.Item name="address" label={t('employer.fields.address')} rules={[maxRule(t, 'address', EMPLOYER_LIMITS.addressMax)]}>
          <Input maxLength={EMPLOYER_LIMITS.addressMax} placeholder={t('employer.form.placeholders.address')} autoComplete="off" />
        </Form.Item>
      </Field>
    </FormSection>
  );
}
