/**
 * /register (public): a company registers with its first administrator. The SMS code comes
 * from /sys/smsCode; /company/register creates the company, its admin role and the user.
 * Success goes to /login with the mobile prefilled (?mobile=); nobody is logged in here.
 */
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { register } from '@/api/company';
import { MobileField, PasswordFields } from './AccountFields';
import { PublicCard } from './PublicCard';
import { SmsCodeField } from './SmsCodeField';
import styles from './public.module.css';
import { useSubmitToLogin } from './useSubmitToLogin';
import { saveOnKey } from '@/hooks/useFormSubmit';
import '@/i18n/features';
import '@/i18n/texts/publicPages';

interface RegisterValues {
  companyName: string;
  contact: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const { saving, submit } = useSubmitToLogin(
    form,
    (values: RegisterValues) =>
      register({ companyName: values.companyName.trim(), contact: values.contact.trim(), mobile: values.mobile, code: values.code, password: values.password }),
    t('publicPages.register.success'),
  );

  return (
    <PublicCard title={t('publicPages.register.title')} subtitle={t('publicPages.register.subtitle')}>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        onKeyDown={(event) => saveOnKey(event, () => void submit())}
        requiredMark={false}
      >
        <Form.Item
          name="companyName"
          label={t('publicPages.fields.companyName')}
          rules={[
            { required: true, whitespace: true, message: t('publicPages.rules.companyNameRequired') },
            { min: 2, max: 50, message: t('publicPages.rules.companyNameLength') },
          ]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('publicPages.fields.contact')}
          rules={[
            { required: true, whitespace: true, message: t('publicPages.rules.contactRequired') },
            { max: 20, message: t('publicPages.rules.contactMax') },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <MobileField />
        <SmsCodeField />
        <PasswordFields name="password" label={t('publicPages.fields.password')} />
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t('publicPages.register.submit')}
        </Button>
      </Form>
      <p className={styles.footer}>
        {t('publicPages.haveAccount')} <Link to="/login">{t('publicPages.goLogin')}</Link>
      </p>
    </PublicCard>
  );
}
