/**
 * The frame of every step dialog of the order detail: a form checked on OK, then `onSubmit`.
 * A failed call leaves the dialog open with what was typed (the error catalogue has shown the
 * server's message, e.g. a refused flow step); success closes it. A dialog that sends its call
 * `silent` throws an InlineError to have its text shown inside the dialog instead.
 * `loading` shows a skeleton (no form, no OK) until what the form starts from has arrived: the
 * form mounts afterwards, so it takes `initialValues` as they are then. `notice` sits above it.
 */

/** A failure whose text the dialog shows itself (above the form). */
export class InlineError extends Error {}

import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

interface StepModalProps<Values> {
  title: string;
  okText: string;
  danger?: boolean;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  loading?: boolean;
  notice?: ReactNode;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function StepModal<Values extends object>({ title, okText, danger, form, initialValues, loading, notice, onSubmit, onClose, children }: StepModalProps<Values>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (caught) {
      // Otherwise shown by the error catalogue; the dialog and its values stay either way.
      if (caught instanceof InlineError) setError(caught.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} okText={okText} okButtonProps={{ danger }} confirmLoading={busy} loading={loading} onOk={() => void submit()} onCancel={onClose} destroyOnHidden mask={{ closable: false }}>
      {notice}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
