import { DatePicker, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/AmountInput';
import { useCompanyAuntOptions } from '@/components/aunt';
import { amountRule } from '@/components/formValidation';
import { LIVE_IN_OPTIONS } from '@/domain/auntCodes';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { Field, FormSection } from './FormParts';
import type { EmployerFormValues } from './formValues';
import { DATE_FORMAT } from './formValues';
import { ageOrderRule, maxRule } from './rules';

/** What the employer wants: service type, budget, start date, the aunt's age, living arrangement and experience, and free text. */
export function NeedSection() {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const form = Form.useFormInstance<EmployerFormValues>();
  const chosen = Form.useWatch('serviceType', form);
  const serviceTypes = (options?.serviceTypes ?? [])
    .filter((type) => type.isEnabled === 1 || type.serviceTypeId === chosen)
    .map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }));
  const { auntAgeMin: ageMin, auntAgeMax: ageMax } = EMPLOYER_LIMITS;

  return (
    <FormSection title={t('employer.form.sections.need')}>
      <Field>
        <Form.Item name="serviceType" label={t('employer.fields.serviceType')}>
          <Select
            virtual={false}
            allowClear
            loading={!options}
            placeholder={t('employer.form.placeholders.select')}
            options={serviceTypes}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="limitMoney" label={t('employer.fields.limitMoney')} rules={[amountRule(t, { maxFen: EMPLOYER_LIMITS.limitMoneyMax * 100 })]}>
          <AmountInput step={500} suffix={t('employer.units.yuanPerMonth')} style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="expectedStart" label={t('employer.fields.expectedStart')}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item label={t('employer.fields.auntAge')} style={{ marginBottom: 0 }}>
          <Flex gap={8} align="flex-start">
            <Form.Item name="auntAgeMin" style={{ flex: 1 }}>
              <InputNumber<number>
                aria-label={t('employer.fields.auntAgeMin')}
                placeholder={t('employer.form.placeholders.min')}
                min={ageMin}
                max={ageMax}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <span aria-hidden style={{ lineHeight: '32px' }}>
              –
            </span>
            <Form.Item name="auntAgeMax" dependencies={['auntAgeMin']} rules={[ageOrderRule(t)]} style={{ flex: 1 }}>
              <InputNumber<number>
                aria-label={t('employer.fields.auntAgeMax')}
                placeholder={t('employer.form.placeholders.max')}
                min={ageMin}
                max={ageMax}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Flex>
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="liveIn" label={t('employer.fields.liveIn')}>
          <Radio.Group optionType="button" options={LIVE_IN_OPTIONS.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="minExperienceYears" label={t('employer.fields.minExperienceYears')}>
          <InputNumber<number> min={0} max={EMPLOYER_LIMITS.experienceMax} precision={0} suffix={t('employer.units.years')} style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field wide>
        <Form.Item name="requirements" label={t('employer.fields.requirements')} rules={[maxRule(t, 'requirements', EMPLOYER_LIMITS.requirementsMax)]}>
          <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.requirementsMax} placeholder={t('employer.form.placeholders.requirements')} />
        </Form.Item>
      </Field>
    </FormSection>
  );
}
