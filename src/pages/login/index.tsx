/**
 * /login. Deliberately light: native inputs styled like antd and a few lines of validation
 * instead of antd Form/Input, which would add ~35 kB gzip to the first load (budget: 250 kB).
 * Errors from the server still show through the request layer (antd App messages), which itself
 * loads with the first key press or click in the form (stores/session preloadUserApi).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { preloadUserApi, useSession } from '@/stores/session';
import { safeRedirect } from '@/auth/redirect';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { DemoAccounts } from './DemoAccounts';
import { LoginField } from './LoginField';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';
import styles from './login.module.css';
import shell from '@/components/publicPage.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((state) => state.login);
  // Registration and password reset land here with ?mobile= so the number is already filled in.
  const [values, setValues] = useState<LoginValues>(() => ({ mobile: params.get('mobile') ?? '', password: '' }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same tick must already see the request in flight.
  const inFlight = useRef(false);

  function change(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.mobile || found.password) return;
    inFlight.current = true;
    setPending(true);
    try {
      await login(values);
      // Stay pending while the next route loads the user info: this page is about to go.
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has shown the error; the typed values stay in the form.
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <main className={shell.page}>
      <div className={shell.language}>
        <LanguageSwitch />
      </div>
      <section className={shell.card}>
        <h1 className={shell.title}>{t('app.title')}</h1>
        <p className={shell.subtitle}>{t('login.subtitle')}</p>
        {/* The request layer loads on the first key press or click in the form, before the submit needs it. */}
        <form onSubmit={submit} onKeyDown={preloadUserApi} onPointerDown={preloadUserApi} noValidate>
          <LoginField
            name="mobile"
            label={t('login.mobile')}
            value={values.mobile}
            error={errors.mobile && t(errors.mobile)}
            onChange={(value) => change('mobile', value)}
            placeholder={t('login.mobilePlaceholder')}
            autoComplete="username"
            inputMode="tel"
            autoFocus={!values.mobile}
          />
          <LoginField
            name="password"
            label={t('login.password')}
            value={values.password}
            error={errors.password && t(errors.password)}
            onChange={(value) => change('password', value)}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            secret
          />
          <Button type="primary" htmlType="submit" size="large" block loading={pending} className={styles.submit}>
            {t('login.submit')}
          </Button>
        </form>
        <div className={styles.links}>
          <Link to="/resetPassword">{t('login.forgotPassword')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </div>
        {/* A constant: null in a build, so the list and its module are left out of the bundle. */}
        {__DEMO_ACCOUNTS__ ? (
          <DemoAccounts
            accounts={__DEMO_ACCOUNTS__}
            onPick={(account) => {
              setValues({ mobile: account.mobile, password: account.password });
              setErrors({});
            }}
          />
        ) : null}
      </section>
    </main>
  );
}
