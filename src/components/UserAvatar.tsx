import type { HTMLAttributes } from 'react';
import defaultUserAvatar from './defaultUserAvatar.svg';
import styles from './UserAvatar.module.css';

export { defaultUserAvatar };

export interface UserAvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The user's avatarUrl; '' (or none) shows the default image. */
  src: string | null | undefined;
  /** Pixels, or antd's avatar sizes: 'small' 24, 'default' 32, 'large' 40. */
  size?: number | 'small' | 'default' | 'large';
  alt: string;
  'data-testid'?: string;
}

const SIZES = { small: 24, default: 32, large: 40 } as const;

/**
 * A staff user's avatar, or the spec's default image when the user has none (first document,
 * section 3: "avatarUrl (a default image when absent)") or when theirs does not load: the top
 * bar, the profile, the message threads, the joint hall's contacts, the office figures. A round
 * frame around a plain <img>, like EmployerAvatar (antd's Avatar is 2.5 kB of the dashboard's
 * first load for a picture in a circle).
 *
 * @example <UserAvatar size="small" src={user?.avatarUrl} alt="" />
 */
export function UserAvatar({ src, size = 'default', alt, className, ...rest }: UserAvatarProps) {
  const pixels = typeof size === 'number' ? size : SIZES[size];
  return (
    <span
      {...rest}
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={{ width: pixels, height: pixels }}
      data-default={src ? undefined : 'true'}
    >
      <img
        src={src || defaultUserAvatar}
        alt={alt}
        width={pixels}
        height={pixels}
        decoding="async"
        onError={(event) => {
          const image = event.currentTarget;
          if (!image.src.endsWith(defaultUserAvatar)) image.src = defaultUserAvatar;
        }}
      />
    </span>
  );
}
