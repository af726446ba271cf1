/**
 * /resetPassword (public): a forgotten password is replaced after an SMS code check
 * (/sys/resetPassword); success goes to /login with the mobile prefilled.
 */
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resetPassword } from '@/api/sys';
import { MobileField, PasswordFields } from '../register/AccountFields';
import { PublicCard } from '../register/PublicCard';
import { SmsCodeField } from '../register/SmsCodeField';
import styles from '../register/public.module.css';
import { useSubmitToLogin } from '../register/useSubmitToLogin';
import { saveOnKey } from '@/hooks/useFormSubmit';
import '@/i18n/features';
import '@/i18n/texts/publicPages';

interface ResetValues {
  mobile: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const { saving, submit } = useSubmitToLogin(
    form,
    ({ mobile, code, newPassword }: ResetValues) => resetPassword({ mobile, code, newPassword }),
    t('publicPages.reset.success'),
  );

  return (
    <PublicCard title={t('publicPages.reset.title')} subtitle={t('publicPages.reset.subtitle')}>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        onKeyDown={(event) => saveOnKey(event, () => void submit())}
        requiredMark={false}
      >
        <MobileField />
        <SmsCodeField />
        <PasswordFields name="newPassword" label={t('publicPages.fields.newPassword')} />
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t('publicPages.reset.submit')}
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to="/login">{t('publicPages.backToLogin')}</Link>
      </p>
    </PublicCard>
  );
}
