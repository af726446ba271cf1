import { Link } from 'react-router-dom';
import { EmployerAvatar } from '@/components/employer';
import type { EmployerRow } from '../listData';
import { pageLink } from '@/app/pageLinks';
import styles from '../EmployerList.module.css';

/** Avatar (the default one when none) and name, linking to the detail page. */
export function NameCell({ row }: { row: EmployerRow }) {
  return (
    <Link to={pageLink.employerDetail(row.employerId)}>
      <span className={styles.nameCell}>
        <EmployerAvatar src={row.avatarUrl} name={row.employerName} size={28} />
        <span className={styles.nameText}>{row.employerName}</span>
      </span>
    </Link>
  );
}
