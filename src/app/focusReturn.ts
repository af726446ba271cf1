/**
 * Focus goes back to what opened a dialog (a modal, a drawer, a confirm) when it closes, however
 * it was shown. antd does it only for a dialog that stays mounted and whose opener is still there:
 * most of ours are rendered only while open (closing unmounts them at once, so antd never runs
 * its return), and an opener in a dropdown menu is gone with the menu; both left focus on the page
 * body, the next Tab starting from the top. Here, at the document: the opener is the last element
 * focused outside any dialog or popup (a menu item's opener: the button that opened the menu);
 * while focus is in a dialog, each frame checks whether it fell to the body (a dialog removed or
 * hidden under it gives no event) with no dialog left open, and puts it back on the opener if it
 * is still on the page.
 */
const DIALOG = '.ant-modal-wrap, .ant-drawer, [role="dialog"]';
const POPUP = `${DIALOG}, .ant-dropdown, .ant-popover, .ant-select-dropdown, .ant-picker-dropdown`;

const dialogOpen = () => [...document.querySelectorAll<HTMLElement>(DIALOG)].some((dialog) => dialog.checkVisibility?.() ?? dialog.offsetParent !== null);

/** Installs the listener once; answers its removal (tests). */
export function installFocusReturn(): () => void {
  let opener: HTMLElement | null = null;
  let watching = 0;
  const watch = () => {
    watching = requestAnimationFrame(() => {
      watching = 0;
      const active = document.activeElement;
      // Focus still in a dialog: keep watching; moved on elsewhere: done.
      if (active && active !== document.body) {
        if (active.closest(DIALOG)) watch();
      } else if (dialogOpen()) watch();
      else if (opener?.isConnected) opener.focus({ preventScroll: true });
    });
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.closest?.(POPUP)) opener = target;
    else if (!watching && target.closest(DIALOG)) watch();
  };
  const active = document.activeElement as HTMLElement | null;
  if (active && active !== document.body && !active.closest(POPUP)) opener = active;
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(watching);
    document.removeEventListener('focusin', onFocusIn);
  };
}

/** What MainLayout installs once the page has settled: the focus return and the shortcuts' listener (app/shortcutKeys, its own chunk, fetched here). */
export function installKeys(): () => void {
  const removeFocusReturn = installFocusReturn();
  let removeShortcuts: (() => void) | undefined;
  let removed = false;
  void import('./shortcutKeys').then((module) => {
    if (!removed) removeShortcuts = module.installShortcuts();
  });
  return () => {
    removed = true;
    removeFocusReturn();
    removeShortcuts?.();
  };
}
