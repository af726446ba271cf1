import { Card, Flex, Progress, Statistic, Typography } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyInfo } from '@/api/user';

/** Seats used of the plan's maximum (enabled staff accounts), and the way to more: the vip page. */
export function SeatsCard({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  const token = useThemeToken();
  const { currentUserCount: used, maxUserCount: max } = company;
  const left = Math.max(0, max - used);
  const percent = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('companyInfo.seats.title')}</h2>} style={{ height: '100%' }} data-testid="company-seats">
      <Flex vertical gap={8}>
        <Statistic title={t('companyInfo.seats.used')} value={used} suffix={`/ ${max}`} />
        <Progress
          percent={percent}
          status={left === 0 ? 'exception' : 'normal'}
          strokeColor={left === 0 ? undefined : token.colorPrimary}
          showInfo={false}
          aria-label={t('companyInfo.seats.used')}
        />
        <Typography.Text type={left === 0 ? 'danger' : undefined}>
          {left === 0 ? t('companyInfo.seats.full') : t('companyInfo.seats.left', { count: left })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('companyInfo.seats.hint')}</Typography.Text>
        <Link to="/sys/solution">{t('companyInfo.seats.upgrade')}</Link>
      </Flex>
    </Card>
  );
}
