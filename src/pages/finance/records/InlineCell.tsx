/**
 * One field of a fee record edited in its cell: a click (or Enter on the focused value) opens the
 * editor; Enter or leaving the field saves (nothing is sent when the value did not change), Escape
 * cancels. A value the page cannot read, or a save the server refuses, keeps the editor open with
 * what was typed and says why under it; a save in flight disables the editor (no double send).
 */
import { Input, Select } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import styles from './FeeRecords.module.css';

interface InlineBase {
  /** The field's name (the button's and editor's accessible name). */
  label: string;
  /** What the cell shows while not editing. */
  display: ReactNode;
  /** Plain text of the value for the accessible name. */
  displayText: string;
}

interface TextEditor extends InlineBase {
  kind: 'text';
  startText: string;
  maxLength?: number;
  /** The value to send, or the reason (localised) it cannot be sent. */
  read: (text: string) => { ok: true; value: string | number } | { ok: false; message: string };
  /** Sends the value; rejects with the server's error. */
  save: (value: string | number) => Promise<unknown>;
}

interface SelectEditor extends InlineBase {
  kind: 'select';
  value: number;
  options: { value: number; label: string }[];
  save: (value: number) => Promise<unknown>;
}

export type InlineCellProps = TextEditor | SelectEditor;

export function InlineCell(props: InlineCellProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useConfirmedMutation();
  const saving = mutation.isBusy('save');
  /** The text of the last refused save: leaving the field does not send it again. */
  const refused = useRef<string | null>(null);
  const errorId = useId();

  const open = () => {
    if (props.kind === 'text') setText(props.startText);
    setError(null);
    refused.current = null;
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setError(null);
  };

  // One save at a time; a refusal keeps the editor open with what was typed and says why under it.
  const send = (value: string | number, typed: string) =>
    void mutation.run({
      key: 'save',
      mutate: () => (props.save as (value: string | number) => Promise<unknown>)(value),
      onDone: close,
      showError: (text) => {
        refused.current = typed;
        setError(text);
      },
    });

  const commitText = (fromBlur: boolean) => {
    if (props.kind !== 'text' || saving) return;
    if (text === props.startText) return close();
    if (fromBlur && refused.current === text) return;
    const read = props.read(text);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    send(read.value, text);
  };

  if (!editing) {
    return (
      <button
        type="button"
        className={styles.inlineValue}
        aria-label={t('finance.records.edit.open', { field: props.label, value: props.displayText || t('finance.records.edit.empty') })}
        onClick={open}
      >
        {props.display}
      </button>
    );
  }

  return (
    <div className={styles.inlineEditor}>
      {props.kind === 'text' ? (
        <Input
          size="small"
          autoFocus
          aria-label={props.label}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          title={t('finance.records.edit.hint')}
          value={text}
          maxLength={props.maxLength}
          disabled={saving}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitText(false);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          onBlur={() => commitText(true)}
        />
      ) : (
        <Select<number>
          size="small"
          autoFocus
          defaultOpen
          virtual={false}
          className={styles.inlineSelect}
          aria-label={props.label}
          value={props.value}
          disabled={saving}
          loading={saving}
          options={props.options}
          onChange={(value) => {
            if (value === props.value) close();
            else send(value, String(value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          onBlur={() => {
            if (!saving && error === null) close();
          }}
        />
      )}
      {error && (
        <div id={errorId} role="alert" className={styles.inlineError}>
          {error}
        </div>
      )}
    </div>
  );
}
