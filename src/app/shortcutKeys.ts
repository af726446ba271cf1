/**
 * The document's listener for the keyboard shortcuts (components/shortcuts): installed once
 * the page has settled (MainLayout), so the first load does not carry it. It finds the control by
 * its aria-keyshortcuts in the shown page, or in the topmost open dialog when one is open (a
 * dialog hides the page's search and add): "/" focuses the search box, Alt+N clicks the add
 * button, "?" lists the shortcuts; Ctrl/⌘+S with the focus outside the form (a dialog's buttons,
 * the page) is handed to the form, whose saveOnKey saves; Ctrl/⌘+K opens the search from anywhere
 * (layout/search), wherever the focus is. Single keys never act while typing.
 */
import { SHORTCUTS, isTyping, showShortcutHelp, shortcutOf } from '@/components/shortcuts';
import { MAIN_ID } from '@/layout/pageFocus';
import { useAppState } from '@/stores/app';

const DIALOG = '.ant-modal-wrap, .ant-drawer-open, [role="dialog"]';

const shown = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? !el.closest('[style*="display: none"], [hidden]');

/** The topmost open dialog, else the shown page. */
function scope(): Element | null {
  const dialogs = [...document.querySelectorAll(DIALOG)].filter(shown);
  return dialogs.at(-1) ?? document.getElementById(MAIN_ID);
}

const controlOf = (area: Element, aria: string) => [...area.querySelectorAll<HTMLElement>(`[aria-keyshortcuts~="${aria}"]`)].find(shown) ?? null;

/** Installs the listener; answers its removal (tests). */
export function installShortcuts(): () => void {
  let relaying = false;
  const onKey = (event: KeyboardEvent) => {
    if (relaying || event.defaultPrevented || event.isComposing || event.repeat) return;
    const id = shortcutOf(event);
    if (id === 'find') {
      // The search from anywhere: not a control of the page, and the browser's own Ctrl+K (its search bar) gives way.
      event.preventDefault();
      useAppState.getState().setSearchOpen(true);
      return;
    }
    const area = id && scope();
    if (!id || !area) return;
    if (id === 'save') {
      // Focus inside a form: its own saveOnKey has saved (and prevented the browser's "save page").
      const form = [...area.querySelectorAll('form')].find(shown);
      if (!form) return;
      event.preventDefault();
      relaying = true;
      form.dispatchEvent(
        new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true }),
      );
      relaying = false;
      return;
    }
    if (id !== 'add' && isTyping(event.target)) return;
    if (id === 'help') {
      event.preventDefault();
      showShortcutHelp();
      return;
    }
    const control = controlOf(area, SHORTCUTS[id].aria);
    if (!control) return;
    event.preventDefault();
    if (id === 'search') control.focus();
    else control.click();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
