/**
 * THE keyboard shortcuts of the back office (issue 37), one table: the key each commonest action
 * answers to, as `aria-keyshortcuts` writes it (on the control that does it: the table IS the
 * registry the document's listener, app/shortcutKeys, looks the control up by) and as a tooltip
 * shows it. Single keys never fire while typing in a field; Ctrl/⌘+S saves through the form's
 * own saveOnKey (hooks/useFormSubmit); Escape closes a dialog (antd's own).
 */
export type ShortcutId = 'search' | 'add' | 'save' | 'close' | 'help';

interface Shortcut {
  /** aria-keyshortcuts value (space-separated alternatives). */
  aria: string;
  /** As shown: elsewhere / on a Mac. */
  shown: string;
  mac?: string;
}

export const SHORTCUTS: Record<ShortcutId, Shortcut> = {
  search: { aria: '/', shown: '/' },
  add: { aria: 'Alt+N', shown: 'Alt+N', mac: '⌥N' },
  save: { aria: 'Control+S Meta+S', shown: 'Ctrl+S', mac: '⌘S' },
  close: { aria: 'Escape', shown: 'Esc' },
  help: { aria: 'Shift+?', shown: '?' },
};

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The keys as this computer's keyboard writes them ("Alt+N", on a Mac "⌥N"). */
export function shortcutKeys(id: ShortcutId): string {
  const shortcut = SHORTCUTS[id];
  return onMac() ? (shortcut.mac ?? shortcut.shown) : shortcut.shown;
}

/** A field that takes typed text: a single key typed there is text, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName === 'INPUT')
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes((target as HTMLInputElement).type);
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

/** The shortcut a key press asks for, null for none (the physical N key: ⌥N types "˜" on a Mac). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): ShortcutId | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') return 'save';
  if (mod) return null;
  if (event.altKey) return !event.shiftKey && event.code === 'KeyN' ? 'add' : null;
  if (event.key === '/') return 'search';
  if (event.key === '?') return 'help';
  return null;
}
