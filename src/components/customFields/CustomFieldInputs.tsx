/**
 * The inputs of a form's custom fields (the ones shown, in order), each a Form.Item under
 * `customFields.<fieldName>` checked with the same rules as the server (domain/customForm.ts):
 * required, type, length, bounds, choices. Values stay plain JSON (a date as 'YYYY-MM-DD', an
 * image as its address), so drafts store them as they are. A choice the field no longer offers
 * but the record holds stays selectable, marked as retired.
 *
 * @example
 *   <CustomFieldInputs fields={fields} disabled={readOnly} />   // inside an antd Form
 */
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField } from '@/api/companyCustom.types';
import { CUSTOM_FORM_LIMITS, shownFields, valueProblem } from '@/domain/customForm';
import { CustomImageInput } from './CustomImageInput';
import '@/i18n/texts/customFields';

const DAY = 'YYYY-MM-DD';
const dayProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : null),
};

/** The form path of a custom field's value. */
export const customFieldPath = (fieldName: string): ['customFields', string] => ['customFields', fieldName];

function ChoiceSelect({
  field,
  value,
  onChange,
  disabled,
}: {
  field: CustomFormField;
  value?: CustomFieldValue;
  onChange?: (value: CustomFieldValue) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const held = (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(String);
  const retired = held.filter((choice) => !field.options.includes(choice));
  const options = [
    ...field.options.map((choice) => ({ value: choice, label: choice })),
    ...retired.map((choice) => ({ value: choice, label: t('customFields.retiredChoice', { choice }) })),
  ];
  return (
    <Select<string | string[]>
      mode={field.fieldType === 'multiSelect' ? 'multiple' : undefined}
      value={(field.fieldType === 'multiSelect' ? held : held[0]) as string | string[] | undefined}
      onChange={(next) => onChange?.(next === undefined ? null : next)}
      options={options}
      allowClear
      disabled={disabled}
      aria-label={field.label}
      placeholder={t('customFields.choose')}
      virtual={false}
    />
  );
}

function inputOf(field: CustomFormField, disabled: boolean) {
  const L = CUSTOM_FORM_LIMITS;
  switch (field.fieldType) {
    case 'text':
      return <Input aria-label={field.label} maxLength={L.textLength} disabled={disabled} />;
    case 'textarea':
      return <Input.TextArea aria-label={field.label} maxLength={L.textareaLength} showCount autoSize={{ minRows: 2, maxRows: 6 }} disabled={disabled} />;
    case 'number':
      // No min/max on the input: it would silently change a number out of bounds; the rule says why instead.
      return <InputNumber<number> aria-label={field.label} style={{ width: '100%' }} disabled={disabled} />;
    case 'select':
    case 'multiSelect':
      return <ChoiceSelect field={field} disabled={disabled} />;
    case 'date':
      return <DatePicker aria-label={field.label} format={DAY} style={{ width: '100%' }} disabled={disabled} />;
    case 'image':
      return <CustomImageInput label={field.label} disabled={disabled} />;
  }
}

/** The rule of one field: the server's check, worded for people. */
export function useCustomFieldRule(): (field: CustomFormField) => FormRule {
  const { t } = useTranslation();
  return (field) => ({
    validator: async (_rule, value: CustomFieldValue | undefined) => {
      const problem = valueProblem(field, typeof value === 'string' && field.fieldType !== 'textarea' ? value.trim() : value);
      if (!problem) return;
      const limit = field.fieldType === 'text' ? CUSTOM_FORM_LIMITS.textLength : CUSTOM_FORM_LIMITS.textareaLength;
      const key =
        problem === 'required' &&
        (field.fieldType === 'select' || field.fieldType === 'multiSelect' || field.fieldType === 'date' || field.fieldType === 'image')
          ? 'choose'
          : problem;
      throw new Error(t(`customFields.value.${key}`, { label: field.label, min: field.min, max: problem === 'tooLong' ? limit : field.max }));
    },
  });
}

interface CustomFieldInputsProps {
  /** Every field of the form (the shown ones are rendered). */
  fields: readonly CustomFormField[];
  disabled?: boolean;
  /** Columns per row on wide screens (the aunt form has room for 3, a drawer for 1). */
  perRow?: 1 | 2 | 3;
}

export function CustomFieldInputs({ fields, disabled = false, perRow = 3 }: CustomFieldInputsProps) {
  const ruleOf = useCustomFieldRule();
  const span = perRow === 1 ? { span: 24 } : perRow === 2 ? { xs: 24, md: 12 } : { xs: 24, md: 12, xl: 8 };
  return (
    <Row gutter={16}>
      {shownFields(fields).map((field) => (
        <Col key={field.fieldName} {...(field.fieldType === 'textarea' || field.fieldType === 'image' ? { span: 24 } : span)}>
          <Form.Item
            name={customFieldPath(field.fieldName)}
            label={field.label}
            required={field.required === 1}
            rules={[ruleOf(field)]}
            {...(field.fieldType === 'date' ? dayProps : {})}
          >
            {inputOf(field, disabled)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
