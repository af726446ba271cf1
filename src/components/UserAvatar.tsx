import { Avatar, type AvatarProps } from 'antd';
import defaultUserAvatar from './defaultUserAvatar.svg';

export { defaultUserAvatar };

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'icon'> {
  /** The user's avatarUrl; '' (or none) shows the default image. */
  src: string | null | undefined;
}

/**
 * A staff user's avatar, or the spec's default image when the user has none (first document,
 * section 3: "avatarUrl (a default image when absent)"): the top bar, the profile, the message
 * threads, the joint hall's contacts, the office figures.
 *
 * @example <UserAvatar size="small" src={user?.avatarUrl} alt="" />
 */
export function UserAvatar({ src, ...rest }: UserAvatarProps) {
  return <Avatar {...rest} src={src || defaultUserAvatar} data-default={src ? undefined : 'true'} />;
}
