import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { modifyPassword } from '@/api/user';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { PASSWORD_MAX, PASSWORD_MIN } from '../register/rules';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Old password, new password, confirmation -> /user/modifyPassword. A confirmation that does
 * not match stops the form before anything is sent; success clears the fields, a failure
 * (wrong old password) keeps them.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  // A failure is shown by the request layer; the fields keep what was typed.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const save = () =>
    submit(
      ({ oldPassword, newPassword }) => modifyPassword({ oldPassword, newPassword }),
      () => {
        form.resetFields();
        message.success(t('profile.password.changed'));
      },
    );

  return (
    <Form<PasswordValues>
      onKeyDown={(event) => saveOnKey(event, () => void save())}
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={() => void save()}
      autoComplete="off"
    >
      <Form.Item name="oldPassword" label={t('profile.password.old')} rules={[{ required: true, message: t('profile.password.oldRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.password.new')}
        extra={t('profile.password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        rules={[
          { required: true, message: t('profile.password.newRequired') },
          { min: PASSWORD_MIN, message: t('profile.password.newMin', { min: PASSWORD_MIN }) },
          { max: PASSWORD_MAX, message: t('profile.password.newMax', { max: PASSWORD_MAX }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('profile.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
