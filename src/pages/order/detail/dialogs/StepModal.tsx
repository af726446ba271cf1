/**
 * The frame of every step dialog of the order detail, on RecordFormModal: the form save (hooks/useFormSubmit: checked
 * on OK, one at a time, then `onSubmit`). A failed call leaves the dialog open with what was typed
 * (the error catalogue has shown the server's message, e.g. a refused flow step; a refusal naming a
 * field marks it); success closes it. `pathOf`: see useFormSubmit. A dialog that sends its call
 * `silent` throws an InlineError to have its text shown inside the dialog instead.
 * `loading` shows a skeleton (no form, Save off) until what the form starts from has arrived: the
 * form mounts afterwards, so it takes `initialValues` as they are then. `notice` sits above it.
 */

/** A failure whose text the dialog shows itself (above the form). */
export class InlineError extends Error {}

import { Alert, Form, Skeleton, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit, type FormSubmitOptions } from '@/hooks/useFormSubmit';

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
  pathOf?: FormSubmitOptions<Values>['pathOf'];
  /** The call is sent `silent`: a failure no field took shows its text in the dialog. */
  inline?: boolean;
  children: ReactNode;
}

const inlineText = (failure: unknown) => (failure instanceof InlineError ? failure.message : null);

export function StepModal<Values extends object>({
  title,
  okText,
  danger,
  form,
  initialValues,
  loading,
  notice,
  onSubmit,
  onClose,
  pathOf,
  inline,
  children,
}: StepModalProps<Values>) {
  // Unless `inline`, only an InlineError's text shows in the dialog; the error catalogue has shown any other.
  const { saving, error, submit } = useFormSubmit(form, { pathOf, formError: inline ? undefined : inlineText });
  const save = () => (loading ? undefined : submit(onSubmit, onClose));
  return (
    <RecordFormModal title={title} form={form} saving={saving} loading={loading} onSave={save} onClose={onClose} okText={okText} danger={danger}>
      {notice}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={initialValues}>
          {children}
        </Form>
      )}
    </RecordFormModal>
  );
}
