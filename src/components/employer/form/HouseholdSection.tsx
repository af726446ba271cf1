import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { Field, FormSection } from './FormParts';

const SWITCHES = ['hasElderly', 'hasChildren', 'hasPets'] as const;

/** Floor area, people at home, and whether there are elderly people, children or pets. */
export function HouseholdSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('employer.form.sections.household')}>
      <Field>
        <Form.Item name="houseArea" label={t('employer.fields.houseArea')}>
          <InputNumber<number> min={1} max={EMPLOYER_LIMITS.houseAreaMax} precision={0} suffix={t('employer.units.area')} style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="familySize" label={t('employer.fields.familySize')}>
          <InputNumber<number> min={1} max={EMPLOYER_LIMITS.familySizeMax} precision={0} suffix={t('employer.units.people')} style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      {SWITCHES.map((name) => (
        <Field key={name}>
          <Form.Item name={name} label={t(`employer.fields.${name}`)} valuePropName="checked">
            <Switch checkedChildren={t('employer.common.yes')} unCheckedChildren={t('employer.common.no')} />
          </Form.Item>
        </Field>
      ))}
    </FormSection>
  );
}
