/**
 * A row's popup (antd Dropdown, Popconfirm, Popover) mounted only when the user reaches for it.
 * A list row shows its trigger buttons all the time, but a closed antd popup still costs its
 * component tree and hooks on every row (Popconfirm alone is Popover, Tooltip and Trigger, each
 * with its style hooks), kept by every kept-alive tab.
 *
 * The trigger stays a plain button that is never replaced (so focus, a held pointer and an
 * element a test holds all stay valid): the popup is mounted beside it on first hover, focus or
 * click, opened by the button's click (Enter and Space included) and given an `anchor` that
 * stands for the button. antd aligns the popup to the anchor's DOM node, which is the button;
 * clicks outside, Escape, a menu choice and the confirmation's buttons close it as before, and a
 * dropdown's Escape returns focus to the button. The button says whether its popup is open
 * (`aria-expanded`; `aria-haspopup` for a menu), and while open it carries the popup's
 * `aria-describedby` (a Popconfirm describes its button).
 *
 * @example
 *   const more = useOnDemandPopup('menu');
 *   <IconButton label="…的更多操作" icon={glyph('more')} {...more.triggerProps} />
 *   {more.mounted && <Dropdown menu={{ items: items() }} trigger={['click']} {...more.popupProps}>{more.anchor}</Dropdown>}
 */
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type Ref, type RefObject } from 'react';

export interface OnDemandTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-haspopup'?: 'menu';
  'aria-describedby'?: string;
}

export interface OnDemandPopup {
  /** Spread onto the trigger button. */
  triggerProps: OnDemandTriggerProps;
  /** Render the popup (it stays mounted once wanted). */
  mounted: boolean;
  /** Spread onto the antd popup: controlled `open` and `onOpenChange`. */
  popupProps: { open: boolean; onOpenChange: (open: boolean) => void };
  /** The popup's child: stands for the trigger button. */
  anchor: ReactElement;
}

interface AnchorProps {
  target: RefObject<HTMLButtonElement | null>;
  onDescribedBy: (id: string | undefined) => void;
  /** Set by the popup (antd clones its child with a ref to align to). */
  ref?: Ref<HTMLElement | null>;
  'aria-describedby'?: string;
}

/** Renders nothing: hands the popup the trigger button as its DOM node. */
export function PopupAnchor({ target, onDescribedBy, ref, 'aria-describedby': describedBy }: AnchorProps) {
  useImperativeHandle(ref, () => target.current as HTMLElement, [target]);
  useLayoutEffect(() => onDescribedBy(describedBy), [describedBy, onDescribedBy]);
  return null;
}

/**
 * `kind` 'menu' for a Dropdown's menu; nothing for a confirmation or other popover. `onWanted`
 * runs once, when the popup is first mounted (e.g. to fetch what its choices open).
 */
export function useOnDemandPopup(kind?: 'menu', onWanted?: () => void): OnDemandPopup {
  const target = useRef<HTMLButtonElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [describedBy, setDescribedBy] = useState<string | undefined>(undefined);
  const wanted = useRef(onWanted);
  const mount = useCallback(() => {
    setMounted(true);
    wanted.current?.();
    wanted.current = undefined;
  }, []);
  const toggle = useCallback(() => {
    mount();
    setOpen((current) => !current);
  }, [mount]);
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  const anchor = useMemo(() => <PopupAnchor target={target} onDescribedBy={setDescribedBy} />, []);
  return {
    triggerProps: {
      ref: target,
      onPointerEnter: mount,
      onFocus: mount,
      onClick: toggle,
      'aria-expanded': open,
      'aria-haspopup': kind,
      'aria-describedby': describedBy,
    },
    mounted,
    popupProps: { open, onOpenChange },
    anchor,
  };
}
