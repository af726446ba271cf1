import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFormField, CustomFormFieldInput, CustomFormFieldType } from '@/api/companyCustom.types';
import { CUSTOM_FIELD_TYPES, CUSTOM_FORM_LIMITS, definitionProblem, hasOptions, type DefinitionProblem } from '@/domain/customForm';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

interface Values {
  label: string;
  fieldType: CustomFormFieldType;
  options: string[];
  min: number | null;
  max: number | null;
  required: boolean;
  isShow: boolean;
}

/** Which input a definition problem belongs under. */
const PROBLEM_FIELD: Readonly<Record<DefinitionProblem, keyof Values>> = {
  labelMissing: 'label',
  labelTooLong: 'label',
  labelTaken: 'label',
  optionsMissing: 'options',
  tooManyOptions: 'options',
  optionBlank: 'options',
  optionTooLong: 'options',
  optionTwice: 'options',
  optionsNotAllowed: 'options',
  boundsNotAllowed: 'max',
  boundOutOfRange: 'max',
  boundsReversed: 'max',
};

interface FieldDialogProps {
  /** The field to change, or null for a new one. */
  field: CustomFormField | null;
  /** The other live fields' names (a name is unique in a form). */
  otherLabels: readonly string[];
  onClose: () => void;
  /** Saves the whole form with this field; rejects with the server's words (shown in the dialog). */
  onSubmit: (input: CustomFormFieldInput) => Promise<void>;
}

/**
 * Add or change one custom field: name, type (fixed once saved: the values on the records must keep
 * fitting), choices of a choice field, bounds of a number, required and shown. Checked as typed by
 * the same rules as the server; a refused save keeps what was typed and says why.
 */
export function FieldDialog({ field, otherLabels, onClose, onSubmit }: FieldDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error, submit } = useFormSubmit(form);
  const type = Form.useWatch('fieldType', form) ?? field?.fieldType ?? 'text';
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.forms.dialog.${key}`, values);
  const initial: Values = field
    ? {
        label: field.label,
        fieldType: field.fieldType,
        options: [...field.options],
        min: field.min,
        max: field.max,
        required: field.required === 1,
        isShow: field.isShow === 1,
      }
    : { label: '', fieldType: 'text', options: [], min: null, max: null, required: false, isShow: true };

  const inputOf = (values: Values): CustomFormFieldInput => ({
    ...(field ? { fieldName: field.fieldName } : {}),
    label: (values.label ?? '').trim(),
    fieldType: values.fieldType,
    options: hasOptions(values.fieldType) ? (values.options ?? []).map((option) => option.trim()) : [],
    min: values.fieldType === 'number' ? (values.min ?? null) : null,
    max: values.fieldType === 'number' ? (values.max ?? null) : null,
    required: values.required ? 1 : 0,
    isShow: values.isShow ? 1 : 0,
    sort: field?.sort ?? 0,
  });
  /** The definition rule, reported under the input it concerns. */
  const ruleFor = (name: keyof Values) => ({
    validator: async () => {
      const problem = definitionProblem(inputOf(form.getFieldsValue(true) as Values), otherLabels);
      if (problem && PROBLEM_FIELD[problem] === name)
        throw new Error(
          k(`problems.${problem}`, {
            max: name === 'label' ? CUSTOM_FORM_LIMITS.labelLength : CUSTOM_FORM_LIMITS.options,
            length: CUSTOM_FORM_LIMITS.optionLength,
          }),
        );
    },
  });

  const save = () => void submit(async (values) => onSubmit(inputOf(values)));
  return (
    <RecordFormModal title={field ? k('editTitle', { label: field.label }) : k('addTitle')} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form<Values> form={form} layout="vertical" initialValues={initial} name="custom-field">
        <Form.Item name="label" label={k('label')} required rules={[ruleFor('label')]}>
          <Input maxLength={CUSTOM_FORM_LIMITS.labelLength} showCount placeholder={k('labelPlaceholder')} />
        </Form.Item>
        <Form.Item name="fieldType" label={k('type')} extra={field ? k('typeFixed') : undefined}>
          <Select<CustomFormFieldType>
            disabled={field !== null}
            options={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(`customFields.types.${value}`) }))}
            virtual={false}
          />
        </Form.Item>
        {hasOptions(type) && (
          <Form.Item name="options" label={k('options')} required extra={k('optionsHint')} rules={[ruleFor('options')]}>
            <Select<string[]> mode="tags" open={false} tokenSeparators={[',', '，', '、']} aria-label={k('options')} placeholder={k('optionsPlaceholder')} />
          </Form.Item>
        )}
        {type === 'number' && (
          <Form.Item label={k('bounds')} style={{ marginBottom: 0 }}>
            <Form.Item name="min" style={{ display: 'inline-block', width: 'calc(50% - 8px)', marginInlineEnd: 16 }}>
              <InputNumber<number> aria-label={k('min')} placeholder={k('min')} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="max" dependencies={['min']} rules={[ruleFor('max')]} style={{ display: 'inline-block', width: 'calc(50% - 8px)' }}>
              <InputNumber<number> aria-label={k('max')} placeholder={k('max')} style={{ width: '100%' }} />
            </Form.Item>
          </Form.Item>
        )}
        <Form.Item name="required" label={k('required')} valuePropName="checked" extra={k('requiredHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="isShow" label={k('shown')} valuePropName="checked" extra={k('shownHint')}>
          <Switch />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </RecordFormModal>
  );
}
