import { useState } from 'react';
import { Button, Image, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuntPhoto } from '@/api/aunt.types';
import { CroppedImageField, ImageUpload } from '@/components/ImageUpload';
import { AuntAvatar } from '@/components/aunt';

const PORTRAIT_CROP = { width: 400, height: 400 };
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
const MAX_KB = 10240;
const THUMB = 96;

interface PortraitFieldProps {
  value?: AuntPhoto | null;
  onChange?: (value: AuntPhoto | null) => void;
  disabled?: boolean;
  name: string;
  label: string;
}

/** The portrait: cropped 1:1 (400x400) in the upload dialog. */
export function PortraitField({ value, onChange, disabled, name, label }: PortraitFieldProps) {
  const { t } = useTranslation();
  return (
    <CroppedImageField
      preview={<AuntAvatar portrait={value ?? null} name={name || '?'} size={88} shape="square" />}
      hasValue={Boolean(value)}
      onUploaded={(file) => onChange?.({ fileId: file.fileId, filePath: file.filePath })}
      onRemove={() => onChange?.(null)}
      texts={{
        upload: t('auntForm.photos.upload'),
        change: t('auntForm.photos.change'),
        remove: t('auntForm.photos.remove'),
        hint: t('auntForm.photos.portraitHint'),
        dialogTitle: label,
      }}
      labelSuffix={label}
      crop={PORTRAIT_CROP}
      format="jpg"
      accept={IMAGE_TYPES}
      maxSizeKb={MAX_KB}
      disabled={disabled}
    />
  );
}

interface PhotoListFieldProps {
  value?: AuntPhoto[];
  onChange?: (value: AuntPhoto[]) => void;
  disabled?: boolean;
  max: number;
  label: string;
  hint: string;
}

/** Several photos (no crop): thumbnails with preview and remove, and an add tile up to `max`. */
export function PhotoListField({ value = [], onChange, disabled, max, label, hint }: PhotoListFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Space size={8} wrap>
        <Image.PreviewGroup>
          {value.map((photo, index) => (
            <div key={photo.fileId} style={{ position: 'relative', width: THUMB, height: THUMB }}>
              <Image src={photo.filePath} width={THUMB} height={THUMB} style={{ objectFit: 'cover', borderRadius: 6 }} alt={`${label} ${index + 1}`} />
              {!disabled && (
                <Button
                  size="small"
                  shape="circle"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('auntForm.photos.remove')} ${label} ${index + 1}`}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  onClick={() => onChange?.(value.filter((item) => item.fileId !== photo.fileId))}
                />
              )}
            </div>
          ))}
        </Image.PreviewGroup>
        {value.length < max && (
          <Button
            type="dashed"
            disabled={disabled}
            onClick={() => setOpen(true)}
            style={{ width: THUMB, height: THUMB, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
            aria-label={`${t('auntForm.photos.upload')} ${label}`}
          >
            <PlusOutlined />
            <span style={{ fontSize: 12 }}>{t('auntForm.photos.upload')}</span>
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {hint}
      </Typography.Text>
      <ImageUpload
        open={open}
        multiple
        accept={IMAGE_TYPES}
        maxSizeKb={MAX_KB}
        title={label}
        onClose={() => setOpen(false)}
        onUploaded={(results) => {
          const added = results.map((result) => ({ fileId: result.fileId, filePath: result.filePath }));
          onChange?.([...value, ...added].slice(0, max));
        }}
      />
    </div>
  );
}
