import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { fitBox, initialView, moveBy, zoomTo, ZOOM_MAX, ZOOM_MIN, type Size } from './cropGeometry';
import { cropToBlob } from './canvas';
import type { CropSize, OutputFormat } from './rules';
import styles from './ImageUpload.module.css';

/** What the dialog asks of the cropper when Upload is pressed. */
export interface CropperHandle {
  toBlob: (format: OutputFormat) => Promise<Blob>;
}

interface ImageCropperProps {
  image: HTMLImageElement;
  imageSize: Size;
  crop: CropSize;
  ref?: Ref<CropperHandle>;
}

/** Longer side of the crop box on screen, in CSS px. */
const BOX_SIDE = 260;
/** Arrow keys move the image by this many px. */
const KEY_STEP = 10;

/**
 * Canvas cropper: the crop box has the aspect of the output; drag (or arrow keys) moves the
 * image, the slider zooms 0-100. Mount it with a key per image: the view starts centred.
 */
export function ImageCropper({ image, imageSize, crop, ref }: ImageCropperProps) {
  const { t } = useTranslation();
  const box = fitBox(crop, BOX_SIDE);
  const [view, setView] = useState(() => initialView(imageSize, box));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);

  useImperativeHandle(ref, () => ({ toBlob: (format) => cropToBlob(image, view, box, crop, format) }), [image, view, box, crop]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(box.width * ratio);
    canvas.height = Math.round(box.height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, box.width, box.height);
    context.drawImage(image, view.x, view.y, imageSize.width * view.scale, imageSize.height * view.scale);
  }, [image, imageSize, view, box.width, box.height]);

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const from = dragFrom.current;
    if (!from) return;
    dragFrom.current = { x: event.clientX, y: event.clientY };
    setView((current) => moveBy(current, event.clientX - from.x, event.clientY - from.y, imageSize, box));
  }

  function onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
    dragFrom.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView((current) => moveBy(current, move[0], move[1], imageSize, box));
  }

  return (
    <div className={styles.cropper}>
      <canvas
        ref={canvasRef}
        className={styles.cropCanvas}
        style={{ width: box.width, height: box.height }}
        tabIndex={0}
        role="img"
        aria-label={t('upload.cropArea', { width: crop.width, height: crop.height })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <p className={styles.cropTip}>{t('upload.dragToMove')}</p>
      <div className={styles.zoom}>
        <span>{t('upload.zoom')}</span>
        <Slider
          className={styles.zoomSlider}
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          value={view.zoom}
          onChange={(zoom) => setView((current) => zoomTo(current, zoom, imageSize, box))}
          aria-label={t('upload.zoom')}
        />
      </div>
    </div>
  );
}
