import { DeleteOutlined, EditOutlined, MessageOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonalValue } from '@/components/personal/PersonalValue';
import type { Employer } from '@/api/employer.types';
import { ServiceTypeTags } from '@/components/aunt';
import { orEmpty } from '@/components/DetailGrid';
import { EmployerAvatar, EmployerStatusTag, budgetText } from '@/components/employer';
import { date } from '@/domain/format';

export interface HeaderActions {
  edit: () => void;
  followUp: () => void;
  transfer: () => void;
  remove: () => void;
}

interface DetailHeaderProps {
  employer: Employer;
  mayChange: boolean;
  actions: HeaderActions;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 96 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <span>{orEmpty(children)}</span>
    </Flex>
  );
}

/** Avatar, name, status, mobile, owner, the key facts and the actions (only those the user may take). */
export function DetailHeader({ employer, mayChange, actions }: DetailHeaderProps) {
  const { t } = useTranslation();
  const next = employer.nextFollowUpTime ? date(employer.nextFollowUpTime) : '';
  const overdue = next !== '' && next < dayjs().format('YYYY-MM-DD');
  const action = (icon: ReactNode, key: string, onClick: () => void, extra: { danger?: boolean; type?: 'primary' } = {}) => (
    <Tooltip title={mayChange ? undefined : t('employer.actions.noPermission')}>
      <Button icon={icon} disabled={!mayChange} onClick={onClick} {...extra}>
        {t(`employer.actions.${key}`)}
      </Button>
    </Tooltip>
  );

  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex gap={24} wrap align="flex-start">
        <EmployerAvatar src={employer.avatarUrl} name={employer.employerName} size={80} shape="square" />
        <Flex vertical gap={10} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Space size={8} wrap align="center">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {employer.employerName}
            </Typography.Title>
            <EmployerStatusTag status={employer.status} />
            <Typography.Text type="secondary">{t('employer.detail.id', { id: employer.employerId })}</Typography.Text>
          </Space>
          <Space size={16} wrap>
            <Typography.Text data-testid="employer-mobile">
              <PersonalValue
                kind="mobile"
                value={employer.mobile}
                reveal={{ subject: 'employer', id: employer.employerId, field: 'mobile' }}
                allowed={mayChange}
              />
            </Typography.Text>
            <Typography.Text data-testid="employer-owner">
              {employer.userId ? t('employer.detail.owner', { name: employer.userName }) : t('employer.detail.noOwner')}
            </Typography.Text>
          </Space>
          <Flex gap={24} wrap>
            <Fact label={t('employer.detail.facts.serviceType')}>{employer.serviceType ? <ServiceTypeTags value={[employer.serviceType]} /> : null}</Fact>
            <Fact label={t('employer.detail.facts.budget')}>{budgetText(employer.limitMoney)}</Fact>
            <Fact label={t('employer.detail.facts.expectedStart')}>{employer.expectedStart ?? ''}</Fact>
            <Fact label={t('employer.detail.facts.nextFollowUp')}>
              {next && <span style={overdue ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}>{next}</span>}
            </Fact>
            <Fact label={t('employer.detail.facts.orders')}>{String(employer.activeOrderCount)}</Fact>
          </Flex>
        </Flex>
        <Space wrap>
          {action(<EditOutlined />, 'edit', actions.edit, { type: 'primary' })}
          {action(<MessageOutlined />, 'followUp', actions.followUp)}
          {action(<UserSwitchOutlined />, 'transfer', actions.transfer)}
          {action(<DeleteOutlined />, 'delete', actions.remove, { danger: true })}
        </Space>
      </Flex>
    </Card>
  );
}
