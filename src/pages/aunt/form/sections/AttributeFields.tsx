import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RETIRED_STYLE } from '@/components/aunt';
import { useAuntAttributeValues } from '@/components/catalogues/useAttributeValues';
import { AUNT_ATTRIBUTES, type AuntAttrName } from '@/domain/auntAttributes';
import type { AuntFormValues } from '../formValues';
import { FieldCol } from './FormSection';

/**
 * The pick-list attributes (religion, dietary habits, pet attitude, dialects, days off) with the
 * company's values (/company/aunt-options). A value the aunt has that the company no longer offers
 * stays, greyed as no longer offered, until someone takes it off.
 */
export function AttributeFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const held = Form.useWatch('attributes', form) ?? {};
  const lists = useAuntAttributeValues();

  const optionsOf = (attrName: AuntAttrName) => {
    const offered = (lists.data?.[attrName] ?? []).map((row) => ({ value: row.value, label: row.value }));
    const kept = (held[attrName] ?? [])
      .filter((value) => !offered.some((option) => option.value === value))
      .map((value) => ({ value, label: <span style={RETIRED_STYLE}>{t('auntForm.attributes.notOffered', { value })}</span> }));
    return [...offered, ...kept];
  };

  return AUNT_ATTRIBUTES.map(({ attrName, multiple }) => (
    <FieldCol key={attrName}>
      <Form.Item
        name={['attributes', attrName]}
        label={t(`aunt.fields.${attrName}`)}
        // One value of a single-choice attribute is held as a list of one.
        {...(multiple
          ? {}
          : { getValueProps: (value: string[] | undefined) => ({ value: value?.[0] }), normalize: (value: string | undefined) => (value ? [value] : []) })}
      >
        <Select
          mode={multiple ? 'multiple' : undefined}
          allowClear
          aria-label={t(`aunt.fields.${attrName}`)}
          placeholder={t('auntForm.placeholders.select')}
          loading={lists.loading}
          notFoundContent={lists.error ?? undefined}
          options={optionsOf(attrName)}
        />
      </Form.Item>
    </FieldCol>
  ));
}
