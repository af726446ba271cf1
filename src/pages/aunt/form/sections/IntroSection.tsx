import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../formValues';
import { maxRule } from '../rules';
import { FormSection } from './FormSection';

/** Self-introduction (up to 500 characters). */
export function IntroSection() {
  const { t } = useTranslation();
  return (
    <FormSection section="introduction">
      <Form.Item name="introduction" label={t('aunt.fields.introduction')} rules={[maxRule(t, 'introduction', LIMITS.introduction)]}>
        <Input.TextArea rows={5} showCount maxLength={LIMITS.introduction} placeholder={t('auntForm.placeholders.introduction')} />
      </Form.Item>
    </FormSection>
  );
}
