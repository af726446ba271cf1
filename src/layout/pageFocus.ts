/**
 * Keyboard focus in the shell (issue 37): the skip link and, after an in-app navigation (menu,
 * tab, link), the shown page's heading. The shell's first page (a load, the landing after login)
 * leaves focus where the browser puts it, so the skip link is the first Tab; focus moved meanwhile stays.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main-content';

/** The shown page's first heading (hidden kept-alive pages have no layout box), else the main region; made focusable and focused. */
export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID);
  const heading = [...(main?.querySelectorAll<HTMLElement>('h1, h2, [role=heading]') ?? [])].find((el) => el.checkVisibility?.() ?? true);
  const target = heading ?? main;
  if (!target) return false;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
  return heading !== undefined;
}

export function useHeadingFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    const from = document.activeElement;
    let timer = 0;
    // A lazy page draws its heading a little later: looked for up to ~3 s.
    const look = (left: number) => {
      const active = document.activeElement;
      if (active !== from && active !== document.body && active?.id !== MAIN_ID) return;
      if (!focusMain() && left > 0) timer = window.setTimeout(look, 100, left - 1);
    };
    look(30);
    return () => clearTimeout(timer);
  }, [pathname]);
}
