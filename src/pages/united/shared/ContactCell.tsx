/** A staff member behind a merge (client_user): avatar and name. */
import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { UnitedClientUser } from '@/api/united.types';
import styles from './United.module.css';

export function ContactCell({ user }: { user: UnitedClientUser }) {
  return (
    <span className={styles.contact}>
      <Avatar size={24} src={user.avatarUrl || undefined} icon={<UserOutlined />} alt="" />
      <span>{user.contact}</span>
    </span>
  );
}
