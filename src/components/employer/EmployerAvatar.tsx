import defaultAvatar from './defaultAvatar.svg';
import styles from './EmployerAvatar.module.css';

export interface EmployerAvatarProps {
  /** The avatar's path; '' shows the default avatar. */
  src: string;
  name: string;
  size?: number;
  shape?: 'circle' | 'square';
}

/**
 * The employer's avatar, or the default one (a small inlined SVG) when none was uploaded.
 * A plain <img>: a list renders fifty at once.
 *
 * @example <EmployerAvatar src={employer.avatarUrl} name={employer.employerName} size={32} />
 */
export function EmployerAvatar({ src, name, size = 40, shape = 'circle' }: EmployerAvatarProps) {
  return (
    <img
      src={src || defaultAvatar}
      alt={name}
      width={size}
      height={size}
      className={`${styles.avatar} ${shape === 'square' ? styles.square : styles.circle}`}
      loading="lazy"
      decoding="async"
      data-default={src ? undefined : 'true'}
    />
  );
}
