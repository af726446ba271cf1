import { useTranslation } from 'react-i18next';
import type { CustomFormField } from '@/api/companyCustom.types';
import { CustomFieldInputs } from '@/components/customFields';
import { shownFields } from '@/domain/customForm';
import { FormSection } from './FormParts';

/** The company's own fields of the employer form (custom form fields), in their order; nothing when it has none shown. */
export function CustomSection({ fields }: { fields: readonly CustomFormField[] }) {
  const { t } = useTranslation();
  if (shownFields(fields).length === 0) return null;
  return (
    <FormSection title={t('customFields.section')}>
      <div style={{ width: '100%', paddingInline: 8 }}>
        <CustomFieldInputs fields={fields} perRow={2} />
      </div>
    </FormSection>
  );
}
