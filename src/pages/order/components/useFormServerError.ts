import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { customFieldOfMessage, useCustomFormFields } from '@/components/customFields';
import { fieldOfOrderMessage, type MappableOrderField } from './orderFormValues';

/** The mock's validation failure (a field named in the message). */
export const VALIDATION_CODE = 40001;

/**
 * Shows a failed save where it belongs: a validation message that names a form field goes under
 * that field; any other failure is returned as text for the dialog to show (null: nothing to
 * show, e.g. a cancelled request). `fields`: the fields this form shows. The typed values stay.
 */
export function useFormServerError(form: FormInstance, fields: readonly MappableOrderField[]): (error: unknown) => string | null {
  const { t } = useTranslation();
  const custom = useCustomFormFields('order').fields;
  return useCallback(
    (error: unknown) => {
      if (isCancelled(error)) return null;
      const text = loadErrorText(error);
      if (isApiError(error) && error.code === VALIDATION_CODE) {
        const customPath = customFieldOfMessage(text, custom ?? []);
        if (customPath) {
          form.setFields([{ name: customPath, errors: [text] }]);
          return null;
        }
        const field = fieldOfOrderMessage(text, (name) => [name, t(`order.fields.${name}`, { defaultValue: '' }), ...t(`order.fieldAliases.${name}`, { defaultValue: '' }).split('|')]);
        if (field && fields.includes(field)) {
          form.setFields([{ name: field, errors: [text] }]);
          return null;
        }
      }
      return text;
    },
    [custom, fields, form, t],
  );
}
