import { Button, Card, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { featuresOf, type SolutionPlan } from './plan';
import styles from './solution.module.css';
import { amountDigits } from '@/domain/format';

interface PlanCardProps {
  plan: SolutionPlan;
  canPay: boolean;
  paying: boolean;
  onPay: (plan: SolutionPlan) => void;
}

/** One plan: name, price per period, features, the current-plan mark and expiry, Pay or Renew. */
export function PlanCard({ plan, canPay, paying, onPay }: PlanCardProps) {
  const { t } = useTranslation();
  const current = plan.isCurrent === 1;
  const period = plan.days === 365 ? t('solution.perYear') : t('solution.perDays', { days: plan.days });
  const action = (
    <Button type={current ? 'default' : 'primary'} block loading={paying} disabled={!canPay} onClick={() => onPay(plan)}>
      {current ? t('solution.renew') : t('solution.pay')}
    </Button>
  );

  return (
    <Card
      className={current ? `${styles.card} ${styles.current}` : styles.card}
      title={
        <span className={styles.name}>
          <CrownOutlined /> {plan.solutionName}
        </span>
      }
      extra={current ? <Tag color="gold">{t('solution.currentPlan')}</Tag> : null}
      data-testid={`plan-${plan.solutionId}`}
    >
      <div className={styles.price}>
        <span className={styles.currency}>¥</span>
        <span className={styles.amount}>{amountDigits(plan.price)}</span>
        <span className={styles.period}>/ {period}</span>
      </div>
      {current && plan.expireDate && (
        <Typography.Text type="secondary" className={styles.expiry}>
          {t('solution.expireDate', { date: plan.expireDate })}
        </Typography.Text>
      )}
      <ul className={styles.features}>
        <li>
          <CheckOutlined /> {t('solution.maxUsers', { max: plan.maxUserCount })}
        </li>
        {featuresOf(plan.description).map((feature) => (
          <li key={feature}>
            <CheckOutlined /> {feature}
          </li>
        ))}
      </ul>
      {canPay ? action : <Tooltip title={t('solution.adminOnly')}>{action}</Tooltip>}
    </Card>
  );
}
