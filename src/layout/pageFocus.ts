/**
 * Keyboard focus in the shell (issue 37): the skip link and, after an in-app navigation (menu,
 * tab, link), the shown page's heading. A fresh load (location key "default") leaves focus where
 * the browser puts it, so the skip link is the first Tab; focus the person moved meanwhile stays.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main-content';

/** The shown page's first heading (hidden kept-alive pages have no layout box), else the main region; made focusable and focused. */
export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID);
  const heading = [...(main?.querySelectorAll<HTMLElement>('h1, h2, [role=heading]') ?? [])].find((el) => el.getClientRects().length > 0);
  const target = heading ?? main;
  if (!target) return false;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
  return heading !== undefined;
}

export function useHeadingFocus() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page shown, not per search change
  }, [pathname]);
}
