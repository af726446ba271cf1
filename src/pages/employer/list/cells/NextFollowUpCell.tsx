import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from '../EmployerList.module.css';
import { date } from '@/domain/format';

/** The next follow-up date; in red with "overdue" when it is before today. */
export function NextFollowUpCell({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return null;
  const day = date(value);
  const overdue = day < dayjs().format('YYYY-MM-DD');
  if (!overdue) return <time dateTime={day}>{day}</time>;
  return (
    <time dateTime={day} className={styles.overdue} title={t('employer.list.overdue')} data-overdue="true">
      {day}
    </time>
  );
}
