/**
 * The chat window's place and its drag by the header (pointer events with capture). The window
 * stays inside the viewport, also when the viewport shrinks.
 *
 * @example
 *   const { place, headerProps } = useDragPlace(windowRef);
 *   <section ref={windowRef} style={{ left: place.x, top: place.y }}><header {...headerProps}>…</header></section>
 */
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampToViewport, dragTo, initialPlace, type Point, type Size } from './dragBounds';

/** The size the CSS gives the window (the aunt panel's frame; used until it is laid out). */
export const WINDOW_SIZE: Size = { width: 760, height: 600 };

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

function sizeOf(element: HTMLElement | null): Size {
  const box = element?.getBoundingClientRect();
  return box && box.width > 0
    ? { width: box.width, height: box.height }
    : { width: Math.min(WINDOW_SIZE.width, window.innerWidth - 32), height: Math.min(WINDOW_SIZE.height, window.innerHeight - 96) };
}

export function useDragPlace(windowRef: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<Point>(() => initialPlace(sizeOf(null), viewport()));
  const drag = useRef<{ pointerId: number; start: Point; from: Point } | null>(null);

  useEffect(() => {
    const onResize = () => setPlace((current) => clampToViewport(current, sizeOf(windowRef.current), viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [windowRef]);

  const headerProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // The primary button, on the header itself (not on its buttons).
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      drag.current = { pointerId: event.pointerId, start: place, from: { x: event.clientX, y: event.clientY } };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      setPlace(dragTo(current.start, current.from, { x: event.clientX, y: event.clientY }, sizeOf(windowRef.current), viewport()));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointerId !== event.pointerId) return;
      drag.current = null;
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    },
    onPointerCancel() {
      drag.current = null;
    },
  };

  return { place, headerProps };
}
