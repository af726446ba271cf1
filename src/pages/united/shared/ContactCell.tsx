/** A staff member behind a merge (client_user): avatar and name. */
import { UserAvatar } from '@/components/UserAvatar';
import type { UnitedClientUser } from '@/api/united.types';
import styles from './United.module.css';

export function ContactCell({ user }: { user: UnitedClientUser }) {
  return (
    <span className={styles.contact}>
      <UserAvatar size={24} src={user.avatarUrl} alt="" />
      <span>{user.contact}</span>
    </span>
  );
}
