/**
 * The "Keyboard shortcuts" help (the user menu's entry, or "?"): every shortcut of ./keys with
 * what it does, in a dialog of the app's own (app/feedback: themed, localised).
 */
import { appFeedback } from '@/app/feedback';
import { i18n } from '@/i18n';
import { shortcutKeys, type ShortcutId } from './keys';
import '@/i18n/texts/shortcuts';

const LISTED: ShortcutId[] = ['search', 'add', 'save', 'close', 'help'];

export function showShortcutHelp(): void {
  const t = i18n.t.bind(i18n);
  const rows: [string, string][] = [...LISTED.map((id): [string, string] => [shortcutKeys(id), t(`shortcuts.${id}`)]), ['Enter', t('shortcuts.enter')]];
  void appFeedback.modal.info({
    title: t('shortcuts.title'),
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
