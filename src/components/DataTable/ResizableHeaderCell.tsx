/**
 * A table header cell whose right edge can be dragged to resize the column (pointer capture:
 * mouse, pen and touch), or moved with the arrow keys when the edge has focus (10 px a press).
 * The width changes live while dragging (the settings hook saves it).
 * Cells without `resize` (selection, pinned action column) render as a plain <th>.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';
import styles from './DataTable.module.css';

export interface HeaderResize {
  width: number;
  label: string;
  onResize: (width: number) => void;
}

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  resize?: HeaderResize;
}

const KEY_STEP = 10;

export function ResizableHeaderCell({ resize, className, children, ...rest }: ResizableHeaderCellProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  if (!resize) {
    return (
      <th className={className} {...rest}>
        {children}
      </th>
    );
  }

  const direction = () => (document.documentElement.dir === 'rtl' ? -1 : 1);
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: resize.width };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    resize.onResize(drag.current.startWidth + (event.clientX - drag.current.startX) * direction());
  };
  const onPointerEnd = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    resize.onResize(resize.width + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP) * direction());
  };

  return (
    <th className={[className, styles.resizable].filter(Boolean).join(' ')} {...rest}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resize.label}
        aria-valuenow={Math.round(resize.width)}
        tabIndex={0}
        className={[styles.handle, dragging ? styles.dragging : ''].filter(Boolean).join(' ')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      />
    </th>
  );
}
