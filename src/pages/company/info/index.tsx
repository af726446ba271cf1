/**
 * Company info (role page 'CompanyInfo', /company/info, component 'company/info'): the name and
 * logo (editCompanyInfo; the sidebar follows at once), seats used of the plan's maximum with the
 * way to the vip page, the add-aunt QR code, the follow-up tracking days, the mini-program with
 * its business licence and the watermark setting (ours). Changing anything needs company.manage; others see it read-only.
 * The company comes from the session's user info, asked again on opening (fresh seat counts).
 */
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyMp } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import { userQueries } from '@/api/user.queries';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading } from '@/components/RecordStates';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';
import { useCanManageCompany } from '../companyManage';
import { AuntQrCard } from './AuntQrCard';
import { BasicInfoCard } from './BasicInfoCard';
import { MiniProgramCard } from './MiniProgramCard';
import { SeatsCard } from './SeatsCard';
import { TrackDaysCard } from './TrackDaysCard';
import { WatermarkCard } from './WatermarkCard';
import '@/i18n/texts/companyInfo';

export default function CompanyInfoPage() {
  const { t } = useTranslation();
  const company = useSession((state) => state.user?.company);
  const canManage = useCanManageCompany();
  const fresh = useQueryData(userQueries.info());
  useEffect(() => {
    if (fresh.data) useSession.getState().setCompany(fresh.data.company);
  }, [fresh.data]);
  const answer = useQueryData(companyQueries.mp());
  const mp = answer.data;
  // A save answers the whole settings: they become the cached answer.
  const onSaved = (next: CompanyMp) => queryClient.setQueryData(companyQueries.mp().queryKey, next);

  if (!company) return <Spin />;

  const mpFailed = (
    <Card>
      <Alert
        type="error"
        showIcon
        title={t('companyInfo.loadFailed', { message: answer.error })}
        action={<Button onClick={answer.reload}>{t('companyInfo.retry')}</Button>}
      />
    </Card>
  );
  const mpPart = (part: (value: CompanyMp) => ReactNode, testId: string) =>
    mp ? part(mp) : answer.error ? mpFailed : <RecordLoading testId={testId} rows={3} />;

  return (
    <Flex vertical gap={16}>
      <PageHeaderCard title={t('companyInfo.title')} subtitle={t('companyInfo.subtitle')} />
      {!canManage && <Alert type="info" showIcon title={t('companyInfo.readOnly')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <BasicInfoCard company={company} canManage={canManage} />
        </Col>
        <Col xs={24} xl={10}>
          <SeatsCard company={company} />
        </Col>
        <Col xs={24} xl={14}>
          <AuntQrCard value={company.addAuntQrcode} />
        </Col>
        <Col xs={24} xl={10}>
          {mpPart(
            (value) => (
              <TrackDaysCard mp={value} canManage={canManage} onSaved={onSaved} />
            ),
            'company-track-loading',
          )}
        </Col>
        <Col span={24}>
          {mpPart(
            (value) => (
              <MiniProgramCard mp={value} canManage={canManage} onSaved={onSaved} />
            ),
            'company-mp-loading',
          )}
        </Col>
        <Col xs={24} xl={14}>
          <WatermarkCard canManage={canManage} />
        </Col>
      </Row>
    </Flex>
  );
}
