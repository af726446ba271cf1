/**
 * /profile/index: personal settings. Tabs: basic info, password, theme, signed-in devices (sessions),
 * login log and the WeChat binding; `?tab=` opens one directly (e.g. /profile/index?tab=wechat).
 */
import type { ReactNode } from 'react';
import { Card, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ThemeColorPicker } from '@/layout/settings/ThemeColorPicker';
import { useSession } from '@/stores/session';
import { BasicInfoForm } from './BasicInfoForm';
import { LoginLogTable } from './LoginLogTable';
import { PasswordForm } from './PasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { WechatBinding } from './WechatBinding';
import '@/i18n/texts/profile';

const TABS = ['basic', 'password', 'theme', 'sessions', 'loginLogs', 'wechat'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab === value);
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'basic';

  if (!user) return <Spin />;

  const content: Record<TabKey, ReactNode> = {
    basic: <BasicInfoForm user={user} />,
    password: <PasswordForm />,
    theme: (
      <>
        <Typography.Paragraph type="secondary">{t('profile.theme.hint')}</Typography.Paragraph>
        <ThemeColorPicker />
      </>
    ),
    sessions: <SessionsPanel />,
    loginLogs: <LoginLogTable />,
    wechat: <WechatBinding wxUserInfo={user.wxUserInfo} />,
  };

  return (
    <Card title={t('profile.title')}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'basic' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`profile.tabs.${key}`), children: content[key] }))}
      />
    </Card>
  );
}
