/**
 * List columns of a form's custom fields (`custom.<fieldName>`, hidden until the company's layout
 * or the user shows them), after the list's own columns. Each cell and export writes the value as
 * text; an image cell shows a small picture and exports its address.
 */
import { Image } from 'antd';
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField } from '@/api/companyCustom.types';
import type { DataColumn } from '@/components/DataTable';
import { customColumnKey } from '@/domain/customColumns';
import { customValueText } from './valueText';

const WIDTH = { text: 140, textarea: 200, number: 100, select: 120, multiSelect: 180, date: 120, image: 90 } as const;

export function customColumns<Row extends { customFields: Record<string, CustomFieldValue> }>(fields: readonly CustomFormField[] | null): DataColumn<Row>[] {
  return (fields ?? [])
    .filter((field) => field.isDeleted === 0)
    .sort((a, b) => a.sort - b.sort)
    .map((field) => ({
      key: customColumnKey(field.fieldName),
      title: field.label,
      width: WIDTH[field.fieldType],
      defaultHidden: true,
      render: (_value: unknown, row: Row) => {
        const value = row.customFields?.[field.fieldName];
        if (field.fieldType === 'image')
          return typeof value === 'string' && value !== '' ? <Image src={value} width={32} height={32} alt={field.label} preview={false} /> : '';
        const text = customValueText(field, value);
        return <span title={text}>{text}</span>;
      },
      exportValue: (row: Row) =>
        field.fieldType === 'number' && typeof row.customFields?.[field.fieldName] === 'number'
          ? (row.customFields[field.fieldName] as number)
          : customValueText(field, row.customFields?.[field.fieldName]),
    }));
}
