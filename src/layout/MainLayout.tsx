import { Button, Layout, Space, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { loginPathFor } from '@/auth/redirect';
import '@/i18n/dayjsLocale';

/** The protected layout. This issue gives it a top bar; sidebar, tabs and settings come with the shell issue. */
export default function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);

  async function exit() {
    await logout();
    navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 24 }}>
        <Typography.Text strong>{user?.company.companyName ?? t('app.title')}</Typography.Text>
        <Space size="middle">
          <LanguageSwitch />
          <Typography.Text data-testid="current-user">{user?.contact}</Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={exit}>
            {t('layout.logout')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
