import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './rules';

/** The mainland mobile field (name `mobile`), spaces removed. */
export function MobileField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="mobile"
      label={t('publicPages.fields.mobile')}
      normalize={(value: string | undefined) => value?.replace(/\s+/g, '')}
      rules={[
        { required: true, message: t('publicPages.rules.mobileRequired') },
        { pattern: MOBILE_PATTERN, message: t('publicPages.rules.mobileInvalid') },
      ]}
    >
      <Input inputMode="tel" maxLength={13} autoComplete="tel" placeholder={t('publicPages.placeholders.mobile')} />
    </Form.Item>
  );
}

/** A password field (6-32 characters) and its confirmation, which must match. */
export function PasswordFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={t('publicPages.rules.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        rules={[
          { required: true, message: t('publicPages.rules.passwordRequired') },
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('publicPages.rules.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('publicPages.fields.confirmPassword')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('publicPages.rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t('publicPages.rules.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
