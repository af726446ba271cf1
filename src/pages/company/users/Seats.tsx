/**
 * The seat counter beside the page title (enabled accounts / the plan's maximum, a link to the vip
 * page) and the notice shown when the server refuses an account for want of a seat (its words and
 * the same link).
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './StaffPage.module.css';

export const VIP_PATH = '/sys/solution';

export function SeatsSummary({ seats }: { seats: { used: number; max: number } | null }) {
  const { t } = useTranslation();
  if (!seats) return null;
  const full = seats.used >= seats.max;
  return (
    <span className={styles.seats} data-testid="staff-seats">
      <span>{t('staff.seats.label')}</span>
      <span className={full ? `${styles.seatsCount} ${styles.seatsFull}` : styles.seatsCount}>
        {t('staff.seats.count', { used: seats.used, max: seats.max })}
      </span>
      {full && <span className={styles.seatsFull}>{t('staff.seats.full')}</span>}
      <Link to={VIP_PATH}>{t('staff.seats.upgrade')}</Link>
    </span>
  );
}

/**
 * The server's seat refusal (USER_CODES.seatLimit) with the way to more seats. A plain link that
 * calls `onUpgrade` (the caller navigates, and closes its dialog): it also works in antd's
 * confirmation dialogs, which render outside the router.
 */
export function SeatLimitNotice({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  const { t } = useTranslation();
  const action = (
    <a
      href={VIP_PATH}
      onClick={(event) => {
        event.preventDefault();
        onUpgrade();
      }}
    >
      {t('staff.seats.upgrade')}
    </a>
  );
  return <Alert type="warning" showIcon role="alert" title={message} action={action} />;
}
