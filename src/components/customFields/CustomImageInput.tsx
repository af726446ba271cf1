/** A custom image field's input: one picture (its address as the value) through the shared upload dialog, cropped to 400×400. */
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldValue } from '@/api/aunt.types';
import { CroppedImageField, DEFAULT_MAX_SIZE_KB } from '@/components/ImageUpload';

const CROP = { width: 400, height: 400 };

export function CustomImageInput({
  value,
  onChange,
  label,
  disabled,
}: {
  value?: CustomFieldValue;
  onChange?: (value: string | null) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const address = typeof value === 'string' && value !== '' ? value : null;
  return (
    <CroppedImageField
      preview={address ? <Image src={address} width={72} height={72} style={{ objectFit: 'cover' }} alt={label} /> : null}
      hasValue={address !== null}
      onUploaded={(file) => onChange?.(file.filePath)}
      onRemove={() => onChange?.(null)}
      texts={{ upload: t('customFields.image.upload'), change: t('customFields.image.change'), remove: t('customFields.image.remove'), dialogTitle: label }}
      labelSuffix={label}
      crop={CROP}
      accept={['image/']}
      maxSizeKb={DEFAULT_MAX_SIZE_KB}
      disabled={disabled}
    />
  );
}
