/**
 * The 操作 column of every list (docs/UI-PATTERNS.md "Row actions"): the row's actions as text
 * links, at most three in sight. More than three: the first two show and the rest go into a
 * "更多 / More" menu. Destructive ones (`danger`) always come last, in red; with `confirm` they ask
 * first (a Popconfirm at the link, or at "更多" when chosen from the menu). A link's accessible
 * name is its visible text. Falsy entries are left out (an action the user may not take).
 *
 * Light per row (a list shows hundreds): plain buttons; the menu and the confirmation are mounted
 * when the user reaches for them (useOnDemandPopup).
 *
 * @example
 *   <RowActions actions={[
 *     { key: 'view', label: t('…view'), onClick: open },
 *     canDelete && { key: 'delete', label: t('…delete'), danger: true, confirm: { title, okText, onConfirm: remove } },
 *   ]} />
 */
import { Dropdown, Popconfirm, type MenuProps } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupAnchor, useOnDemandPopup } from './useOnDemandPopup';
import styles from './IconButton.module.css';
import '@/i18n/texts/table';

export interface RowAction {
  key: string;
  /** The visible text, also the accessible name. */
  label: string;
  onClick?: () => void;
  /** Destructive: placed last, in red. */
  danger?: boolean;
  /** Asks before `onConfirm` runs (instead of onClick). */
  confirm?: { title: ReactNode; description?: ReactNode; okText: string; onConfirm: () => unknown };
  disabled?: boolean;
  /** Its request is running: disabled meanwhile (nothing runs twice). */
  busy?: boolean;
  /** A page opened in a new tab instead of onClick (e.g. a printable certificate). */
  href?: string;
  /** Why it is disabled, shown beside it in the menu and as its title. */
  hint?: string;
}

/** At most this many links in sight; more actions show MAX_VISIBLE − 1 and "更多". */
export const MAX_VISIBLE = 3;

/** The actions in their rule's order and split into links and menu entries. */
export function arrangeRowActions(actions: readonly (RowAction | false | null | undefined)[]): { shown: RowAction[]; menu: RowAction[] } {
  const present = actions.filter((action): action is RowAction => Boolean(action));
  const ordered = [...present.filter((action) => !action.danger), ...present.filter((action) => action.danger)];
  if (ordered.length <= MAX_VISIBLE) return { shown: ordered, menu: [] };
  return { shown: ordered.slice(0, MAX_VISIBLE - 1), menu: ordered.slice(MAX_VISIBLE - 1) };
}

export interface RowActionsProps {
  actions: readonly (RowAction | false | null | undefined)[];
  /** Runs once when the menu is first wanted (e.g. to preload what its entries open). */
  onMenuWanted?: () => void;
}

export function RowActions({ actions, onMenuWanted }: RowActionsProps) {
  const { t } = useTranslation();
  const { shown, menu } = arrangeRowActions(actions);
  const more = useOnDemandPopup('menu', onMenuWanted);
  const [asking, setAsking] = useState<RowAction | null>(null);
  const asker = useRef<HTMLButtonElement | null>(null);
  // The confirmation describes the link or "更多" it was asked from while open.
  const describe = useCallback((id: string | undefined) => {
    if (id) asker.current?.setAttribute('aria-describedby', id);
    else asker.current?.removeAttribute('aria-describedby');
  }, []);
  const run = (action: RowAction, from: HTMLButtonElement | null) => {
    if (action.confirm) {
      asker.current = from;
      setAsking(action);
    } else action.onClick?.();
  };
  const items: MenuProps['items'] = menu.map((action) => ({
    key: action.key,
    label: action.href ? (
      <a href={action.href} target="_blank" rel="noopener">
        {action.label}
      </a>
    ) : (
      action.label
    ),
    danger: action.danger,
    disabled: action.disabled || action.busy,
    extra: action.hint,
    onClick: () => run(action, more.triggerProps.ref.current),
  }));
  return (
    <span className={styles.group}>
      {shown.map((action) =>
        action.href ? (
          <a key={action.key} className={`${styles.button} ${styles.text}`} href={action.href} target="_blank" rel="noopener">
            {action.label}
          </a>
        ) : (
          <button
            key={action.key}
            type="button"
            className={`${styles.button} ${styles.text}${action.danger ? ` ${styles.danger}` : ''}`}
            disabled={action.disabled || action.busy}
            aria-busy={action.busy || undefined}
            title={action.hint}
            aria-haspopup={action.confirm ? 'dialog' : undefined}
            onClick={(event) => run(action, event.currentTarget)}
          >
            {action.label}
          </button>
        ),
      )}
      {menu.length > 0 && (
        <button type="button" className={`${styles.button} ${styles.text}`} {...more.triggerProps}>
          {t('table.moreActions')}
        </button>
      )}
      {more.mounted && (
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" {...more.popupProps}>
          {more.anchor}
        </Dropdown>
      )}
      {asking?.confirm && (
        <Popconfirm
          open
          title={asking.confirm.title}
          description={asking.confirm.description}
          okText={asking.confirm.okText}
          okButtonProps={{ danger: asking.danger }}
          onConfirm={asking.confirm.onConfirm}
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
        >
          <PopupAnchor target={asker} onDescribedBy={describe} />
        </Popconfirm>
      )}
    </span>
  );
}
