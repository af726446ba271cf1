import { useRef, useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { safeRedirect } from '@/auth/redirect';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import styles from './login.module.css';

interface LoginValues {
  mobile: string;
  password: string;
}

const MOBILE_PATTERN = /^1\d{10}$/;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((state) => state.login);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same tick must already see the request in flight.
  const inFlight = useRef(false);

  async function submit(values: LoginValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await login(values);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has shown the error; the typed values stay in the form.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.title}>
          {t('app.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form<LoginValues> layout="vertical" size="large" onFinish={submit} requiredMark={false} disabled={false}>
          <Form.Item
            name="mobile"
            label={t('login.mobile')}
            normalize={(value: string) => value}
            rules={[
              { required: true, whitespace: true, message: t('login.mobileRequired') },
              {
                validator: (_, value: string | undefined) =>
                  !value || MOBILE_PATTERN.test(value.replace(/\s+/g, '')) ? Promise.resolve() : Promise.reject(new Error(t('login.mobileInvalid'))),
              },
            ]}
          >
            <Input prefix={<MobileOutlined />} placeholder={t('login.mobilePlaceholder')} autoComplete="username" inputMode="tel" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
