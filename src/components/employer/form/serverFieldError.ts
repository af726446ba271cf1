import type { FormInstance } from 'antd';
import type { TFunction, i18n as I18n } from 'i18next';
import { isApiError } from '@/api/errors';
import { fieldNamedIn } from '@/pages/aunt/form/serverErrors';
import { EMPLOYER_FORM_FIELDS, type EmployerFormValues } from './formValues';

/** Refusals about a value: invalid (40001) and conflict (40901, e.g. a mobile already in use). */
const FIELD_CODES: readonly number[] = [40001, 40901];

/**
 * Puts a refused save's message on the field it names (label or alias, employer.fieldAliases.*):
 * a validation error or a conflict such as a mobile already in use. Returns whether a field was
 * marked. The request layer has already shown the message as a toast.
 */
export function markServerFieldError(error: unknown, form: FormInstance<EmployerFormValues>, t: TFunction, i18n: I18n): boolean {
  if (!isApiError(error) || error.kind !== 'business' || !FIELD_CODES.includes(error.code) || !error.serverMessage) return false;
  const message = error.serverMessage;
  const field = fieldNamedIn(message, EMPLOYER_FORM_FIELDS, (name) => {
    const aliases = i18n.exists(`employer.fieldAliases.${name}`) ? t(`employer.fieldAliases.${name}`).split('|') : [];
    return [t(`employer.fields.${name}`), ...aliases];
  });
  if (!field) return false;
  form.setFields([{ name: field, errors: [message] }]);
  form.scrollToField(field, { block: 'center' });
  return true;
}
