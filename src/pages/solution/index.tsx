/**
 * /sys/solution: the vip plans (upgrade / renew). Each plan can be paid for after a
 * confirmation (/app/paySolution); the plans are then loaded again to show the new current
 * plan and expiry. Paying needs the company-management permission (administrators).
 */
import { Alert, Button, Card, Col, Empty, Result, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { paySolution } from '@/api/app';
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useAccess, useSession } from '@/stores/session';
import { PlanCard } from './PlanCard';
import { currentPlanOf, type SolutionPlan } from './plan';
import { useSolutions } from './useSolutions';
import styles from './solution.module.css';
import '@/i18n/texts/solution';
import { money } from '@/domain/format';

export default function SolutionPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const company = useSession((state) => state.user?.company);
  const { state, reloading, reload } = useSolutions();
  const payment = useConfirmedMutation();
  const canPay = access ? hasPermission(access, FEATURE_PERMISSIONS.companyManage) : false;

  function confirmPay(plan: SolutionPlan) {
    // One payment at a time, whichever plan.
    if (payment.anyBusy) return;
    const renewing = plan.isCurrent === 1;
    void payment.run({
      key: plan.solutionId,
      confirm: {
        title: renewing ? t('solution.confirmRenewTitle') : t('solution.confirmPayTitle'),
        content: t(renewing ? 'solution.confirmRenew' : 'solution.confirmPay', { name: plan.solutionName, price: money(plan.price), days: plan.days }),
        okText: t('solution.confirmOk'),
        cancelText: t('solution.cancel'),
      },
      mutate: (options) => paySolution({ solutionId: plan.solutionId }, options),
      success: (paid) => t('solution.paid', { name: plan.solutionName, orderNo: paid.payOrderNo }),
      onDone: () => {
        reload();
        // The staff cap may have changed: refresh the session's company quietly.
        useSession
          .getState()
          .loadUserInfo()
          .catch(() => undefined);
      },
    });
  }

  function body() {
    if (state.status === 'loading') {
      return (
        <div className={styles.centre}>
          <Spin description={t('solution.loading')} />
        </div>
      );
    }
    if (state.status === 'failed') {
      return <Result status="error" title={t('solution.loadFailed')} extra={<Button onClick={reload}>{t('solution.retry')}</Button>} />;
    }
    if (state.plans.length === 0) return <Empty description={t('solution.empty')} />;
    const current = currentPlanOf(state.plans);
    return (
      <Spin spinning={reloading}>
        <Alert
          className={styles.summary}
          type={current ? 'success' : 'info'}
          showIcon
          title={current ? t('solution.currentSummary', { name: current.solutionName, date: current.expireDate ?? '-' }) : t('solution.noPlan')}
          description={company ? t('solution.seats', { current: company.currentUserCount, max: company.maxUserCount }) : undefined}
        />
        <Row gutter={[16, 16]}>
          {state.plans.map((plan) => (
            <Col key={plan.solutionId} xs={24} md={12} xl={8}>
              <PlanCard plan={plan} canPay={canPay} paying={payment.isBusy(plan.solutionId)} onPay={confirmPay} />
            </Col>
          ))}
        </Row>
      </Spin>
    );
  }

  return <Card title={t('solution.title')}>{body()}</Card>;
}
