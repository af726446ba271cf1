/**
 * Keyboard focus in the shell (issue 37): the skip link and, after an in-app navigation (menu,
 * tab, link), the shown page's heading. The shell's first page (a load, the landing after login)
 * leaves focus where the browser puts it, so the skip link is the first Tab; focus moved meanwhile
 * stays. The work itself (headingFocus.ts) loads when first needed.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main-content';

/** The skip link's action: the page's heading, else the main region. */
export function focusMain(): void {
  void import('./headingFocus').then((module) => module.focusMain());
}

export function useHeadingFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    const from = document.activeElement;
    let cancel: (() => void) | undefined;
    let cancelled = false;
    void import('./headingFocus').then((module) => {
      if (!cancelled) cancel = module.focusHeadingAfterNavigation(from);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [pathname]);
}
