import { useState } from 'react';
import { Avatar, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/ImageUpload';
import defaultAvatar from './defaultAvatar.svg';

interface AvatarFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

const AVATAR_CROP = { width: 200, height: 200 };

/** Form control of the avatar: shows the current picture (or the default) and replaces it through the upload dialog (200x200 crop). */
export function AvatarField({ value, onChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space size="large" align="center">
      <Avatar size={80} src={value || defaultAvatar} alt={t('profile.basic.avatar')} data-testid="profile-avatar" />
      <Button onClick={() => setOpen(true)}>{t('profile.basic.changeAvatar')}</Button>
      <ImageUpload
        open={open}
        crop={AVATAR_CROP}
        accept={['image/']}
        maxSizeKb={5120}
        title={t('profile.basic.changeAvatar')}
        onClose={() => setOpen(false)}
        onUploaded={([first]) => {
          if (first) onChange?.(first.filePath);
        }}
      />
    </Space>
  );
}
