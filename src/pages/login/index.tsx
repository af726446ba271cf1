/**
 * /login. Deliberately light: native inputs styled like antd and a few lines of validation
 * instead of antd Form/Input, which would add ~35 kB gzip to the first load (budget: 250 kB).
 * Errors from the server still show through the request layer (antd App messages), which itself
 * loads with the first key press or click in the form (stores/session preloadUserApi).
 * index.html paints the same form before any script (public/boot-login.js, app/bootLogin): its
 * styles are global (login.css, components/publicPage.css) and the submit button is native.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { preloadUserApi, useSession } from '@/stores/session';
import { safeRedirect } from '@/auth/redirect';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { DemoAccounts } from './DemoAccounts';
import { LoginField } from './LoginField';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';
import { peekBootLogin, takeBootLogin } from '@/app/bootLogin';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((state) => state.login);
  // Registration and password reset land here with ?mobile= so the number is already filled in.
  // What was typed in index.html's static form before this page's code came (app/bootLogin) wins.
  const [boot] = useState(peekBootLogin);
  const [values, setValues] = useState<LoginValues>(() =>
    boot ? { mobile: boot.mobile, password: boot.password } : { mobile: params.get('mobile') ?? '', password: '' },
  );
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same tick must already see the request in flight.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // The static form goes in this commit; keys typed while this page rendered are read from it
  // last, and its focused field and caret move here, so nothing typed is lost.
  useLayoutEffect(() => {
    const last = takeBootLogin();
    if (!last) return;
    // Reading an outside source (the static form) once, at mount: the one re-render is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => (current.mobile === last.mobile && current.password === last.password ? current : { mobile: last.mobile, password: last.password }));
    // Submitted before this page was there: sent now, once the values above are rendered.
    if (last.submitted) setTimeout(() => form.current?.requestSubmit());
    if (!last.focus) return;
    const input = document.getElementById(`login-${last.focus.field}`) as HTMLInputElement | null;
    input?.focus();
    if (last.focus.start !== null) input?.setSelectionRange(last.focus.start, last.focus.end);
  }, []);

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
    <main className="public-page">
      <div className="public-language">
        <LanguageSwitch />
      </div>
      <section className="public-card">
        <h1 className="public-title">{t('app.title')}</h1>
        <p className="public-subtitle">{t('login.subtitle')}</p>
        {/* The request layer loads on the first key press or click in the form, before the submit needs it. */}
        <form ref={form} onSubmit={submit} onKeyDown={preloadUserApi} onPointerDown={preloadUserApi} noValidate>
          <LoginField
            name="mobile"
            label={t('login.mobile')}
            value={values.mobile}
            error={errors.mobile && t(errors.mobile)}
            onChange={(value) => change('mobile', value)}
            placeholder={t('login.mobilePlaceholder')}
            autoComplete="username"
            inputMode="tel"
            autoFocus={!values.mobile && !boot?.focus}
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
          {/* Native, drawn like antd's large primary button: index.html's static form has the same one. */}
          <button type="submit" className="login-submit" aria-busy={pending}>
            {t('login.submit')}
          </button>
        </form>
        <div className="login-links">
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
