/**
 * rc-tabs' overflow ("more") button and its menu (antd Tabs, when the tabs do not fit), put in
 * place of its own by the build (STAND_INS in ./standIns.ts). It renders rc-tabs' own node; what
 * differs: the node sits inside the tab list (role tablist), where only tabs may be (axe
 * aria-required-children, the aunt lists in English). Every tab it lists is in the tab list too,
 * reached by the arrow keys, Home and End (rc-tabs scrolls it into view), so the button is a
 * pointer's shortcut: hidden from assistive technology and out of the Tab order.
 */
import { forwardRef, useLayoutEffect, useRef, type ComponentProps, type ForwardedRef } from 'react';
import OperationNode from '@rc-component/tabs/es/TabNavList/OperationNode';

function TabsOperationNode(props: ComponentProps<typeof OperationNode>, ref: ForwardedRef<HTMLDivElement>) {
  const own = useRef<HTMLDivElement | null>(null);
  // rc-tabs writes neither attribute, so once set they stay across its renders; set again each render for a recreated button.
  useLayoutEffect(() => {
    own.current?.setAttribute('aria-hidden', 'true');
    own.current?.querySelector('button')?.setAttribute('tabindex', '-1');
  });
  return (
    <OperationNode
      {...props}
      ref={(node: HTMLDivElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}

export default forwardRef(TabsOperationNode);
