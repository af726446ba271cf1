import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { UploadResult } from '@/api/sys';
import { ImageUpload } from './ImageUpload';
import type { CropSize } from './rules';

export interface CroppedImageFieldProps {
  /** The current picture (an avatar, a portrait...). */
  preview: ReactNode;
  /** With a picture the button says `change` (else `upload`) and `remove` is offered. */
  hasValue: boolean;
  onUploaded: (file: UploadResult) => void;
  /** Without it there is no remove button. */
  onRemove?: () => void;
  texts: { upload: string; change: string; remove?: string; hint?: string; dialogTitle: string };
  /** Appended to the buttons' accessible names (the field's label), when the text alone is vague. */
  labelSuffix?: string;
  crop: CropSize;
  accept: readonly string[];
  maxSizeKb: number;
  format?: string;
  disabled?: boolean;
}

/**
 * One picture picked through the upload dialog and cropped there: the preview, an upload/change
 * button, an optional remove button and hint. The form field wraps it with its own value type.
 *
 * @example
 *   <CroppedImageField preview={<Avatar src={value} />} hasValue={Boolean(value)} onUploaded={(file) => onChange(file.filePath)}
 *     texts={{ upload: t('x.upload'), change: t('x.change'), dialogTitle: t('x.title') }} crop={{ width: 200, height: 200 }} accept={['image/']} maxSizeKb={5120} />
 */
export function CroppedImageField({
  preview,
  hasValue,
  onUploaded,
  onRemove,
  texts,
  labelSuffix,
  crop,
  accept,
  maxSizeKb,
  format,
  disabled,
}: CroppedImageFieldProps) {
  const [open, setOpen] = useState(false);
  const named = (text: string) => (labelSuffix ? `${text} ${labelSuffix}` : undefined);
  const pickText = hasValue ? texts.change : texts.upload;
  return (
    <Flex gap="large" align="center">
      {preview}
      <Flex vertical gap={4}>
        <Flex gap="small">
          <Button onClick={() => setOpen(true)} disabled={disabled} aria-label={named(pickText)}>
            {pickText}
          </Button>
          {hasValue && onRemove && texts.remove && (
            <Button icon={<DeleteOutlined />} onClick={onRemove} disabled={disabled} aria-label={named(texts.remove)}>
              {texts.remove}
            </Button>
          )}
        </Flex>
        {texts.hint && <Typography.Text type="secondary">{texts.hint}</Typography.Text>}
      </Flex>
      <ImageUpload
        open={open}
        crop={crop}
        format={format}
        accept={accept}
        maxSizeKb={maxSizeKb}
        title={texts.dialogTitle}
        onClose={() => setOpen(false)}
        onUploaded={([first]) => {
          if (first) onUploaded(first);
        }}
      />
    </Flex>
  );
}
