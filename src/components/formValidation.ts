import type { FormInstance } from 'antd';

/**
 * Validates every field of a form before saving. When some fail, scrolls the first one into the
 * middle of the view and calls `onInvalid` with how many failed; resolves whether all passed.
 *
 * @example
 *   if (!(await validateAll(form, (count) => void message.error(t('employer.form.fixErrors', { count }))))) return;
 */
export async function validateAll(form: FormInstance, onInvalid: (count: number) => void): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (failure) {
    const fields = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
    if (fields.length > 0) {
      form.scrollToField(fields[0].name, { block: 'center' });
      onInvalid(fields.length);
    }
    return false;
  }
}
