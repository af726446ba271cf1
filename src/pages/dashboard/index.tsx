import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';

/** The dashboard route; its statistics come with the shell issue. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const roleKeys = useSession((state) => state.roleKeys);
  if (!user) return null;
  return (
    <Card>
      <Typography.Title level={4}>{t('dashboard.welcome', { name: user.contact })}</Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('dashboard.company')}>{user.company.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.mobile')}>{user.mobile}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.roles')}>{user.sys_roles?.map((role) => role.roleName).join('、') || roleKeys.join(', ')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
