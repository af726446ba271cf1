/**
 * A control that answers a keyboard shortcut (./keys): its tooltip names the action and the keys
 * ("新增阿姨 (Alt+N)"), and the control carries aria-keyshortcuts, which is also how the document's
 * listener (app/shortcutKeys) finds it.
 *
 * @example
 *   <ShortcutTip shortcut="add" label={t('aunt.add')}><Button onClick={add}>{t('aunt.add')}</Button></ShortcutTip>
 */
import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, shortcutKeys, type ShortcutId } from './keys';
import '@/i18n/texts/shortcuts';

export function ShortcutTip({ shortcut, label, children }: { shortcut: ShortcutId; label: string; children: ReactElement<{ 'aria-keyshortcuts'?: string }> }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('shortcuts.tip', { label, keys: shortcutKeys(shortcut) })}>
      {cloneElement(children, { 'aria-keyshortcuts': SHORTCUTS[shortcut].aria })}
    </Tooltip>
  );
}
