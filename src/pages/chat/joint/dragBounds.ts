/** Where the floating chat window may be: pure geometry, so dragging is tested without a layout. */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The window keeps this far from the viewport's edges. */
export const WINDOW_MARGIN = 8;
/** Where it first opens: this far from the bottom right corner. */
const CORNER_GAP = 24;

/** The top left corner moved into the viewport, the whole window inside it (the top left corner first when it does not fit). */
export function clampToViewport(point: Point, size: Size, viewport: Size): Point {
  const maxX = Math.max(WINDOW_MARGIN, viewport.width - size.width - WINDOW_MARGIN);
  const maxY = Math.max(WINDOW_MARGIN, viewport.height - size.height - WINDOW_MARGIN);
  return { x: Math.min(Math.max(point.x, WINDOW_MARGIN), maxX), y: Math.min(Math.max(point.y, WINDOW_MARGIN), maxY) };
}

/** The first place: the bottom right corner, inside the viewport. */
export function initialPlace(size: Size, viewport: Size): Point {
  return clampToViewport({ x: viewport.width - size.width - CORNER_GAP, y: viewport.height - size.height - CORNER_GAP }, size, viewport);
}

/** A drag: the window's place at its start moved by the pointer's travel, kept inside. */
export function dragTo(start: Point, from: Point, to: Point, size: Size, viewport: Size): Point {
  return clampToViewport({ x: start.x + to.x - from.x, y: start.y + to.y - from.y }, size, viewport);
}
