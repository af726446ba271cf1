/**
 * Sets a colleague's new password (typed twice). The server ends every session of that account:
 * the dialog says so before and after. A refusal keeps what was typed, with the server's words.
 */
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updatePassword, type CompanyUser } from '@/api/user';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { PASSWORD_MAX, PASSWORD_MIN } from './StaffFormDialog';

interface Values {
  password: string;
  confirm: string;
}

export function PasswordDialog({ row, onClose, onSaved }: { row: CompanyUser; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error, submit } = useFormSubmit(form);
  const p = (key: string) => t(`staff.password.${key}`);
  const rule = t('staff.form.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX });

  const save = () =>
    submit(async (values) => {
      await updatePassword({ userId: row.userId, password: values.password }, { silent: true });
      onSaved();
    });

  return (
    <RecordFormModal title={t('staff.password.title', { name: row.contact })} form={form} saving={saving} onSave={save} onClose={onClose} okText={p('ok')}>
      <Alert type="info" showIcon title={p('hint')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical">
        <Form.Item
          name="password"
          label={p('new')}
          extra={rule}
          rules={[
            { required: true, message: p('required') },
            { min: PASSWORD_MIN, max: PASSWORD_MAX, message: rule },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={p('confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: p('confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value?: string) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(p('mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </RecordFormModal>
  );
}
