/**
 * A post's pictures as a form field (value: their addresses, in order): thumbnails each with a
 * remove button, and "add" through the upload dialog (several at once, jpg or png, up to the
 * post's limit; components/ImageUpload), keyboard-usable.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/ImageUpload';
import { COMPANY_APP_LIMITS } from '@/domain/companyAppCodes';
import styles from './NewsForm.module.css';

const ACCEPT = ['image/png', 'image/jpeg'] as const;
const MAX_KB = 5120;

interface ImagesFieldProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

export function ImagesField({ id, value = [], onChange }: ImagesFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const max = COMPANY_APP_LIMITS.newsImagesMax;
  return (
    <div id={id}>
      <Flex wrap gap={8}>
        {value.map((src, index) => (
          <div key={src} className={styles.thumb}>
            <img src={src} alt={`${index + 1}`} />
            <Button
              size="small"
              shape="circle"
              danger
              className={styles.remove}
              icon={<DeleteOutlined />}
              aria-label={t('companyApp.news.form.removeImage', { index: index + 1 })}
              onClick={() => onChange?.(value.filter((item) => item !== src))}
            />
          </div>
        ))}
        {value.length < max && (
          <Button className={styles.add} icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('companyApp.news.form.addImage')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('companyApp.news.form.imagesHint', { max })}</Typography.Text>
      <ImageUpload
        open={open}
        multiple
        accept={ACCEPT}
        maxSizeKb={MAX_KB}
        title={t('companyApp.news.form.uploadTitle')}
        onClose={() => setOpen(false)}
        onUploaded={(files) => onChange?.([...value, ...files.map((file) => file.filePath).filter((path) => !value.includes(path))].slice(0, max))}
      />
    </div>
  );
}
