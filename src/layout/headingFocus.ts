/**
 * The work behind the shell's keyboard focus (pageFocus.ts), loaded when first needed so the
 * dashboard's first load does not carry it: focus the shown page's heading, else the main region.
 */
import { MAIN_ID } from './pageFocus';

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

/**
 * After a navigation: the new page's heading, looked for up to ~3 s (a lazy page draws it a little
 * later), unless the person moved focus meanwhile. Returns a cancel.
 */
export function focusHeadingAfterNavigation(from: Element | null): () => void {
  let timer = 0;
  const look = (left: number) => {
    const active = document.activeElement;
    if (active !== from && active !== document.body && active?.id !== MAIN_ID) return;
    if (!focusMain() && left > 0) timer = window.setTimeout(look, 100, left - 1);
  };
  look(30);
  return () => clearTimeout(timer);
}
