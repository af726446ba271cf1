/**
 * rc-table's column-width probe (one hidden cell per column in the measure row of every table with
 * pinned columns), put in place of its own by the build (STAND_INS in ./standIns.ts). It renders
 * the same cell; what differs is the width it reports when it mounts, and its inert title copy (below).
 *
 * rc-table's cell reports `offsetWidth` when it mounts (a whole number), then its resize observer
 * reports the layout width (a fraction: a table wider than its columns shares the rest out). The
 * two never agree, so every table rendered once more, all its cells with it, when the observer
 * first answered. When that answer came after the rows (a page whose first rows are shown in the
 * render after it mounts), React kept two copies of every row's cells. This cell reports on
 * mount what the observer will report, so its first answer changes nothing. Its copy of the title
 * is inert: the row is aria-hidden, and a focusable control in it was a stop no one could see.
 */
import { useLayoutEffect, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import ResizeObserver from '@rc-component/resize-observer';

interface TableMeasureCellProps {
  columnKey: Key;
  onColumnResize: (columnKey: Key, width: number) => void;
  title?: ReactNode;
}

const CELL_STYLE: CSSProperties = { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 };
const TITLE_STYLE: CSSProperties = { height: 0, overflow: 'hidden', fontWeight: 'bold' };

/** The width @rc-component/resize-observer reports for an element: its layout width when that rounds to offsetWidth. */
export function observedWidth(element: HTMLElement): number {
  const { width } = element.getBoundingClientRect();
  return element.offsetWidth === Math.round(width) ? width : element.offsetWidth;
}

export default function TableMeasureCell({ columnKey, onColumnResize, title }: TableMeasureCellProps) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    if (cellRef.current) onColumnResize(columnKey, observedWidth(cellRef.current));
    // Once, on mount, as rc-table's own: later sizes come through the observer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ResizeObserver data={columnKey}>
      <td ref={cellRef} style={CELL_STYLE}>
        {/* inert: the title's copy (a button or link in a header) takes no focus in the aria-hidden row. */}
        <div style={TITLE_STYLE} inert>
          {title || '\u00a0'}
        </div>
      </td>
    </ResizeObserver>
  );
}
