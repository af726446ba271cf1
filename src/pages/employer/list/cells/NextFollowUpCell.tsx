import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from '../EmployerList.module.css';

/** The next follow-up date; in red with "overdue" when it is before today. */
export function NextFollowUpCell({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return null;
  const date = dayjs(value).format('YYYY-MM-DD');
  const overdue = date < dayjs().format('YYYY-MM-DD');
  if (!overdue) return <time dateTime={date}>{date}</time>;
  return (
    <time dateTime={date} className={styles.overdue} title={t('employer.list.overdue')} data-overdue="true">
      {date}
    </time>
  );
}
