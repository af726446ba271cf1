/**
 * /auth-redirect (public): another system hands over a login token (`?token=` or `#/?token=`).
 * The token is stored and the user goes to the safe `?redirect=` target (else /); without a
 * token the user goes to /login, keeping the redirect. A spinner shows meanwhile.
 */
import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setToken } from '@/auth/token';
import { loginPathFor, safeRedirect } from '@/auth/redirect';
import { useSession } from '@/stores/session';
import { PublicCard } from '../register/PublicCard';
import styles from '../register/public.module.css';
import { parseAuthParams } from './authParams';
import '@/i18n/features';
import '@/i18n/texts/publicPages';

export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  useEffect(() => {
    const { token, redirect } = parseAuthParams(search, hash);
    if (!token) {
      navigate(redirect ? loginPathFor(safeRedirect(redirect)) : '/login', { replace: true });
      return;
    }
    // A new session: forget the previous user, keep the handed-over token.
    useSession.getState().resetToken();
    setToken(token);
    useSession.setState({ token });
    navigate(safeRedirect(redirect), { replace: true });
  }, [search, hash, navigate]);

  return (
    <PublicCard title={t('app.title')}>
      <div className={styles.centre}>
        <Spin size="large" />
        <span>{t('publicPages.authRedirect.working')}</span>
      </div>
    </PublicCard>
  );
}
