import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/ImageUpload';
import { EmployerAvatar } from '../EmployerAvatar';

const CROP = { width: 200, height: 200 };
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
const MAX_KB = 5120;

interface AvatarFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  name: string;
}

/** The avatar (cropped 1:1 in the upload dialog); '' keeps the default avatar. */
export function AvatarField({ value = '', onChange, name }: AvatarFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={16} align="center">
      <EmployerAvatar src={value} name={name || t('employer.fields.avatarUrl')} size={64} />
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Button size="small" onClick={() => setOpen(true)}>
            {value ? t('employer.form.avatar.change') : t('employer.form.avatar.upload')}
          </Button>
          {value && (
            <Button size="small" onClick={() => onChange?.('')}>
              {t('employer.form.avatar.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('employer.form.avatar.hint')}</Typography.Text>
      </Flex>
      <ImageUpload
        open={open}
        crop={CROP}
        format="jpg"
        accept={IMAGE_TYPES}
        maxSizeKb={MAX_KB}
        title={t('employer.fields.avatarUrl')}
        onClose={() => setOpen(false)}
        onUploaded={([first]) => {
          if (first) onChange?.(first.filePath);
        }}
      />
    </Flex>
  );
}
