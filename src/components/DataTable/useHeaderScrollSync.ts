/**
 * Keeps a DataTable's body under its header when the header scrolls by itself. antd draws the
 * sticky header in a scroller of its own beside the body's: the header follows the body (and the
 * wheel over the header moves both), but focus moving to a header cell off screen (Tab through
 * the sortable and resizable headers) scrolls only the header, leaving its columns over the wrong
 * cells. Here a scroll of the header moves the body to the same place; the body's own scroll
 * event then brings antd's sticky scrollbar and edge shadows along.
 */
import { useEffect, type RefObject } from 'react';

export function useHeaderScrollSync(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onScroll = (event: Event) => {
      const header = event.target;
      if (!(header instanceof HTMLElement) || !header.classList.contains('ant-table-header')) return;
      const body = header.parentElement?.querySelector<HTMLElement>(':scope > .ant-table-body');
      if (body && body.scrollLeft !== header.scrollLeft) body.scrollLeft = header.scrollLeft;
    };
    // Scroll events do not bubble: caught on the way down.
    node.addEventListener('scroll', onScroll, true);
    return () => node.removeEventListener('scroll', onScroll, true);
  }, [container]);
}
