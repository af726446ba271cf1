/**
 * /wechat/loginauth (public): WeChat's web authorisation comes back here with `?code=` (and
 * `state`). The spec has no login-by-code call, so the code confirms binding the signed-in
 * user's WeChat account (/user/bindWxUserWeb), then the user goes to personal settings.
 * Without a login token, or without a code, the page says so and links to /login.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { bindWxUserWeb } from '@/api/user';
import { isApiError } from '@/api/errors';
import { getToken } from '@/auth/token';
import { loginPathFor } from '@/auth/redirect';
import { useSession } from '@/stores/session';
import { PublicCard } from '../register/PublicCard';
import styles from '../register/public.module.css';
import '@/i18n/features';
import '@/i18n/texts/publicPages';

const PROFILE_WECHAT = '/profile/index?tab=wechat';

export default function WechatLoginAuthPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const hasToken = Boolean(getToken());
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!hasToken || !code || started.current) return;
    started.current = true;
    bindWxUserWeb({ code })
      .then((wxUserInfo) => {
        const user = useSession.getState().user;
        if (user) useSession.setState({ user: { ...user, wxUserInfo } });
        message.success(t('publicPages.wechat.bound'));
        navigate(PROFILE_WECHAT, { replace: true });
      })
      .catch((error: unknown) => setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : t('publicPages.wechat.failed')));
  }, [hasToken, code, message, navigate, t]);

  // After logging in, come back here to finish the binding.
  const loginLink = <Link to={loginPathFor(location.pathname + location.search)}>{t('publicPages.goLogin')}</Link>;
  const links = (
    <Space size="large">
      <Link to={PROFILE_WECHAT}>{t('publicPages.wechat.toProfile')}</Link>
      {loginLink}
    </Space>
  );

  function body() {
    if (!hasToken) return <Result status="warning" title={t('publicPages.wechat.needLogin')} extra={loginLink} />;
    if (!code) return <Result status="warning" title={t('publicPages.wechat.missingCode')} extra={links} />;
    if (failure) return <Result status="error" title={t('publicPages.wechat.failed')} subTitle={failure} extra={links} />;
    return (
      <div className={styles.centre}>
        <Spin size="large" />
        <span>{t('publicPages.wechat.binding')}</span>
      </div>
    );
  }

  return <PublicCard title={t('publicPages.wechat.title')}>{body()}</PublicCard>;
}
