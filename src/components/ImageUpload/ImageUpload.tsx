import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@/api/sys';
import type { UploadFn } from './UploadPanel';
import { UploadPanel } from './UploadPanel';
import { DEFAULT_MAX_SIZE_KB, normalizeFormat, resolveCrop, type CropSize } from './rules';
import '@/i18n/texts/upload';

export interface ImageUploadProps {
  open: boolean;
  /** Called on Cancel, the close button and Escape (not while an upload is running). */
  onClose: () => void;
  /** Called once every chosen file is uploaded, with their {filePath, fileId} in list order; onClose follows. */
  onUploaded: (results: UploadResult[]) => void;
  /** Size cap per file in KB (default 102400). */
  maxSizeKb?: number;
  /**
   * Allowed types, matched against the kind the file's content sniffs as (its MIME type or name):
   * a file matching none of these is refused (e.g. ['image/png', 'jpeg']). Unknown content is always refused.
   */
  accept?: readonly string[];
  /** Several files at once (not in crop mode). */
  multiple?: boolean;
  /** Crop images to this output size in pixels; `true` = 200x200 (an image field: jpg and png only). Off when absent. */
  crop?: CropSize | boolean;
  /** Output format of a crop: 'png' or 'jpg' (anything else becomes jpg). Default png. */
  format?: string;
  title?: string;
  /** Where the files go (default sys.uploadFile); e.g. sys.uploadFileMP for the mini-program's licence. */
  upload?: UploadFn;
}

/**
 * The upload dialog (second document, section 5): one "local upload" tab with a drag-or-click
 * drop area and a file list, Upload and Cancel buttons; Escape closes it. Files go to
 * /sys/uploadFile one by one when Upload is pressed.
 *
 * @example
 *   <ImageUpload open={open} crop={{ width: 200, height: 200 }} onClose={() => setOpen(false)}
 *     onUploaded={([file]) => setAvatar(file.filePath)} />
 */
export function ImageUpload({
  open,
  onClose,
  onUploaded,
  maxSizeKb = DEFAULT_MAX_SIZE_KB,
  accept,
  multiple = false,
  crop,
  format = 'png',
  title,
  upload,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal open={open} title={title ?? t('upload.title')} onCancel={close} footer={null} destroyOnHidden mask={{ closable: false }} width={560}>
      <Tabs
        items={[
          {
            key: 'local',
            label: t('upload.localTab'),
            children: (
              <UploadPanel
                maxSizeKb={maxSizeKb}
                accept={accept}
                multiple={multiple}
                crop={resolveCrop(crop)}
                format={normalizeFormat(format)}
                onUploaded={onUploaded}
                onDone={onClose}
                onCancel={close}
                onBusyChange={setBusy}
                upload={upload}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
