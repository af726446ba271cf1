/**
 * The notification centre's popover around the top bar's 通知 button, loaded on the button's first
 * hover, focus or click (Popover and the panel are not part of the shell's first load).
 */
import { useEffect, type ReactElement, type RefObject } from 'react';
import { Popover } from 'antd';
import NoticePanel from './NoticePanel';

interface NoticePopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button, the same one the shell drew before this code arrived. */
  children: ReactElement;
  /** Given the focus back when the click that loaded this left it nowhere (the button was drawn anew). */
  trigger: RefObject<HTMLButtonElement | null>;
}

export default function NoticePopover({ open, onOpenChange, children, trigger }: NoticePopoverProps) {
  useEffect(() => {
    if (document.activeElement === document.body) trigger.current?.focus();
  }, [trigger]);
  return (
    <Popover
      content={<NoticePanel onClose={() => onOpenChange(false)} />}
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      placement="bottomRight"
      arrow={false}
    >
      {children}
    </Popover>
  );
}
