import { Card, Flex, Space, Tag, Typography } from 'antd';
import { LockOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Aunt } from '@/api/aunt';
import { AuntAvatar, ServiceTypeTags, WorkStatusTag } from '@/components/aunt';
import { HallSharedTag } from '@/components/united';
import { ReadinessBadge } from '@/components/readiness';
import { useAuntReadiness } from './useAuntReadiness';
import { HeaderActions } from './HeaderActions';
import { MobileReveal } from './MobileReveal';
import type { AuntAbilities } from './permissions';

interface DetailHeaderProps {
  aunt: Aunt;
  abilities: AuntAbilities;
  onChanged: (change: Partial<Aunt>) => void;
}

/** Portrait, name, status, the identity facts, service types, owner, mobile and the quick actions. */
export function DetailHeader({ aunt, abilities, onChanged }: DetailHeaderProps) {
  const { t } = useTranslation();
  const ready = useAuntReadiness(aunt);
  const facts = [
    t(`codes.gender.${aunt.gender}`),
    aunt.age !== null ? t('auntDetail.header.age', { age: aunt.age }) : null,
    aunt.zodiac ? t(`codes.zodiac.${aunt.zodiac}`) : null,
    aunt.constellation ? t(`codes.constellation.${aunt.constellation}`) : null,
    aunt.nativePlace || null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex gap={24} wrap align="flex-start">
        <AuntAvatar portrait={aunt.portrait} name={aunt.auntName} size={96} shape="square" />
        <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Space size={8} wrap align="center">
            {/* The page's heading (h1: the shell focuses it after a navigation), sized as before. */}
            <Typography.Title level={1} style={{ margin: 0, fontSize: 'var(--ant-font-size-heading-3)', lineHeight: 'var(--ant-line-height-heading-3)' }}>
              {aunt.auntName}
            </Typography.Title>
            <WorkStatusTag status={aunt.workStatus} />
            <ReadinessBadge readiness={ready} focusable={false} />
            {aunt.isTop === 1 && (
              <Tag icon={<VerticalAlignTopOutlined />} color="gold">
                {t('auntDetail.header.top')}
              </Tag>
            )}
            {aunt.isLocked === 1 && <Tag icon={<LockOutlined />}>{t('auntDetail.header.locked')}</Tag>}
            {aunt.isShared === 1 && <HallSharedTag />}
            <Typography.Text type="secondary">{t('auntDetail.header.id', { id: aunt.auntId })}</Typography.Text>
          </Space>
          <Typography.Text type="secondary" data-testid="aunt-facts">
            {facts.join(' · ')}
          </Typography.Text>
          <ServiceTypeTags value={aunt.serviceTypes} />
          <Space size={16} wrap>
            <MobileReveal auntId={aunt.auntId} mobile={aunt.mobile} allowed={abilities.revealMobile} />
            <Typography.Text>{aunt.teacherUserId ? t('auntDetail.header.owner', { name: aunt.teacherName }) : t('auntDetail.header.noOwner')}</Typography.Text>
          </Space>
        </Flex>
        <HeaderActions aunt={aunt} abilities={abilities} onChanged={onChanged} />
      </Flex>
    </Card>
  );
}
