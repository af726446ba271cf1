/**
 * THE keyboard shortcuts of the back office (issue 37), in one module: the table of the key each
 * commonest action answers to, as `aria-keyshortcuts` writes it (on the control that does it: the
 * document's listener, app/shortcutKeys, finds the control by it) and as a tooltip shows it;
 * ShortcutTip, the tooltip naming the keys ("新增阿姨 (Alt+N)"); the help listing them ("?").
 * Single keys never fire while typing in a field; Ctrl/⌘+S saves through the form's own
 * saveOnKey (hooks/useFormSubmit); Escape closes a dialog (antd's own); Ctrl/⌘+K opens the search
 * from anywhere (layout/search), also from a field.
 *
 * @example
 *   <ShortcutTip shortcut="add" label={t('aunt.add')}><Button onClick={add}>{t('aunt.add')}</Button></ShortcutTip>
 */
import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { appFeedback } from '@/app/feedback';
import { i18n } from '@/i18n';
import '@/i18n/texts/shortcuts';

export type ShortcutId = 'find' | 'search' | 'add' | 'save' | 'close' | 'help';

interface Shortcut {
  /** aria-keyshortcuts value (space-separated alternatives). */
  aria: string;
  /** As shown: elsewhere / on a Mac. */
  shown: string;
  mac?: string;
}

export const SHORTCUTS: Record<ShortcutId, Shortcut> = {
  find: { aria: 'Control+K Meta+K', shown: 'Ctrl+K', mac: '⌘K' },
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
  if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return 'find';
  if (mod) return null;
  if (event.altKey) return !event.shiftKey && event.code === 'KeyN' ? 'add' : null;
  if (event.key === '/') return 'search';
  if (event.key === '?') return 'help';
  return null;
}

/** A control answering a shortcut: its tooltip names the action and the keys; it carries aria-keyshortcuts. */
export function ShortcutTip({ shortcut, label, children }: { shortcut: ShortcutId; label: string; children: ReactElement<{ 'aria-keyshortcuts'?: string }> }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('shortcuts.tip', { label, keys: shortcutKeys(shortcut) })}>
      {cloneElement(children, { 'aria-keyshortcuts': SHORTCUTS[shortcut].aria })}
    </Tooltip>
  );
}

/** The "Keyboard shortcuts" help ("?" outside a field), in a dialog of the app's own (app/feedback: themed, localised). */
const LISTED: ShortcutId[] = ['find', 'search', 'add', 'save', 'close', 'help'];

let helpShown = false;

export function showShortcutHelp(): void {
  if (helpShown) return; // "?" again while it is open
  helpShown = true;
  const t = i18n.t.bind(i18n);
  const rows: [string, string][] = [...LISTED.map((id): [string, string] => [shortcutKeys(id), t(`shortcuts.${id}`)]), ['Enter', t('shortcuts.enter')]];
  void appFeedback.modal.info({
    title: t('shortcuts.title'),
    afterClose: () => (helpShown = false),
    width: 480,
    content: (
      <>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: '12px 0' }}>
          {rows.map(([keys, text]) => (
            <div key={keys} style={{ display: 'contents' }}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd style={{ margin: 0 }}>{text}</dd>
            </div>
          ))}
        </dl>
        <p style={{ margin: 0 }}>{t('shortcuts.notTyping')}</p>
      </>
    ),
  });
}
