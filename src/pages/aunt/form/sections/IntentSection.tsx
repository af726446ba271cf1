import { Form, Input, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUNT_SALARY_MAX, BLACKLIST_STATUS, LIVE_IN_OPTIONS, WORK_STATUSES } from '@/domain/auntCodes';
import { AmountInput } from '@/components/AmountInput';
import { DEFAULT_SERVICE_TYPE_COLOR, useCompanyAuntOptions } from '@/components/aunt';
import { amountRule } from '@/components/formValidation';
import type { AuntFormValues } from '../formValues';
import { LIMITS } from '../formValues';
import { maxRule } from '../rules';
import { FieldCol, FieldRow, FormSection } from './FormSection';

/** Service types of the company that can be chosen: enabled ones, plus any already chosen (a retired one greyed). */
export function useServiceTypeOptions(chosen: readonly number[] = []) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  return (options?.serviceTypes ?? [])
    .filter((type) => type.isEnabled === 1 || chosen.includes(type.serviceTypeId))
    .map((type) => ({
      value: type.serviceTypeId,
      label: type.isRetired === 1 ? t('aunt.retiredEntry', { name: type.serviceTypeName }) : type.serviceTypeName,
      color: type.isRetired === 1 ? undefined : type.color || DEFAULT_SERVICE_TYPE_COLOR,
    }));
}

/** Service types, expected salary (amounts of at most two decimals, max >= min), live-in, work status and, for the blacklist, the reason. */
export function IntentSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const chosen = Form.useWatch('serviceTypes', form);
  const workStatus = Form.useWatch('workStatus', form);
  const serviceTypeOptions = useServiceTypeOptions(chosen);
  const salaryRule = amountRule(t, { maxFen: AUNT_SALARY_MAX * 100 });

  return (
    <FormSection section="intent">
      <FieldRow>
        <FieldCol wide>
          <Form.Item name="serviceTypes" label={t('aunt.fields.serviceTypes')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('auntForm.placeholders.select')}
              options={serviceTypeOptions}
              tagRender={({ label, value, closable, onClose }) => (
                <Tag
                  color={serviceTypeOptions.find((option) => option.value === value)?.color}
                  closable={closable}
                  onClose={onClose}
                  style={{ marginInlineEnd: 4 }}
                >
                  {label}
                </Tag>
              )}
            />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="expectedSalary" label={t('aunt.fields.expectedSalary')} rules={[salaryRule]}>
            <AmountInput step={500} placeholder={t('auntForm.placeholders.salaryMin')} suffix={t('auntForm.units.salary')} style={{ width: '100%' }} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item
            name="expectedSalaryMax"
            label={t('aunt.fields.expectedSalaryMax')}
            dependencies={['expectedSalary']}
            rules={[
              salaryRule,
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  const min: unknown = getFieldValue('expectedSalary');
                  if (typeof value === 'number' && typeof min === 'number' && value < min) {
                    throw new Error(t('auntForm.rules.salaryOrder'));
                  }
                },
              }),
            ]}
          >
            <AmountInput step={500} placeholder={t('auntForm.placeholders.salaryMax')} suffix={t('auntForm.units.salary')} style={{ width: '100%' }} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="liveIn" label={t('aunt.fields.liveIn')}>
            <Radio.Group optionType="button" options={LIVE_IN_OPTIONS.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="workStatus" label={t('aunt.fields.workStatus')}>
            <Select
              options={WORK_STATUSES.map((code) => ({ value: code.value, label: <Tag color={code.color}>{t(code.labelKey)}</Tag>, title: t(code.labelKey) }))}
            />
          </Form.Item>
        </FieldCol>
        {workStatus === BLACKLIST_STATUS && (
          <FieldCol wide>
            <Form.Item
              name="blacklistReason"
              label={t('aunt.fields.blacklistReason')}
              rules={[
                { required: true, whitespace: true, message: t('auntForm.rules.blacklistReason') },
                maxRule(t, 'blacklistReason', LIMITS.blacklistReason),
              ]}
            >
              <Input.TextArea rows={2} showCount maxLength={LIMITS.blacklistReason} placeholder={t('auntForm.placeholders.blacklistReason')} />
            </Form.Item>
          </FieldCol>
        )}
      </FieldRow>
    </FormSection>
  );
}
