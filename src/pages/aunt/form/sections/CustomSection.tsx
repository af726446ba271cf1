import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFormField } from '@/api/companyCustom.types';
import { CustomFieldInputs } from '@/components/customFields';
import { FormSection } from './FormSection';

/**
 * The company's own fields of the aunt form (custom form fields, set in 公司设置 → 自定义字段), in
 * their order; nothing when it has none shown. A failed load says so with a retry: saving is still
 * possible, and the server checks them anyway.
 */
export function CustomSection({
  fields,
  failed,
  onRetry,
  disabled,
}: {
  fields: readonly CustomFormField[];
  failed: boolean;
  onRetry: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <FormSection section="custom">
        <Alert
          type="warning"
          showIcon
          title={t('auntForm.custom.loadFailed')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('auntForm.options.retry')}
            </Button>
          }
        />
      </FormSection>
    );
  }
  return (
    <FormSection section="custom">
      <CustomFieldInputs fields={fields} disabled={disabled} />
    </FormSection>
  );
}
