/**
 * A dialog's save: the form checked first, then one request at a time (a second click while one runs
 * does nothing), the failure's text kept for the dialog to show in place; what was typed stays.
 *
 * @example
 *   const { saving, error, submit } = useFormSubmit(form);
 *   <Modal onOk={() => void submit(async (values) => onSaved(await save(values)))} confirmLoading={saving}>
 */
import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { loadErrorText } from './loadError';

export function useFormSubmit<V>(form: FormInstance<V>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const submit = async (send: (values: V) => Promise<void>): Promise<void> => {
    if (running.current) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    running.current = true;
    setSaving(true);
    setError(null);
    try {
      await send(values);
    } catch (failure) {
      setError(loadErrorText(failure));
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return { saving, error, submit };
}
