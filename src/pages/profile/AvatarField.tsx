import { useTranslation } from 'react-i18next';
import { CroppedImageField } from '@/components/ImageUpload';
import { UserAvatar } from '@/components/UserAvatar';

interface AvatarFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

const AVATAR_CROP = { width: 200, height: 200 };
const IMAGE_TYPES = ['image/'];

/** Form control of the avatar: shows the current picture (or the default) and replaces it through the upload dialog (200x200 crop). */
export function AvatarField({ value, onChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const change = t('profile.basic.changeAvatar');
  return (
    <CroppedImageField
      preview={<UserAvatar size={80} src={value} alt={t('profile.basic.avatar')} data-testid="profile-avatar" />}
      hasValue={Boolean(value)}
      onUploaded={(file) => onChange?.(file.filePath)}
      texts={{ upload: change, change, dialogTitle: change }}
      crop={AVATAR_CROP}
      accept={IMAGE_TYPES}
      maxSizeKb={5120}
    />
  );
}
