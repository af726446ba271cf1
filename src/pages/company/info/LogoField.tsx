import { useTranslation } from 'react-i18next';
import { CroppedImageField } from '@/components/ImageUpload';
import defaultLogo from '@/layout/logo.svg';
import styles from './CompanyInfo.module.css';

interface LogoFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

const LOGO_CROP = { width: 200, height: 200 };
const IMAGE_TYPES = ['image/'];

/** Form control of the company logo: the current logo (or the product's), replaced through the upload dialog (200x200 crop) or removed. */
export function LogoField({ value, onChange, disabled }: LogoFieldProps) {
  const { t } = useTranslation();
  return (
    <CroppedImageField
      preview={<img src={value || defaultLogo} alt={t('companyInfo.basic.logo')} className={styles.logo} data-testid="company-logo-preview" />}
      hasValue={Boolean(value)}
      onUploaded={(file) => onChange?.(file.filePath)}
      onRemove={() => onChange?.('')}
      texts={{
        upload: t('companyInfo.basic.uploadLogo'),
        change: t('companyInfo.basic.changeLogo'),
        remove: t('companyInfo.basic.removeLogo'),
        hint: t('companyInfo.basic.logoHint'),
        dialogTitle: t('companyInfo.basic.logo'),
      }}
      crop={LOGO_CROP}
      accept={IMAGE_TYPES}
      maxSizeKb={5120}
      disabled={disabled}
    />
  );
}
