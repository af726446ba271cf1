import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDUCATIONS, ETHNIC_GROUPS, MARITAL_STATUSES, ethnicityLabel } from '@/domain/auntCodes';
import { AttributeFields } from './AttributeFields';
import { FieldCol, FieldRow, FormSection } from './FormSection';

interface EthnicOption {
  value: string;
  label: string;
  en: string;
}

/** Ethnicity (56 groups, searchable in Chinese or English), education, marital status, height, weight, experience, and the company's pick-list attributes. */
export function PersonalSection() {
  const { t, i18n } = useTranslation();
  const ethnicOptions: EthnicOption[] = ETHNIC_GROUPS.map((group) => ({ value: group.value, en: group.en, label: ethnicityLabel(group.value, i18n.language) }));

  return (
    <FormSection section="personal">
      <FieldRow>
        <FieldCol>
          <Form.Item name="ethnicity" label={t('aunt.fields.ethnicity')}>
            <Select<string, EthnicOption>
              showSearch={{
                filterOption: (input, option) => {
                  const needle = input.trim().toLowerCase();
                  return !!option && (option.value.includes(needle) || option.en.toLowerCase().includes(needle));
                },
              }}
              options={ethnicOptions}
            />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="education" label={t('aunt.fields.education')}>
            <Select
              allowClear
              placeholder={t('auntForm.placeholders.select')}
              options={EDUCATIONS.map((code) => ({ value: code.value, label: t(code.labelKey) }))}
            />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="maritalStatus" label={t('aunt.fields.maritalStatus')}>
            <Select options={MARITAL_STATUSES.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="height" label={t('aunt.fields.height')}>
            <InputNumber min={120} max={200} precision={0} suffix={t('auntForm.units.cm')} style={{ width: '100%' }} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="weight" label={t('aunt.fields.weight')}>
            <InputNumber min={30} max={150} precision={0} suffix={t('auntForm.units.kg')} style={{ width: '100%' }} />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="experienceYears" label={t('aunt.fields.experienceYears')}>
            <InputNumber min={0} max={50} precision={0} suffix={t('auntForm.units.years')} style={{ width: '100%' }} />
          </Form.Item>
        </FieldCol>
        <AttributeFields />
      </FieldRow>
    </FormSection>
  );
}
