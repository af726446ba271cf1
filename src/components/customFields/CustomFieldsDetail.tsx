/**
 * A record's custom values on its record page: the form's live fields in order (the empty mark
 * when blank), then any removed field the record still holds a value for, its label marked as
 * removed (the values stay: docs/DECISIONS.md). Nothing when the company has no custom fields and
 * the record no values.
 */
import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField } from '@/api/companyCustom.types';
import { DetailSection, type DetailItem } from '@/components/DetailGrid';
import { isEmptyCustomValue } from '@/domain/customForm';
import { customValueText } from './valueText';
import '@/i18n/texts/customFields';

function valueNode(field: CustomFormField, value: CustomFieldValue | undefined) {
  if (field.fieldType === 'image' && typeof value === 'string' && value !== '') return <Image src={value} width={96} alt={field.label} />;
  return customValueText(field, value);
}

export function customDetailItems(
  fields: readonly CustomFormField[],
  values: Readonly<Record<string, CustomFieldValue>>,
  removedLabel: (label: string) => string,
): DetailItem[] {
  const live = fields.filter((field) => field.isDeleted === 0).sort((a, b) => a.sort - b.sort);
  const removed = fields.filter((field) => field.isDeleted === 1 && !isEmptyCustomValue(values[field.fieldName]));
  const wide = (field: CustomFormField) => field.fieldType === 'textarea' || field.fieldType === 'image';
  return [
    ...live.map((field) => ({
      key: `custom.${field.fieldName}`,
      label: field.label,
      value: valueNode(field, values[field.fieldName]),
      wide: wide(field),
      multiline: field.fieldType === 'textarea',
    })),
    ...removed.map((field) => ({
      key: `custom.${field.fieldName}`,
      label: <Typography.Text type="secondary">{removedLabel(field.label)}</Typography.Text>,
      value: <Typography.Text type="secondary">{valueNode(field, values[field.fieldName])}</Typography.Text>,
      wide: wide(field),
    })),
  ];
}

/** The section "更多信息" of a record page (null: nothing to show). */
export function CustomFieldsDetail({ fields, values }: { fields: readonly CustomFormField[] | null; values: Readonly<Record<string, CustomFieldValue>> }) {
  const { t } = useTranslation();
  const items = customDetailItems(fields ?? [], values, (label) => t('customFields.removedField', { label }));
  if (items.length === 0) return null;
  return <DetailSection title={t('customFields.section')} items={items} />;
}
