import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../formValues';
import { maxRule } from '../rules';
import { FieldCol, FieldRow, FormSection } from './FormSection';

const FIELDS = ['nativePlace', 'householdRegister', 'currentAddress'] as const;

/** Native place, household register and current address. */
export function PlaceSection() {
  const { t } = useTranslation();
  return (
    <FormSection section="place">
      <FieldRow>
        {FIELDS.map((field) => (
          <FieldCol key={field}>
            <Form.Item
              name={field}
              label={t(`aunt.fields.${field}`)}
              rules={[maxRule(t, field, field === 'nativePlace' ? LIMITS.nativePlace : LIMITS.address)]}
            >
              <Input placeholder={t(`auntForm.placeholders.${field}`)} autoComplete="off" />
            </Form.Item>
          </FieldCol>
        ))}
      </FieldRow>
    </FormSection>
  );
}
