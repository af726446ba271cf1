import { useEffect, useRef, useState } from 'react';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadFile, type UploadResult } from '@/api/sys';
import { canvasSupported, loadImage, type LoadedImage } from './canvas';
import { ImageCropper, type CropperHandle } from './ImageCropper';
import { MIME_OF_KIND, type FileKind } from '@/domain/fileType';
import { readFileKind } from './fileKind';
import { IMAGE_PICKER_ACCEPT, checkFile, formatNames, meetsMinimumPixels, withExtension, type CropSize, type OutputFormat } from './rules';
import styles from './ImageUpload.module.css';

/** Sends one file (its bytes and name) and answers where it is stored. */
export type UploadFn = (file: Blob, fileName: string) => Promise<UploadResult>;

export interface UploadPanelProps {
  maxSizeKb: number;
  accept?: readonly string[];
  multiple: boolean;
  /** Crop output size; null = no cropping. */
  crop: CropSize | null;
  format: OutputFormat;
  onUploaded: (results: UploadResult[]) => void;
  /** Closes the dialog after a successful upload. */
  onDone: () => void;
  onCancel: () => void;
  /** Reports whether an upload is running (the dialog does not close meanwhile). */
  onBusyChange: (busy: boolean) => void;
  /** Default sys.uploadFile. */
  upload?: UploadFn;
}

type Item = UploadFile<UploadResult>;
type Source = LoadedImage & { uid: string };

function patch(items: Item[], uid: string, change: Partial<Item>): Item[] {
  return items.map((item) => (item.uid === uid ? { ...item, ...change } : item));
}

/**
 * The dialog's content: drop area, file list, cropper (images in crop mode, when canvas
 * exists) and the Upload / Cancel buttons. Nothing is sent before Upload is pressed; a file
 * already uploaded is not sent again when a failed batch is retried.
 */
export function UploadPanel({
  maxSizeKb,
  accept,
  multiple,
  crop,
  format,
  onUploaded,
  onDone,
  onCancel,
  onBusyChange,
  upload: send = uploadFile,
}: UploadPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [items, setItems] = useState<Item[]>([]);
  const [source, setSource] = useState<Source | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = useRef(false);
  const cropper = useRef<CropperHandle>(null);
  const objectUrl = useRef<string | null>(null);
  // The kind each listed file's content sniffed as (by uid): it is sent as that type.
  const kinds = useRef(new Map<string, FileKind>());

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const activeSource = source && items.some((item) => item.uid === source.uid) ? source : null;

  function keepSource(next: Source) {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = next.url;
    setSource(next);
  }

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    // Judged by content, never by the name or the type the browser declares.
    const kind = await readFileKind(file);
    const problem = checkFile(file, kind, { maxSizeKb, accept, imageOnly: crop !== null });
    if (problem || !kind) {
      message.error(t(problem?.key ?? 'upload.formatError', problem?.values));
      return Upload.LIST_IGNORE;
    }
    kinds.current.set(file.uid, kind);
    if (crop && canvasSupported()) {
      let loaded: LoadedImage;
      try {
        loaded = await loadImage(file);
      } catch {
        message.error(t('upload.formatError'));
        return Upload.LIST_IGNORE;
      }
      if (!meetsMinimumPixels(loaded.size, crop)) {
        URL.revokeObjectURL(loaded.url);
        message.error(t('upload.minPixels', { width: crop.width, height: crop.height }));
        return Upload.LIST_IGNORE;
      }
      keepSource({ ...loaded, uid: file.uid });
    }
    // Keep the file in the list; it is sent when Upload is pressed.
    return false;
  };

  const onChange: UploadProps<UploadResult>['onChange'] = ({ fileList }) => {
    const next = crop ? fileList.slice(-1) : fileList;
    const listed = new Set(next.map((item) => item.uid));
    for (const uid of kinds.current.keys()) if (!listed.has(uid)) kinds.current.delete(uid);
    setItems(next);
  };

  async function sendOne(item: Item): Promise<UploadResult> {
    const file = item.originFileObj;
    if (!file) throw new Error('no file');
    if (activeSource?.uid === item.uid && cropper.current) {
      const blob = await cropper.current.toBlob(format);
      return send(blob, withExtension(file.name, format));
    }
    const kind = kinds.current.get(item.uid);
    if (!kind) throw new Error('file not checked');
    // As what its content is: that kind's type and extension (a PNG named notes.txt goes up as notes.png).
    return send(file.slice(0, file.size, MIME_OF_KIND[kind]), withExtension(file.name, kind));
  }

  async function upload() {
    if (busy.current || items.length === 0) return;
    busy.current = true;
    setUploading(true);
    onBusyChange(true);
    let next = items;
    let failed = false;
    for (const item of items) {
      if (item.status === 'done' && item.response) continue;
      next = patch(next, item.uid, { status: 'uploading' });
      setItems(next);
      try {
        const response = await sendOne(item);
        next = patch(next, item.uid, { status: 'done', response });
      } catch {
        failed = true;
        next = patch(next, item.uid, { status: 'error' });
      }
      setItems(next);
    }
    busy.current = false;
    setUploading(false);
    onBusyChange(false);
    if (failed) {
      message.error(t('upload.failed'));
      return;
    }
    message.success(t('upload.succeeded'));
    onUploaded(next.flatMap((item) => (item.response ? [item.response] : [])));
    onDone();
  }

  const hints = [multiple && !crop ? t('upload.multipleHint') : t('upload.sizeHint', { limit: maxSizeKb })];
  if (accept?.length) hints.push(t('upload.acceptHint', { types: formatNames(accept).join(t('upload.formatSeparator')) }));
  if (crop) hints.push(t('upload.cropHint', { width: crop.width, height: crop.height }));

  return (
    <>
      <Upload.Dragger
        multiple={multiple && !crop}
        maxCount={crop ? 1 : undefined}
        fileList={items}
        beforeUpload={beforeUpload}
        onChange={onChange}
        accept={crop ? IMAGE_PICKER_ACCEPT : undefined}
        disabled={uploading}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.dragHint')}</p>
        {hints.map((hint) => (
          <p key={hint} className="ant-upload-hint">
            {hint}
          </p>
        ))}
      </Upload.Dragger>
      {crop && activeSource && <ImageCropper key={activeSource.uid} ref={cropper} image={activeSource.image} imageSize={activeSource.size} crop={crop} />}
      <div className={styles.footer}>
        <Button onClick={onCancel} disabled={uploading}>
          {t('upload.cancel')}
        </Button>
        <Button type="primary" onClick={upload} loading={uploading} disabled={items.length === 0}>
          {t('upload.upload')}
        </Button>
      </div>
    </>
  );
}
