import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import styles from './IconButton.module.css';

/** What a popup's trigger sets on its button (see useOnDemandPopup). */
type TriggerAttributes = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onFocus' | 'aria-expanded' | 'aria-haspopup' | 'aria-describedby'>;

export interface IconButtonProps extends TriggerAttributes {
  /** Accessible name and hover title. */
  label: string;
  /** The glyph; or `text`, a short word shown instead (a row action named in words: 通过, 驳回). */
  icon?: ReactNode;
  text?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A small icon button for table rows: a plain <button> styled like antd's text buttons. A list
 * shows hundreds of them at once; antd's Button (wave effect, style hooks) costs far more per row.
 * Works as the child of Popconfirm and Dropdown (it forwards ref and the trigger's handlers), and
 * as the trigger of a popup mounted on demand (useOnDemandPopup).
 *
 * @example <IconButton label="编辑王阿姨" icon={<EditOutlined />} onClick={edit} />
 * @example <IconButton label="审核通过王阿姨" text="通过" onClick={approve} />
 */
export function IconButton({ label, icon, text, danger, disabled, onClick, ref, ...triggerProps }: IconButtonProps) {
  const shape = text === undefined ? styles.button : `${styles.button} ${styles.text}`;
  return (
    <button
      {...triggerProps}
      ref={ref}
      type="button"
      className={danger ? `${shape} ${styles.danger}` : shape}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {text ?? icon}
    </button>
  );
}
