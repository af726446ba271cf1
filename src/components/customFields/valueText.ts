/** A custom value as text (record pages, list cells, exports): choices joined with 、, numbers and days as they are. */
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField } from '@/api/companyCustom.types';
import { isEmptyCustomValue } from '@/domain/customForm';

export function customValueText(field: Pick<CustomFormField, 'fieldType'>, value: CustomFieldValue | undefined): string {
  if (isEmptyCustomValue(value) || value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join('、');
  if (field.fieldType === 'number' && typeof value === 'number') return String(value);
  return String(value);
}

/** A form's custom values as sent: texts trimmed, blanks as null (the server keeps what is left out). */
export function customValuesToSend(values: Readonly<Record<string, CustomFieldValue>> | undefined): Record<string, CustomFieldValue> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => {
      if (typeof value === 'string') return [key, value.trim() === '' ? null : value.trim()];
      return [key, value === undefined ? null : value];
    }),
  );
}
