/**
 * A composer's text box, shared by both chats' composers (the aunt panel, the joint-hall chat):
 * Enter sends, Shift+Enter is a new line and an input method's Enter picks a word; it grows to
 * five rows. `useDraft` keeps the text as typed: a send reads `typed`, so a second Enter that
 * comes before React renders the cleared box does not send the same text again.
 *
 * @example
 *   const draft = useDraft();
 *   <DraftBox draft={draft} onSend={send} maxLength={2000} label="输入消息" placeholder="Enter 发送" />
 */
import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Input } from 'antd';
import styles from './MessagePanes.module.css';

export function useDraft() {
  const [text, setTextState] = useState('');
  const typed = useRef('');
  const setText = useCallback((value: string) => {
    typed.current = value;
    setTextState(value);
  }, []);
  return { text, typed, setText };
}

export type Draft = ReturnType<typeof useDraft>;

const isSendKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

interface DraftBoxProps {
  draft: Draft;
  onSend: () => void;
  maxLength: number;
  label: string;
  placeholder: string;
  /** Gets the textarea (to focus it after a send). */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
  testId?: string;
}

export function DraftBox({ draft, onSend, maxLength, label, placeholder, boxRef, testId }: DraftBoxProps) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey(event)) return;
    event.preventDefault();
    onSend();
  }
  return (
    <Input.TextArea
      ref={(input) => {
        if (boxRef) boxRef.current = input?.resizableTextArea?.textArea ?? null;
      }}
      value={draft.text}
      onChange={(event) => draft.setText(event.target.value)}
      onKeyDown={onKeyDown}
      autoSize={{ minRows: 2, maxRows: 5 }}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      data-testid={testId}
      className={styles.textBox}
    />
  );
}
