import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@/domain/auntCodes';
import { EMPLOYER_LIMITS, EMPLOYER_SOURCES, EMPLOYER_STATUSES } from '@/domain/employerCodes';
import { EmployerStatusTag } from '../EmployerStatusTag';
import { AvatarField } from './AvatarField';
import { Field, FormSection } from './FormParts';
import type { EmployerFormValues } from './formValues';
import { maxRule, mobileRules, requiredRule } from './rules';

/** Name, gender, mobile, WeChat, avatar, source and status. */
export function BasicSection({ mobileHint }: { mobileHint?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EmployerFormValues>();
  const name = Form.useWatch('employerName', form) ?? '';
  return (
    <FormSection title={t('employer.form.sections.basic')}>
      <Field>
        <Form.Item
          name="employerName"
          label={t('employer.fields.employerName')}
          rules={[requiredRule(t, 'employerName'), maxRule(t, 'employerName', EMPLOYER_LIMITS.nameMax)]}
        >
          <Input placeholder={t('employer.form.placeholders.employerName')} maxLength={EMPLOYER_LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="gender" label={t('employer.fields.gender')}>
          <Radio.Group options={GENDERS.map((gender) => ({ value: gender.value, label: t(gender.labelKey) }))} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item
          name="mobile"
          label={t('employer.fields.mobile')}
          rules={mobileRules(t)}
          extra={mobileHint}
          normalize={(value: string) => value.replace(/[^\d\s]/g, '')}
        >
          <Input placeholder={t('employer.form.placeholders.mobile')} inputMode="numeric" maxLength={13} autoComplete="off" />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="wechat" label={t('employer.fields.wechat')} rules={[maxRule(t, 'wechat', EMPLOYER_LIMITS.wechatMax)]}>
          <Input maxLength={EMPLOYER_LIMITS.wechatMax} autoComplete="off" />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="source" label={t('employer.fields.source')}>
          <Select virtual={false} options={EMPLOYER_SOURCES.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="status" label={t('employer.fields.status')}>
          <Select
            virtual={false}
            options={EMPLOYER_STATUSES.map((code) => ({ value: code.value, label: <EmployerStatusTag status={code.value} />, title: t(code.labelKey) }))}
          />
        </Form.Item>
      </Field>
      <Field wide>
        <Form.Item name="avatarUrl" label={t('employer.fields.avatarUrl')}>
          <AvatarField name={name} />
        </Form.Item>
      </Field>
    </FormSection>
  );
}
